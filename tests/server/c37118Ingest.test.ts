import dgram from 'node:dgram';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfig12 } from '#server/realtime/c37118/config.js';
import { crcCcitt } from '#server/realtime/c37118/crc.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';
import { startPmuSim, type PmuSim } from '#server/realtime/pmusim/server.js';
import { startServer, type TestServer } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(f: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

async function freeTcpPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

async function freeUdpPort(): Promise<number> {
  const s = dgram.createSocket('udp4');
  await new Promise<void>((r) => s.bind(0, '127.0.0.1', r));
  const port = s.address().port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let s: TestServer;
let udpPort = 0;
let tcpPort = 0;
const sims: PmuSim[] = [];

beforeAll(async () => {
  udpPort = await freeUdpPort();
  tcpPort = await freeTcpPort();
  const env = { ISPS_SIMULATOR: 'off', ISPS_C37_UDP_PORT: String(udpPort), ISPS_C37_TCP_PORT: String(tcpPort), ISPS_C37_HOST: '127.0.0.1' };
  s = await startServer({ env });
});
afterAll(async () => {
  for (const sim of sims) await sim.close();
  await s?.close();
});

/** Adds a real device; returns its id and fq / RF / UAA record ids. */
async function addDevice(equipId: string, link: { transport: string; port: number; idcode: number; host?: string }) {
  const add = await s.call('POST', '/isps/device/add', {
    token: s.adminToken,
    body: { equipId, equipType: 'SMD-C', nameZh: equipId, lat: 30, lng: 114, reportRate: 50, host: '127.0.0.1', ...link },
  });
  expect(add.body).toMatchObject({ success: true });
  // Every process reloads its device directory on the change notice (LISTEN/NOTIFY on PostgreSQL): wait for it.
  const m = await until(async () => {
    const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: equipId } });
    return info.body.success && info.body.result[0].equipMapInfos;
  });
  return { id: add.body.result.id as string, fq: m.fq.recordId as number, rf: m.RF.recordId as number, ua: m.UAA.recordId as number };
}

const deviceId = async (equipId: string): Promise<string> =>
  (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId } })).body.result.records[0].id;

/** The newest values of a record through the public wrdb API. */
async function window(recordid: number, seconds = 2) {
  const o = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { type: 1, recordid, wrdbID: 0 } })).body.result;
  if (o.ret !== 0) return null;
  const r = await s.call('GET', '/api/wrdb/queryWrdbData', {
    query: { type: 1, wrdbID: o.wrdbid, recordID: recordid, timeSoc_Begin: o.timestamp - seconds, timeSoc_End: o.timestamp },
  });
  return r.body.result as { value: (number | null)[]; basetime: number; interval: number };
}

