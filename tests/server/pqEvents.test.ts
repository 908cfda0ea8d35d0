// Both databases: an alarm-rule change travels to a second server process over LISTEN/NOTIFY (PostgreSQL); events and captures on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pqWatchOf } from '#server/pq/routes.js';
import { rulesOf } from '#server/pq/rules.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { readCombined } from '../support/comtradeReader.js';
import { DB_KIND, startServer, type TestServer } from './harness.js';

const EQUIP = 'PQT-R1';
const RATE = 100; // SMD-R: 100 reports per second, one RMS value per half cycle
const CYCLE = 0.02;
const RATED_KV = 35;
const UDIN = RATED_KV / Math.sqrt(3);

interface Dip {
  t1: number;
  duration: number;
  residual: number;
}

/**
 * The closed-form one-cycle RMS (IEC 61000-4-30 Urms(1/2): a cycle's window, refreshed every half
 * cycle) of a sine whose amplitude is `residual` inside [t1, t1 + duration) and 1 elsewhere.
 */
function urms(t: number, dips: Dip[]): number {
  let sq = 1;
  for (const d of dips) {
    const inside = Math.max(0, Math.min(t, d.t1 + d.duration) - Math.max(t - CYCLE, d.t1)) / CYCLE;
    sq -= inside * (1 - d.residual ** 2);
  }
  return UDIN * Math.sqrt(sq);
}

let a: TestServer;
let b: TestServer; // a second process on PostgreSQL; the same one on PGlite (one process by nature)
let records: { fq: number; RF: number; UAA: number };
const base = Math.floor(Date.now() / 1000) - 150; // every replay lies in the ring's past, below its horizon

/** Writes [from, to) of the device's records into `s`'s rings: fq 50 Hz, ROCOF 0, UAA the closed-form RMS. */
function write(s: TestServer, from: number, to: number, dips: Dip[]) {
  const wrdb = realtimeOf(s.ctx)!.wrdb;
  const n = Math.round((to - from) * RATE);
  const start = Math.round(from * RATE);
  wrdb.get(records.UAA)!.write(
    start,
    Float32Array.from({ length: n }, (_, i) => urms((start + i) / RATE, dips)),
  );
  wrdb.get(records.fq)!.write(start, new Float32Array(n).fill(50));
  wrdb.get(records.RF)!.write(start, new Float32Array(n));
}

/** Plays dips into `s`'s records (two seconds of steady voltage first: history is not news) and runs its detector. */
async function replay(s: TestServer, from: number, to: number, dips: Dip[]) {
  const watch = pqWatchOf(s.ctx)!;
  write(s, from - 2, from, []);
  await watch.tick();
  write(s, from, to, dips);
  await watch.tick();
  return events(s, from);
}

async function events(s: TestServer, from: number) {
  const r = await s.call('GET', '/pq/event/list', {
    token: s.adminToken,
    query: { equipId: EQUIP, from: from * 1000, pageSize: 100, column: 'startMs', order: 'asc' },
  });
  expect(r.status).toBe(200);
  return r.body.result.records as { id: string; kind: string; startMs: number; durationMs: number; extreme: number; limitValue: number; phase: string }[];
}

beforeAll(async () => {
  a = await startServer();
  b = DB_KIND === 'pg' ? await startServer({ databaseUrl: a.databaseUrl }) : a;
  // a device of its own that no simulator feeds (a C37.118 device whose listener is off)
  const add = await a.call('POST', '/isps/device/add', {
    token: a.adminToken,
    body: { equipId: EQUIP, equipType: 'SMD-R', nameZh: 'PQ 测试', lat: 30, lng: 114, ratedKv: RATED_KV, transport: 'udp', idcode: 4711 },
  });
  expect(add.body.success).toBe(true);
  for (const s of new Set([a, b]))
    for (let i = 0; !realtimeOf(s.ctx)!.directory.byEquipId.get(EQUIP)?.points.UAA; i++) {
      if (i > 200) throw new Error(`${EQUIP} never reached the device directory`);
      await new Promise((r) => setTimeout(r, 50));
    }
  const p = realtimeOf(a.ctx)!.directory.byEquipId.get(EQUIP)!.points;
  records = { fq: p.fq!.recordId, RF: p.RF!.recordId, UAA: p.UAA!.recordId };
});
afterAll(async () => {
  if (b !== a) await b?.close();
  await a?.close();
});

