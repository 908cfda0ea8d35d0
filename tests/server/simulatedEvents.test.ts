// A simulated device's power-quality events are stored but reach nobody's bell; a real device's are messages as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { pqWatchOf } from '#server/pq/routes.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { startServer, type TestServer } from './harness.js';

const RATE = 100; // SMD-R: 100 reports per second
const RATED_KV = 35;
const UDIN = RATED_KV / Math.sqrt(3);
// the simulated one is in maintenance, so the running simulator leaves its record to this test
const SIM = { equipId: 'SIMEV-R1', status: 2 };
const REAL = { equipId: 'REALEV-R1', transport: 'udp', idcode: 4712 };

let s: TestServer;
const records = new Map<string, { fq: number; RF: number; UAA: number }>();

beforeAll(async () => {
  s = await startServer();
  for (const d of [SIM, REAL]) {
    const add = await s.call('POST', '/isps/device/add', {
      token: s.adminToken,
      body: { equipType: 'SMD-R', nameZh: `事件 ${d.equipId}`, lat: 30, lng: 114, ratedKv: RATED_KV, ...d },
    });
    expect(add.body.success).toBe(true);
    const dir = realtimeOf(s.ctx)!.directory;
    for (let i = 0; !dir.byEquipId.get(d.equipId)?.points.UAA; i++) {
      if (i > 200) throw new Error(`${d.equipId} never reached the device directory`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const p = dir.byEquipId.get(d.equipId)!.points;
    records.set(d.equipId, { fq: p.fq!.recordId, RF: p.RF!.recordId, UAA: p.UAA!.recordId });
  }
});
afterAll(async () => {
  await s?.close();
});

/** Plays steady voltage, then a 0.2 s dip to 50 % of Udin, into a device's records and runs the detector over it. */
async function dip(equipId: string, from: number) {
  const r = records.get(equipId)!;
  const wrdb = realtimeOf(s.ctx)!.wrdb;
  const play = (a: number, b: number, inDip: (t: number) => boolean) => {
    const start = Math.round(a * RATE);
    const n = Math.round((b - a) * RATE);
    wrdb.get(r.UAA)!.write(
      start,
      Float32Array.from({ length: n }, (_, i) => (inDip((start + i) / RATE) ? 0.5 : 1) * UDIN),
    );
    wrdb.get(r.fq)!.write(start, new Float32Array(n).fill(50));
    wrdb.get(r.RF)!.write(start, new Float32Array(n));
  };
  const watch = pqWatchOf(s.ctx)!;
  play(from - 2, from, () => false);
  await watch.tick();
  play(from, from + 3, (t) => t >= from + 1 && t < from + 1.2);
  await watch.tick();
}

const sagsOf = async (equipId: string, from: number) =>
  (await s.call('GET', '/pq/event/list', { token: s.adminToken, query: { equipId, from: from * 1000, pageSize: 50 } })).body.result.records.filter(
    (e: any) => e.kind === 'voltage_sag',
  );
const bell = async (equipId: string) =>
  (await s.call('GET', '/sys/annountCement/listByUser', { token: s.adminToken, query: { pageSize: 50 } })).body.result.sysMsgList.filter(
    (m: any) => m.titile === `装置 ${equipId} 电压暂降`,
  );

describe('device events and the bell', () => {
  const base = Math.floor(Date.now() / 1000) - 120; // in the rings' past, below their horizon

  it("a simulated device's sag is recorded as an event but raises no message; a real device's raises one", async () => {
    await dip(SIM.equipId, base);
    await dip(REAL.equipId, base);
    expect(await sagsOf(SIM.equipId, base)).toHaveLength(1);
    expect(await sagsOf(REAL.equipId, base)).toHaveLength(1);
    expect(await bell(SIM.equipId)).toHaveLength(0);
    expect(await bell(REAL.equipId)).toMatchObject([{ eventCount: 1 }]);
    // repeats of the real device keep today's grouping: counted into its open message
    await dip(REAL.equipId, base + 10);
    expect(await bell(REAL.equipId)).toMatchObject([{ eventCount: 2 }]);
  });

  it('ISPS_DEVICE_EVENT_SIMULATED=on lets simulated devices message people again', async () => {
    expect(loadConfig({}).deviceEvents.simulated).toBe(false);
    const on = loadConfig({ ISPS_DEVICE_EVENT_SIMULATED: 'on' }).deviceEvents;
    expect(on.simulated).toBe(true);
    s.ctx.config.deviceEvents = { ...s.ctx.config.deviceEvents, simulated: on.simulated };
    await dip(SIM.equipId, base + 20);
    expect(await bell(SIM.equipId)).toMatchObject([{ eventCount: 1 }]);
  });
});
