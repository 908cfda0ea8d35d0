// A real capture replayed into the running server over UDP and TCP, once clean and once with hostile
// frames between its frames: the hostile ones change nothing a user sees but the counters that name them.
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame } from '#server/realtime/c37118/codec.js';
import { writeConfig12 } from '#server/realtime/c37118/config.js';
import { crcCcitt } from '#server/realtime/c37118/crc.js';
import { Framer } from '#server/realtime/c37118/framer.js';
import type { ConfigFrame } from '#server/realtime/c37118/types.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { readPcap } from '../support/pcap.js';
import { startServer, type TestServer } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(f: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}
async function freePort(kind: 'udp' | 'tcp'): Promise<number> {
  if (kind === 'tcp') {
    const srv = net.createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const port = (srv.address() as net.AddressInfo).port;
    await new Promise<void>((r) => srv.close(() => r()));
    return port;
  }
  const s = dgram.createSocket('udp4');
  await new Promise<void>((r) => s.bind(0, '127.0.0.1', r));
  const port = s.address().port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

// ---- the capture (BSD-3, tests/fixtures/c37118/LICENSE.txt): one PMU, 50 frames/s, 7 s ----
const CAPTURE = path.resolve(import.meta.dirname, '../fixtures/c37118/C37.118_1PMU_UDP.pcap');
function captureFrames(): { cfg: ConfigFrame; frames: Uint8Array[] } {
  let cfg: ConfigFrame | undefined;
  const frames: Uint8Array[] = [];
  for (const flow of readPcap(fs.readFileSync(CAPTURE)))
    for (const p of flow.payloads)
      new Framer((b) => {
        const f = decodeFrame(b, () => cfg);
        if (f.kind === 'cfg2') cfg = f;
        if (f.kind === 'cfg2' || f.kind === 'data') frames.push(new Uint8Array(b));
      }).push(p);
  return { cfg: cfg!, frames };
}

/** A copy of a frame with another IDCODE, SOC moved by `shift` s and (optionally) another FRACSEC, its CHK made good again. */
function restamp(f: Uint8Array, idcode: number, shift: number, fracsec?: number): Uint8Array {
  const b = new Uint8Array(f);
  const v = new DataView(b.buffer);
  v.setUint16(4, idcode);
  v.setUint32(6, v.getUint32(6) + shift);
  if (fracsec !== undefined) v.setUint32(10, (v.getUint32(10) & 0xff000000) | fracsec);
  v.setUint16(b.length - 2, crcCcitt(b, 0, b.length - 2));
  return b;
}

/** xorshift32: the same "random" garbage every run */
function garbage(seed: number, n: number): Uint8Array {
  let x = seed;
  return Uint8Array.from({ length: n }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

let s: TestServer;
let udpPort = 0;
let tcpPort = 0;

beforeAll(async () => {
  udpPort = await freePort('udp');
  tcpPort = await freePort('tcp');
  const env = { ISPS_SIMULATOR: 'off', ISPS_C37_UDP_PORT: String(udpPort), ISPS_C37_TCP_PORT: String(tcpPort), ISPS_C37_HOST: '127.0.0.1' };
  s = await startServer({ env });
});
afterAll(async () => {
  await s?.close();
});

async function addDevice(equipId: string, transport: 'udp' | 'tcp-server', idcode: number) {
  const add = await s.call('POST', '/isps/device/add', {
    token: s.adminToken,
    body: {
      equipId,
      equipType: 'SMD-C',
      nameZh: equipId,
      lat: 30,
      lng: 114,
      reportRate: 50,
      host: '127.0.0.1',
      transport,
      idcode,
      port: transport === 'udp' ? udpPort : tcpPort,
    },
  });
  expect(add.body).toMatchObject({ success: true });
  const m = await until(async () => {
    const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: equipId } });
    return info.body.success && info.body.result[0].equipMapInfos;
  });
  return { id: add.body.result.id as string, records: { fq: m.fq.recordId as number, RF: m.RF.recordId as number, UAA: m.UAA.recordId as number } };
}