describe('IEEE C37.118.2 ingest from pmu-sim', () => {
  it('TCP client: connects, reads CFG-2, turns data on; queryWrdbData returns the PMU values at their own time stamps', async () => {
    const sim = await startPmuSim({ mode: 'tcp', port: 0, idcode: 41, rate: 50, phasors: 3 });
    sims.push(sim);
    const d = await addDevice('PMU-TCP1', { transport: 'tcp', port: sim.port, idcode: 41 });
    const w = await until(async () => {
      const x = await window(d.fq);
      return x && x.value.filter((v) => v !== null).length >= 50 ? x : null;
    });
    expect(w.interval).toBeCloseTo(0.02, 6);
    const fq = w.value.filter((v): v is number => v !== null);
    for (const v of fq) expect(Math.abs(v - 50)).toBeLessThanOrEqual(0.0501);
    // the row time is the frame's time: compare with the simulator's formula at that instant
    const t = w.basetime + (w.value.length - 1) * w.interval;
    expect(w.value.at(-1)).toBeCloseTo(50 + 0.05 * Math.sin((2 * Math.PI * t) / 30), 3);
    // DFREQ (float) is the RF point: pmu-sim sends the derivative of its frequency, 0.05·(2π/30)·cos(2πt/30) Hz/s
    const rf = await until(async () => {
      const x = await window(d.rf);
      return x && x.value.filter((v) => v !== null).length >= 50 ? x : null;
    });
    const tr = rf.basetime + (rf.value.length - 1) * rf.interval;
    expect(rf.value.at(-1)).toBeCloseTo(0.05 * ((2 * Math.PI) / 30) * Math.cos((2 * Math.PI * tr) / 30), 3);
    const ua = await until(() => window(d.ua));
    const u = ua.value.filter((v): v is number => v !== null).at(-1)!;
    expect(u).toBeGreaterThan(127 * 0.98);
    expect(u).toBeLessThan(127.1 * 1.02);
    const r = await s.call('GET', '/isps/device/linkStatus', { token: s.adminToken, query: { ids: d.id } });
    expect(r.body.result[0].link).toMatchObject({ state: 'streaming', crcErrors: 0, statProblems: 0, configs: 1, cfgcnt: 1 });
    expect(r.body.result[0].link.lastFrameTime).toBeGreaterThan(Date.now() / 1000 - 5);
    expect((await s.call('GET', '/isps/device/linkStatus', { query: { ids: d.id } })).status).toBe(401);
    // bad input: the route's declared query answers the standard 400 naming the field
    const many = await s.call('GET', '/isps/device/linkStatus', { token: s.adminToken, query: { ids: Array(201).fill('x').join(',') } });
    expect([many.status, many.body.message, many.body.result.errors[0].field]).toEqual([400, '参数 ids 最多 200 个', 'ids']);
    const none = await s.call('GET', '/isps/device/linkStatus', { token: s.adminToken });
    expect([none.status, none.body.message]).toEqual([400, '参数 ids 不能为空']);
  });

  it('CFG-2 gives each phasor a magnitude and an angle point; frames fill them at the frame time', async () => {
    const m = await until(async () => {
      const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'PMU-TCP1' } });
      const infos = info.body.result[0].equipMapInfos;
      return infos['PHA.3'] && infos;
    });
    expect(m['UPM.1']).toMatchObject({ pointId: 'PMU-TCP1.UPM1', unit: 'kV', interval: 0.02 });
    expect(m['PHA.2']).toMatchObject({ pointId: 'PMU-TCP1.PHA2', unit: '°' });
    const points = await s.call('GET', '/isps/measPoint/list', { token: s.adminToken, query: { deviceId: await deviceId('PMU-TCP1'), pageSize: 50 } });
    const byPoint = Object.fromEntries(points.body.result.records.map((r: { pointId: string }) => [r.pointId, r]));
    expect(byPoint['PMU-TCP1.UPM3']).toMatchObject({ measType: 'UPM', channel: 3, channelName: 'VC', createBy: 'C37.118' });
    const a1 = await until(async () => {
      const x = await window(m['PHA.1'].recordId, 1);
      return x && x.value.filter((v) => v !== null).length >= 10 ? x : null;
    });
    // pmu-sim: VA at −1.5·cos(2πt/30) rad, VB 120° behind, magnitudes 127 kV ± 1 %, +0.1 % per channel
    const t = a1.basetime + (a1.value.length - 1) * a1.interval;
    const deg = (r: number) => {
      const d = (r * 180) / Math.PI;
      return d - 360 * Math.floor((d + 180) / 360);
    };
    expect(a1.value.at(-1)).toBeCloseTo(deg(-1.5 * Math.cos((2 * Math.PI * t) / 30)), 1);
    const a2 = (await window(m['PHA.2'].recordId, 1))!;
    const at = (w: typeof a1) => w.value[Math.round((t - w.basetime) / w.interval)]!;
    expect((((at(a1) - at(a2)) % 360) + 360) % 360).toBeCloseTo(120, 1);
    const u1 = at((await window(m['UPM.1'].recordId, 1))!);
    const u2 = at((await window(m['UPM.2'].recordId, 1))!);
    expect(u1).toBeGreaterThan(127 * 0.98);
    expect(u2 / u1).toBeCloseTo(1.001, 5);
  });

  it('UDP listener: spontaneous frames from pmu-sim reach the rings; other IDCODEs are not taken', async () => {
    const d = await addDevice('PMU-UDP1', { transport: 'udp', port: udpPort, idcode: 42 });
    await sleep(300); // the device reload reaches the ingest
    const sim = await startPmuSim({ mode: 'udp', port: udpPort, idcode: 42, rate: 25, phasors: 1 });
    sims.push(sim);
    const stranger = await startPmuSim({ mode: 'udp', port: udpPort, idcode: 4242, rate: 10, phasors: 1 });
    sims.push(stranger);
    const w = await until(async () => {
      const x = await window(d.fq, 1);
      return x && x.value.filter((v) => v !== null).length >= 10 ? x : null;
    });
    expect(Math.abs(w.value.filter((v) => v !== null).at(-1)! - 50)).toBeLessThanOrEqual(0.0501);
    expect(realtimeOf(s.ctx)!.ingest.status(d.id)).toMatchObject({ state: 'streaming', crcErrors: 0 });
    await until(async () => realtimeOf(s.ctx)!.ingest.listenerStats().udp.unknown > 0);
    // its CFG-2 says 25 frames/s: the device record (added at 50) follows, and so does the ring's interval
    const rec = await until(async () => {
      const r = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'PMU-UDP1' } })).body.result.records[0];
      return r.reportRate === 25 && r;
    });
    expect(rec.updateBy).toBe('C37.118');
    expect(Date.parse(rec.updateTime.replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000);
    const w25 = await until(async () => {
      const x = await window(d.fq, 1);
      return x && x.interval > 0.03 && x.value.filter((v) => v !== null).length >= 10 ? x : null;
    });
    expect(w25.interval).toBeCloseTo(0.04, 6);
    expect(w25.value.slice(-10).every((v) => v !== null)).toBe(true);
  });

  it('TCP server: a PMU that connects in is bound by its IDCODE', async () => {
    const d = await addDevice('PMU-IN1', { transport: 'tcp-server', port: tcpPort, idcode: 43 });
    await sleep(300);
    const sim = await startPmuSim({ mode: 'tcp-out', port: tcpPort, idcode: 43, rate: 50, phasors: 2 });
    sims.push(sim);
    const w = await until(async () => {
      const x = await window(d.ua, 1);
      return x && x.value.filter((v) => v !== null).length >= 20 ? x : null;
    });
    expect(w.value.filter((v) => v !== null).at(-1)).toBeGreaterThan(120);
  });

  it('a configuration change (STAT bit 10, then a new layout) makes the TCP client re-read CFG-2 and carry on', async () => {
    const sim = await startPmuSim({ mode: 'tcp', port: 0, idcode: 44, rate: 50, phasors: 3 });
    sims.push(sim);
    const d = await addDevice('PMU-CFG1', { transport: 'tcp', port: sim.port, idcode: 44 });
    const ingest = realtimeOf(s.ctx)!.ingest;
    await until(async () => ingest.status(d.id)?.state === 'streaming');
    sim.stream.reconfigure(6);
    const st = await until(async () => (ingest.status(d.id)?.cfgcnt === 2 ? ingest.status(d.id) : null));
    const frames = st.frames;
    await until(async () => ingest.status(d.id)!.frames > frames + 25);
    // frames sent between the switch and the new CFG-2 are refused, not misread: at most a second or so
    expect(ingest.status(d.id)!.badFrames.layout ?? 0).toBeLessThanOrEqual(100);
    expect(ingest.status(d.id)!.statProblems).toBe(0);
    const w = await window(d.fq, 1);
    expect(Math.abs(w!.value.filter((v) => v !== null).at(-1)! - 50)).toBeLessThanOrEqual(0.0501);
  });

  it('a spontaneous (UDP) device gets the new CFG-2 when its layout changes', async () => {
    const d = await addDevice('PMU-CFG2', { transport: 'udp', port: udpPort, idcode: 45 });
    await sleep(300);
    const sim = await startPmuSim({ mode: 'udp', port: udpPort, idcode: 45, rate: 50, phasors: 1 });
    sims.push(sim);
    const ingest = realtimeOf(s.ctx)!.ingest;
    await until(async () => ingest.status(d.id)?.state === 'streaming');
    sim.stream.reconfigure(4);
    await until(async () => ingest.status(d.id)?.cfgcnt === 2);
    const frames = ingest.status(d.id)!.frames;
    await until(async () => ingest.status(d.id)!.frames > frames + 25);
  });

  it('bad frames (bad CRC, truncated, wrong size, 64 KB of garbage) are counted and skipped, and other devices keep streaming', async () => {
    const ingest = realtimeOf(s.ctx)!.ingest;
    const other = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'PMU-IN1' } })).body.result.records[0].id;
    const d = await addDevice('PMU-BAD1', { transport: 'tcp-server', port: tcpPort, idcode: 46 });
    await sleep(300);
    const pmu = new PmuStream({ idcode: 46, rate: 50, phasors: 2 });
    const k0 = Math.floor((Date.now() / 1000) * 50);
    const sock = net.connect(tcpPort, '127.0.0.1');
    sock.on('error', () => {});
    await new Promise((r) => sock.once('connect', r));
    const send = (b: Uint8Array) => new Promise<void>((r) => sock.write(b, () => r()));
    await send(pmu.configFrame());
    await send(pmu.dataFrame(k0));
    await until(async () => ingest.status(d.id)?.frames === 1);
    const otherFrames = ingest.status(other)!.frames;

    const badCrc = pmu.dataFrame(k0 + 1);
    badCrc[20] ^= 0x55;
    const truncated = pmu.dataFrame(k0 + 2).subarray(0, 20);
    // a frame two bytes longer than its configuration says, with a correct CHK
    const good = pmu.dataFrame(k0 + 3);
    const long = new Uint8Array(good.length + 2);
    long.set(good.subarray(0, good.length - 2));
    long[2] = long.length >> 8;
    long[3] = long.length & 0xff;
    const c = crcCcitt(long, 0, long.length - 2);
    long[long.length - 2] = c >> 8;
    long[long.length - 1] = c & 0xff;
    const garbage = new Uint8Array(65_536);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 2654435761) >>> 24;
    await send(badCrc);
    await send(truncated);
    await send(long);
    await send(garbage);
    for (let k = 4; k < 14; k++) await send(pmu.dataFrame(k0 + k));
    const st = await until(async () => (ingest.status(d.id)!.frames >= 11 ? ingest.status(d.id) : null));
    expect(st.crcErrors).toBeGreaterThanOrEqual(2); // the bad CHK, and the truncated frame read with what followed
    expect(st.badFrames.layout).toBe(1);
    // the same over UDP, to a device that streams there
    const udp = dgram.createSocket('udp4');
    const udpDev = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'PMU-UDP1' } })).body.result.records[0].id;
    const udpBad = new PmuStream({ idcode: 42, rate: 25, phasors: 1 }).dataFrame(k0);
    udpBad[15] ^= 1;
    await new Promise((r) => udp.send(udpBad, udpPort, '127.0.0.1', r));
    await new Promise((r) => udp.send(garbage.subarray(0, 65_000), udpPort, '127.0.0.1', r));
    udp.close();
    await until(async () => ingest.status(udpDev)!.crcErrors >= 1);
    // the other TCP-server device went on meanwhile, and the server answers
    await until(async () => ingest.status(other)!.frames > otherFrames + 25);
    expect((await s.call('GET', '/api/portal/queryData_EquipsMeasID', { query: { equipIds: 'PMU-BAD1' } })).body.success).toBe(true);
    sock.destroy();
  });

  it('samples whose STAT says unsynchronised or data error are left as gaps in every point, not plotted as values', async () => {
    const ingest = realtimeOf(s.ctx)!.ingest;
    const d = await addDevice('PMU-Q1', { transport: 'tcp-server', port: tcpPort, idcode: 47 });
    await sleep(300);
    const pmu = new PmuStream({ idcode: 47, rate: 50, phasors: 1 });
    const k0 = Math.floor((Date.now() / 1000) * 50);
    const withStat = (f: Uint8Array, stat: number) => {
      f[14] = stat >> 8;
      f[15] = stat & 0xff;
      const c = crcCcitt(f, 0, f.length - 2);
      f[f.length - 2] = c >> 8;
      f[f.length - 1] = c & 0xff;
      return f;
    };
    const sock = net.connect(tcpPort, '127.0.0.1');
    sock.on('error', () => {});
    await new Promise((r) => sock.once('connect', r));
    sock.write(pmu.configFrame());
    const pha = await until(async () => {
      const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'PMU-Q1' } });
      return info.body.result[0].equipMapInfos['PHA.1']?.recordId as number | undefined;
    });
    for (let k = 0; k < 6; k++) {
      const f = pmu.dataFrame(k0 + k);
      sock.write(k === 2 ? withStat(f, 0x2000) : k === 3 ? withStat(f, 0x8000) : f);
    }
    await until(async () => ingest.status(d.id)?.frames === 6);
    expect(ingest.status(d.id)!.statProblems).toBe(2);
    for (const rec of [d.fq, d.ua, pha]) {
      const w = (await window(rec, 1))!;
      const at = (k: number) => w.value[Math.round((k0 + k) / 50 / w.interval - w.basetime / w.interval)];
      expect([0, 1, 2, 3, 4, 5].map((k) => at(k) === null)).toEqual([false, false, true, true, false, false]);
    }
    sock.destroy();
    // history tells the two apart: frame 2 was not synchronised, frame 3 a data error
    const wrdbID = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { recordid: pha, wrdbID: 0 } })).body.result.wrdbid;
    const h = (begin: number, end: number) =>
      s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID, recordID: pha, timeSoc_Begin: begin, timeSoc_End: end } });
    const ring = (await h(k0 / 50, (k0 + 5) / 50)).body.result;
    expect(ring.level).toBe('ring');
    expect(ring.unsynced).toEqual([0, 0, 1, 0, 0, 0]);
    expect(ring.invalid).toEqual([0, 0, 0, 1, 0, 0]);
    expect(ring.mean[2]).toBeNull();
    // stored: the second's row keeps both shares (1 of its 50 samples each); the six frames may span two seconds
    const [first, second] = [Math.floor(k0 / 50), Math.floor((k0 + 5) / 50)];
    const stored = await until(async () => {
      const rows = await s.ctx.db
        .selectFrom('isps_history_1s')
        .selectAll()
        .where('record_id', '=', pha)
        .where('ts', '>=', first)
        .where('ts', '<=', second)
        .execute();
      return rows.length === second - first + 1 && rows;
    });
    const sum = (k: 'unsynced' | 'invalid') => stored.reduce((n, r) => n + (r[k] as number), 0);
    expect([sum('unsynced'), sum('invalid')].map((x) => Math.round(x * 1000) / 1000)).toEqual([0.02, 0.02]);
    // the mean of phase angles either side of ±180° is 180°, also over buckets of stored seconds
    const t0 = second - 2 * 86_400;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      record_id: pha,
      ts: t0 + i,
      vmin: -179,
      vmax: 179,
      vmean: i % 2 ? 179 : -179,
      vlast: 179,
      quality: 1,
      unsynced: 0,
      invalid: 0,
    }));
    await writeHistory(s.ctx.db, rows, []);
    const past = (await h(t0, t0 + 59)).body.result;
    expect(past).toMatchObject({ level: '1s', interval: 1 });
    expect(past.mean.every((m: number) => Math.abs(m) === 179)).toBe(true);
    const wide = (
      await s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID, recordID: pha, timeSoc_Begin: t0, timeSoc_End: t0 + 59, maxPoints: 1 } })
    ).body.result;
    expect(Math.abs(wide.mean[0])).toBeCloseTo(180, 2);
  });

  it('one frame stamped an hour ahead is refused and counted: the device keeps its time, its samples and the frames after it', async () => {
    const ingest = realtimeOf(s.ctx)!.ingest;
    const d = await addDevice('PMU-FUT1', { transport: 'tcp-server', port: tcpPort, idcode: 48 });
    await sleep(300);
    const pmu = new PmuStream({ idcode: 48, rate: 50, phasors: 1 });
    const k0 = Math.floor((Date.now() / 1000) * 50) - 50;
    const sock = net.connect(tcpPort, '127.0.0.1');
    sock.on('error', () => {});
    await new Promise((r) => sock.once('connect', r));
    sock.write(pmu.configFrame());
    for (let k = 0; k < 10; k++) sock.write(pmu.dataFrame(k0 + k));
    sock.write(pmu.dataFrame(k0 + 10 + 3600 * 50));
    for (let k = 10; k < 20; k++) sock.write(pmu.dataFrame(k0 + k));
    const st = await until(async () => (ingest.status(d.id)?.frames === 20 ? ingest.status(d.id) : null));
    expect(st.badFrames['too-late']).toBe(1);
    expect(st.lastFrameTime).toBeCloseTo((k0 + 19) / 50, 6);
    const last = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { type: 1, recordid: d.fq, wrdbID: 0 } })).body.result;
    expect(last.timestamp).toBeCloseTo((k0 + 19) / 50, 2);
    const w = (await window(d.fq, 1))!;
    expect(w.value.slice(-20).every((v) => v !== null)).toBe(true);
    const r = await s.call('GET', '/isps/device/linkStatus', { token: s.adminToken, query: { ids: d.id } });
    expect(r.body.result[0].link.badFrames).toEqual({ 'too-late': 1 });
    sock.destroy();
  });

  it('a 60 KB CFG-2 with 3,000 phasors is refused and counted: it creates no points and no rings', async () => {
    const ingest = realtimeOf(s.ctx)!.ingest;
    const d = await addDevice('PMU-BIG1', { transport: 'tcp-server', port: tcpPort, idcode: 49 });
    await sleep(300);
    const pmu = new PmuStream({ idcode: 49, rate: 50, phasors: 1 });
    const p = pmu.cfg.pmus[0];
    const big = writeConfig12({
      ...pmu.cfg,
      soc: Math.floor(Date.now() / 1000),
      pmus: [{ ...p, phasors: Array.from({ length: 3000 }, (_, i) => ({ ...p.phasors[0], name: `V${i}` })) }],
    });
    expect(big.length).toBeGreaterThan(60_000);
    const sock = net.connect(tcpPort, '127.0.0.1');
    sock.on('error', () => {});
    await new Promise((r) => sock.once('connect', r));
    sock.write(big);
    await until(async () => ingest.status(d.id)?.badFrames['too-large'] === 1);
    sock.write(pmu.configFrame());
    await until(async () => ingest.status(d.id)?.configs === 1);
    // fq, RF, UAA, and the good CFG's UPM1 / PHA1: nothing of the big one
    const total = await until(async () => {
      const r = await s.call('GET', '/isps/measPoint/list', { token: s.adminToken, query: { deviceId: d.id, pageSize: 50 } });
      return r.body.result.total >= 5 && (r.body.result.total as number);
    });
    expect(total).toBe(5);
    sock.destroy();
  });

  it('a device page stops and starts a link through its status', async () => {
    const ingest = realtimeOf(s.ctx)!.ingest;
    const dev = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'PMU-TCP1' } })).body.result.records[0];
    expect(dev).toMatchObject({ transport: 'tcp', transport_dictText: 'TCP 客户端（主站连接装置）', idcode: 41 });
    await s.call('PUT', '/isps/device/edit', { token: s.adminToken, body: { id: dev.id, status: 2 } });
    await until(async () => ingest.status(dev.id) === undefined);
    await s.call('PUT', '/isps/device/edit', { token: s.adminToken, body: { id: dev.id, status: 1 } });
    await until(async () => ingest.status(dev.id)?.state === 'streaming');
  });

  it('transport fields are checked on write: IDCODE always, host and port to connect out, one IDCODE per listener', async () => {
    const add = (body: Record<string, unknown>) =>
      s.call('POST', '/isps/device/add', { token: s.adminToken, body: { equipType: 'SMD-C', nameZh: 'x', lat: 1, lng: 1, ...body } });
    const noPort = await add({ equipId: 'PMU-X1', transport: 'tcp', host: '127.0.0.1', idcode: 7 });
    expect(noPort.status).toBe(400);
    expect(noPort.body.result.errors[0].field).toBe('port');
    const noId = await add({ equipId: 'PMU-X2', transport: 'udp' });
    expect(noId.body.result.errors[0].field).toBe('idcode');
    expect((await add({ equipId: 'PMU-V1', transport: 'udp', idcode: 77 })).body.success).toBe(true);
    const twin = await add({ equipId: 'PMU-X3', transport: 'udp', idcode: 77 });
    expect(twin.status).toBe(400);
    expect(twin.body.message).toMatch(/PMU-V1/);
    expect((await add({ equipId: 'PMU-X4', transport: 'carrier-pigeon', idcode: 9 })).status).toBe(400);
    expect((await add({ equipId: 'PMU-X5', transport: 'udp', idcode: 70_000 })).status).toBe(400);
    expect((await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'PMU-X*' } })).body.result.total).toBe(0);
  });
});