describe('power-quality events', () => {
  const dips: Dip[] = [
    { t1: base + 1.003, duration: 0.3, residual: 0.75 },
    { t1: base + 3.517, duration: 0.5, residual: 0.3 },
    { t1: base + 6.2, duration: 0.2, residual: 0.02 }, // an interruption inside its dip
    { t1: base + 8.741, duration: 0.08, residual: 0.6 },
  ];

  it('records closed-form dips with depth and duration within one cycle of the truth, each with a capture of every point of its device', async () => {
    const found = await replay(a, base, base + 12, dips);
    const sags = found.filter((e) => e.kind === 'voltage_sag');
    expect(sags).toHaveLength(4);
    for (const [i, d] of dips.entries()) {
      expect(Math.abs(sags[i].extreme - d.residual * 100)).toBeLessThan(0.5); // % of Udin
      expect(Math.abs(sags[i].durationMs / 1000 - d.duration)).toBeLessThanOrEqual(CYCLE);
      expect(Math.abs(sags[i].startMs / 1000 - d.t1)).toBeLessThanOrEqual(CYCLE);
      expect(sags[i]).toMatchObject({ phase: 'A', limitValue: 90 });
    }
    const interruptions = found.filter((e) => e.kind === 'voltage_interruption');
    expect(interruptions).toHaveLength(1);
    expect(Math.abs(interruptions[0].durationMs / 1000 - 0.2)).toBeLessThanOrEqual(CYCLE);

    const cap = await a.call('GET', '/pq/event/capture', { token: a.adminToken, query: { id: sags[1].id } });
    const parts = cap.body.result as { measType: string; rate: number; startIndex: number; rows: number; values: (number | null)[] }[];
    expect(parts.map((p) => p.measType).sort()).toEqual(['RF', 'UAA', 'fq']);
    const u = parts.find((p) => p.measType === 'UAA')!;
    // default 1 s before and after, all rows of the device at its rate
    expect(Math.abs(u.startIndex / u.rate - (sags[1].startMs / 1000 - 1))).toBeLessThanOrEqual(1 / RATE);
    expect(Math.abs(u.rows / u.rate - (sags[1].durationMs / 1000 + 2))).toBeLessThanOrEqual(2 / RATE);
    expect(Math.min(...(u.values as number[])) / UDIN).toBeCloseTo(0.3, 3);

    // the same capture as COMTRADE, read back by the test suite's own reader
    const res = await fetch(`${a.base}/pq/event/comtrade?id=${sags[1].id}&format=float32`, { headers: { 'X-Access-Token': a.adminToken } });
    expect(res.status).toBe(200);
    const rec = readCombined(new Uint8Array(await res.arrayBuffer()));
    expect(rec.analog.map((c) => c.name).sort()).toEqual(['RF', 'UAA', 'fq']);
    expect(rec.rates).toEqual([[u.rate, u.rows]]);
    expect(Math.abs(rec.triggerMs - sags[1].startMs)).toBeLessThanOrEqual(1);
    const uaa = rec.analog.find((c) => c.name === 'UAA')!;
    expect(uaa.unit).toBe('kV');
    u.values.forEach((v, i) => expect(uaa.values[i]).toBeCloseTo(v as number, 3));
    const bad = await fetch(`${a.base}/pq/event/comtrade?id=${sags[1].id}&rate=7`, { headers: { 'X-Access-Token': a.adminToken } });
    expect(bad.status).toBe(400);
  });

  it('places them on the ITIC and SEMI F47 curves and counts them into SARFI', async () => {
    const itic = (await a.call('GET', '/pq/itic', { token: a.adminToken, query: { equipId: EQUIP, from: base * 1000 } })).body.result;
    expect(itic.duration).toHaveLength(4);
    expect(itic.counts.itic).toEqual({ inside: 1, prohibited: 0, no_damage: 3 });
    expect(itic.counts.semi).toEqual({ inside: 2, outside: 2, na: 0 });
    const sarfi = (await a.call('GET', '/pq/sarfi', { token: a.adminToken, query: { equipId: EQUIP, from: base * 1000, period: 'all' } })).body.result;
    expect(sarfi.rows).toEqual([{ equipId: EQUIP, period: 'all', sarfi90: 4, sarfi70: 3, sarfi50: 2, sarfi10: 1 }]);
    const xlsx = await fetch(`${a.base}/pq/event/exportXls?equipId=${EQUIP}`, { headers: { 'X-Access-Token': a.adminToken } });
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
  });

  it('applies a changed rule within seconds on every process (here the second), without a restart', async () => {
    const list = await a.call('GET', '/isps/alarmRule/list', { token: a.adminToken, query: { kind: 'voltage_sag' } });
    const rule = list.body.result.records[0];
    expect(rule).toMatchObject({ limitValue: 90, hysteresis: 2 });
    const edit = await a.call('PUT', '/isps/alarmRule/edit', { token: a.adminToken, body: { ...rule, limitValue: 50 } });
    expect(edit.body.success).toBe(true);
    // well under the 30 s periodic reload: the change travels on the bus
    await expect.poll(() => rulesOf(b.ctx)!.rules.find((r) => r.id === rule.id)?.limit, { timeout: 3000, interval: 50 }).toBe(50);
    const from = base + 30;
    const found = await replay(b, from, from + 6, [
      { t1: from + 1, duration: 0.1, residual: 0.6 }, // a dip under the old rule only
      { t1: from + 3, duration: 0.1, residual: 0.4 },
    ]);
    const sags = found.filter((e) => e.kind === 'voltage_sag');
    expect(sags).toHaveLength(1);
    expect(sags[0]).toMatchObject({ limitValue: 50 });
    expect(Math.abs(sags[0].extreme - 40)).toBeLessThan(0.5);
    await a.call('PUT', '/isps/alarmRule/edit', { token: a.adminToken, body: { ...rule, limitValue: 90 } });
  });

  it("tells the rule's recipients, grouped as before: one open message per device and kind counts the repeats", async () => {
    const watcher = await a.userWithRoles('pqwatcher', []);
    const list = await a.call('GET', '/isps/alarmRule/list', { token: a.adminToken, query: { kind: 'voltage_swell' } });
    const rule = list.body.result.records[0];
    expect(
      (await a.call('PUT', '/isps/alarmRule/edit', { token: a.adminToken, body: { ...rule, notifyUsers: 'pqwatcher', severity: 'H' } })).body.success,
    ).toBe(true);
    await rulesOf(a.ctx)!.reload();
    const from = base + 60;
    const found = await replay(a, from, from + 6, [
      { t1: from + 1, duration: 0.1, residual: 1.2 },
      { t1: from + 3, duration: 0.1, residual: 1.25 },
    ]);
    expect(found.filter((e) => e.kind === 'voltage_swell')).toHaveLength(2);
    const msgs = (await a.call('GET', '/sys/annountCement/listByUser', { token: watcher.token, query: { pageSize: 50 } })).body.result.sysMsgList;
    const swell = msgs.filter((m: any) => m.titile === `装置 ${EQUIP} 电压暂升`);
    expect(swell).toHaveLength(1);
    expect(swell[0]).toMatchObject({ priority: 'H', eventCount: 2 });
    // the admin is not among this rule's recipients
    const admin = (await a.call('GET', '/sys/annountCement/listByUser', { token: a.adminToken, query: { pageSize: 50 } })).body.result.sysMsgList;
    expect(admin.some((m: any) => m.titile === `装置 ${EQUIP} 电压暂升`)).toBe(false);
  });

  it('refuses a rule whose limit does not suit its kind, naming the field, and bad filters', async () => {
    const bad = await a.call('POST', '/isps/alarmRule/add', {
      token: a.adminToken,
      body: { name: 'x', kind: 'voltage_swell', limitValue: 95, hysteresis: 2, severity: 'M', enabled: true },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limitValue');
    const ghost = await a.call('POST', '/isps/alarmRule/add', {
      token: a.adminToken,
      body: { name: 'x', kind: 'voltage_sag', limitValue: 80, hysteresis: 2, severity: 'M', equipId: 'NOPE-1', enabled: true },
    });
    expect(ghost.status).toBe(400);
    expect(JSON.stringify(ghost.body)).toContain('equipId');
    expect((await a.call('GET', '/isps/alarmRule/list', { token: a.adminToken, query: { name: 'x' } })).body.result.total).toBe(0);
    const filter = await a.call('GET', '/pq/event/list', { token: a.adminToken, query: { kind: 'bogus' } });
    expect(filter.status).toBe(400);
    expect(filter.body.message).toContain('kind');
    expect((await a.call('GET', '/pq/event/list', {})).status).toBe(401);
  });
});