/** What the live curve shows of a record over [begin, end] (queryWrdbData), and what history answers for it. */
async function seen(recordid: number, begin: number, end: number) {
  const o = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { type: 1, recordid, wrdbID: 0 } })).body.result;
  const live = (
    await s.call('GET', '/api/wrdb/queryWrdbData', { query: { type: 1, wrdbID: o.wrdbid, recordID: recordid, timeSoc_Begin: begin, timeSoc_End: end } })
  ).body.result;
  const hist = (await s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID: o.wrdbid, recordID: recordid, timeSoc_Begin: begin, timeSoc_End: end } }))
    .body.result;
  const stored = await s.ctx.db
    .selectFrom('isps_history_1s' as never)
    .select(['ts', 'vmin', 'vmax', 'vmean', 'vlast', 'quality', 'unsynced', 'invalid', 'flags'] as never[])
    .where('record_id' as never, '=', recordid as never)
    .where('ts' as never, '>=', Math.floor(begin) as never)
    .where('ts' as never, '<', Math.floor(end) as never)
    .orderBy('ts' as never)
    .execute();
  const { wrdbid: _w, recordid: _r, ...h } = hist;
  return {
    live: { basetime: live.basetime, interval: live.interval, value: live.value },
    history: h,
    stored: stored.map((r) => ({ ...r, ts: Number((r as { ts: unknown }).ts) })),
  };
}

