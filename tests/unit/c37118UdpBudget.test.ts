import dgram from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { PassiveLink } from '#server/realtime/ingest/passive.js';
import { UdpListener } from '#server/realtime/ingest/udpListener.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BUDGET = 4096; // bytes per second and source address

let listener: UdpListener | null = null;
const sockets: dgram.Socket[] = [];
afterEach(async () => {
  await listener?.close();
  listener = null;
  for (const s of sockets.splice(0)) s.close();
});

async function socketOn(address: string): Promise<dgram.Socket> {
  const s = dgram.createSocket('udp4');
  sockets.push(s);
  await new Promise<void>((r) => s.bind(0, address, r));
  return s;
}

describe('C37.118 UDP listener bounds', () => {
  it('a sender flooding from one address is held to its byte budget; a PMU on another address loses nothing', async () => {
    const entries = demoEntries(['SMD-C', 'SMD-C']);
    entries.forEach((e, i) => {
      e.device.reportRate = 50;
      e.device.link = { transport: 'udp', host: '', port: 0, idcode: 61 + i };
    });
    const wrdb = new Wrdb();
    wrdb.sync(directoryOf(entries).records(600));
    const [pmu, victim] = entries.map((e) => new PassiveLink(() => e, wrdb));
    pmu.start();
    victim.start();
    listener = new UdpListener((idcode) => (idcode === 61 ? pmu : idcode === 62 ? victim : undefined), BUDGET);
    const port = await listener.listen(0, '127.0.0.1');

    const good = await socketOn('127.0.0.1');
    const flood = await socketOn('127.0.0.2');
    const stream = new PmuStream({ idcode: 61, rate: 50, phasors: 1 });
    good.send(stream.configFrame(), port, '127.0.0.1');
    // 1,000-byte frames for device 62 with a right FRAMESIZE and a wrong CHK: each one read costs a CRC
    const junk = Buffer.alloc(1000, 0x5a);
    junk[0] = 0xaa;
    junk[1] = 0x01;
    junk[2] = 1000 >> 8;
    junk[3] = 1000 & 0xff;
    junk[4] = 0;
    junk[5] = 62;
    const k0 = Math.floor((Date.now() / 1000) * 50);
    const t0 = Date.now();
    for (let k = 0; k < 100; k++) {
      // two seconds: 100 frames of the PMU, 2 MB from the flooder
      good.send(stream.dataFrame(k0 + k), port, '127.0.0.1');
      for (let j = 0; j < 40; j++) flood.send(junk, port, '127.0.0.1');
      await sleep(20);
    }
    await sleep(200);
    const seconds = (Date.now() - t0) / 1000;
    expect(pmu.session.stats).toMatchObject({ frames: 100, crcErrors: 0, statProblems: 0 });
    // what the flooder got read: its one-second burst plus the budget of the time it sent
    expect(victim.session.stats.crcErrors).toBeGreaterThan(0);
    expect(victim.session.stats.crcErrors).toBeLessThanOrEqual(Math.ceil((BUDGET * (1 + seconds)) / 1000));
    expect(listener.stats.limited).toBeGreaterThan(3000);
  });

  it('a flood from many addresses is held to the global budget of untrusted senders; a streaming PMU loses nothing', async () => {
    const GLOBAL = 8000;
    const entries = demoEntries(['SMD-C', 'SMD-C']);
    entries.forEach((e, i) => {
      e.device.reportRate = 50;
      e.device.link = { transport: 'udp', host: '', port: 0, idcode: 71 + i };
    });
    const wrdb = new Wrdb();
    wrdb.sync(directoryOf(entries).records(600));
    const [pmu, victim] = entries.map((e) => new PassiveLink(() => e, wrdb));
    pmu.start();
    victim.start();
    // per address: plenty (1 MB/s), so only the global budget can stop 40 addresses
    listener = new UdpListener((idcode) => (idcode === 71 ? pmu : idcode === 72 ? victim : undefined), 1024 * 1024, GLOBAL);
    const port = await listener.listen(0, '127.0.0.1');
    const good = await socketOn('127.0.0.1');
    const floods = await Promise.all(Array.from({ length: 40 }, (_, i) => socketOn(`127.0.0.${i + 2}`)));
    const stream = new PmuStream({ idcode: 71, rate: 50, phasors: 1 });
    good.send(stream.configFrame(), port, '127.0.0.1'); // its good CHK makes 127.0.0.1 trusted
    await sleep(50);
    const junk = Buffer.alloc(1000, 0x5a);
    junk.set([0xaa, 0x01, 1000 >> 8, 1000 & 0xff, 0, 72]); // device 72, right FRAMESIZE, wrong CHK
    const k0 = Math.floor((Date.now() / 1000) * 50);
    const t0 = Date.now();
    for (let k = 0; k < 50; k++) {
      good.send(stream.dataFrame(k0 + k), port, '127.0.0.1');
      for (const f of floods) f.send(junk, port, '127.0.0.1');
      await sleep(20);
    }
    await sleep(200);
    const seconds = (Date.now() - t0) / 1000;
    expect(pmu.session.stats).toMatchObject({ frames: 50, crcErrors: 0 });
    // 2 MB sent from 40 addresses; read: the global burst plus its budget over the time
    expect(victim.session.stats.crcErrors).toBeGreaterThan(0);
    expect(victim.session.stats.crcErrors).toBeLessThanOrEqual(Math.ceil((GLOBAL * (1 + seconds)) / 1000));
    expect(listener.stats.strangers).toBeGreaterThan(1500);
    expect(listener.stats.limited).toBe(0);
  });

  it('a datagram whose FRAMESIZE is not its length is dropped before CHK and decoding', async () => {
    const [e] = demoEntries(['SMD-C']);
    e.device.link = { transport: 'udp', host: '', port: 0, idcode: 63 };
    const wrdb = new Wrdb();
    wrdb.sync(directoryOf([e]).records(600));
    const link = new PassiveLink(() => e, wrdb);
    link.start();
    listener = new UdpListener(() => link, BUDGET);
    const port = await listener.listen(0, '127.0.0.1');
    const s = await socketOn('127.0.0.1');
    const frame = Buffer.from(new PmuStream({ idcode: 63, rate: 50, phasors: 1 }).configFrame());
    s.send(Buffer.concat([frame, Buffer.alloc(500)]), port, '127.0.0.1'); // a good frame with 500 bytes after it
    s.send(frame.subarray(0, frame.length - 1), port, '127.0.0.1');
    await sleep(200);
    expect(listener.stats.runts).toBe(2);
    expect(link.session.stats).toMatchObject({ configs: 0, crcErrors: 0 });
    s.send(frame, port, '127.0.0.1');
    await sleep(200);
    expect(link.session.stats.configs).toBe(1);
  });
});