describe('replaying a captured PMU stream with hostile frames between its frames', () => {
  it('over UDP and TCP: live curve and history are those of the clean replay, and each refused frame is counted by reason on the device page', async () => {
    const { cfg, frames } = captureFrames();
    expect(cfg).toMatchObject({ idcode: 60, dataRate: 50, timeBase: 1_000_000 });
    const data = frames.filter((f) => ((f[1] >> 4) & 7) === 0);
    expect(data.length).toBe(356);
    const devices = {
      udpClean: await addDevice('RPL-UDP-C', 'udp', 160),
      udpHostile: await addDevice('RPL-UDP-H', 'udp', 161),
      tcpClean: await addDevice('RPL-TCP-C', 'tcp-server', 162),
      tcpHostile: await addDevice('RPL-TCP-H', 'tcp-server', 163),
    };
    await sleep(500); // the device reload reaches the ingest; the history writer has cursors for the records

    // the capture's time moved to now: its first frame 1 s to 2 s ahead, sent when its time comes (history aggregates each second as it ends)
    const firstSoc = new DataView(data[0].buffer, data[0].byteOffset).getUint32(6);
    const shift = Math.ceil(Date.now() / 1000) + 1 - firstSoc;
    const now = () => Math.floor(Date.now() / 1000);
    const p = cfg.pmus[0];
    // the hostile frames, each made for one IDCODE, with good CHKs
    const hostile = (id: number, k: number): { frame: Uint8Array; reason: string }[] => {
      const d = data[k];
      const soc = new DataView(d.buffer, d.byteOffset).getUint32(6) + shift;
      return [
        { frame: restamp(d, id, shift + 3600), reason: 'too-late' }, // an hour ahead
        { frame: restamp(d, id, shift - 86_400), reason: 'too-early' }, // a day behind
        { frame: restamp(d, id, shift, 1_000_000), reason: 'fracsec' }, // FRACSEC = TIME_BASE
        { frame: restamp(writeConfig12({ ...cfg, timeBase: 0, soc }), id, 0), reason: 'time-base' },
        {
          frame: restamp(
            writeConfig12({ ...cfg, soc, pmus: [{ ...p, phasors: Array.from({ length: 3000 }, (_, i) => ({ ...p.phasors[0], name: `V${i}` })) }] }),
            id,
            0,
          ),
          reason: 'too-large',
        },
      ];
    };

    const udp = dgram.createSocket('udp4');
    await new Promise<void>((r) => udp.bind(0, '127.0.0.1', r));
    const sendUdp = (b: Uint8Array) => new Promise<void>((r, j) => udp.send(b, udpPort, '127.0.0.1', (e) => (e ? j(e) : r())));
    const connect = async () => {
      const sock = net.connect(tcpPort, '127.0.0.1');
      sock.on('error', () => {});
      await new Promise((r) => sock.once('connect', r));
      return sock;
    };
    const [tcpC, tcpH] = [await connect(), await connect()];
    const sendTcp = (sock: net.Socket, b: Uint8Array) => new Promise<void>((r) => sock.write(b, () => r()));

    const refused: Record<string, number> = {};
    let udpGarbage = 0;
    const cfgFrame = frames.find((f) => ((f[1] >> 4) & 7) === 3)!;
    for (const [id, send] of [
      [160, sendUdp],
      [161, sendUdp],
      [162, (b: Uint8Array) => sendTcp(tcpC, b)],
      [163, (b: Uint8Array) => sendTcp(tcpH, b)],
    ] as const) {
      const b = restamp(cfgFrame, id, shift);
      await send(b);
    }
    await sleep(300);
    for (let k = 0; k < data.length; k++) {
      const t = new DataView(data[k].buffer, data[k].byteOffset).getUint32(6) + shift;
      while (t > now() + 1) await sleep(20); // at most a second ahead of the server clock
      await sendUdp(restamp(data[k], 160, shift));
      await sendTcp(tcpC, restamp(data[k], 162, shift));
      if (k % 40 === 20) {
        // hostile frames between two good ones, and garbage: random bytes (TCP), a random datagram and one carrying the device's IDCODE (UDP)
        for (const h of hostile(161, k)) {
          await sendUdp(h.frame);
          refused[h.reason] = (refused[h.reason] ?? 0) + 1;
          await sleep(h.frame.length > 10_000 ? 50 : 0); // a 60 KB datagram fills much of the socket's receive buffer: let the server read it
        }
        for (const h of hostile(163, k)) await sendTcp(tcpH, h.frame);
        await sendTcp(tcpH, garbage(k + 1, 700));
        await sendUdp(garbage(k + 7, 300));
        const addressed = garbage(k + 9, 300);
        addressed.set([0xaa, 0x01, 300 >> 8, 300 & 0xff, 0, 161]);
        await sendUdp(addressed);
        udpGarbage++;
      }
      await sendUdp(restamp(data[k], 161, shift));
      await sendTcp(tcpH, restamp(data[k], 163, shift));
    }
    const lastT = new DataView(data.at(-1)!.buffer, data.at(-1)!.byteOffset).getUint32(6) + shift;
    const begin = firstSoc + shift;
    const end = lastT + 1;

    const linkOf = async (id: string) => (await s.call('GET', '/isps/device/linkStatus', { token: s.adminToken, query: { ids: id } })).body.result[0].link;
    for (const d of Object.values(devices)) await until(async () => (await linkOf(d.id)).frames === 356);
    // history: every second of the replay written
    await until(async () => (await seen(devices.tcpHostile.records.UAA, begin, end)).stored.length === end - begin, 20_000);
    await until(async () => (await seen(devices.udpHostile.records.UAA, begin, end)).stored.length === end - begin, 5_000);

    for (const [clean, dirty] of [
      [devices.udpClean, devices.udpHostile],
      [devices.tcpClean, devices.tcpHostile],
    ]) {
      for (const m of ['fq', 'RF', 'UAA'] as const) {
        const a = await seen(clean.records[m], begin, end);
        const b = await seen(dirty.records[m], begin, end);
        expect(a.live.value.filter((v: number | null) => v !== null).length).toBe(356);
        expect(b).toEqual(a);
        expect(a.stored.length).toBe(end - begin);
      }
      // the clean replay refused nothing
      expect(await linkOf(clean.id)).toMatchObject({ frames: 356, crcErrors: 0, skippedBytes: 0, badFrames: {}, configs: 1 });
    }
    // the device page: each hostile frame by its reason
    // nothing was held back by the UDP byte budgets
    expect(realtimeOf(s.ctx)!.ingest.listenerStats().udp).toMatchObject({ limited: 0, strangers: 0 });
    const udpH = await linkOf(devices.udpHostile.id);
    expect(udpH).toMatchObject({ frames: 356, configs: 1, crcErrors: udpGarbage });
    expect(udpH.badFrames).toEqual(refused);
    expect(refused).toEqual({ 'too-late': 9, 'too-early': 9, fracsec: 9, 'time-base': 9, 'too-large': 9 });
    const tcpH2 = await linkOf(devices.tcpHostile.id);
    expect(tcpH2).toMatchObject({ frames: 356, configs: 1 });
    expect(tcpH2.badFrames).toEqual(refused);
    // every garbage byte is accounted for: skipped, or the start of a false frame (a 0xAA that looked like a SYNC) that failed its CHK
    expect(tcpH2.skippedBytes + tcpH2.crcErrors).toBe(9 * 700);
    expect(tcpH2.skippedBytes).toBeGreaterThan(9 * 600);
    // the random datagrams name no device: the listener counts them (FRAMESIZE not the datagram's length, or an IDCODE nobody has)
    const listener = realtimeOf(s.ctx)!.ingest.listenerStats().udp;
    expect(listener.runts + listener.unknown).toBe(9);

    udp.close();
    tcpC.destroy();
    tcpH.destroy();
  }, 60_000);
});
