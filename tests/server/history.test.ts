// Both databases: time buckets and partitions, their timestamps and numbers read through node-postgres on a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, dropExpiredHistory, dropOldPartitions, partitionDays } from '#server/realtime/history/partitions.js';
import type { SecondRow, TenMinuteRow } from '#server/realtime/history/types.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import { HISTORY_READS_PER_MINUTE } from '#server/realtime/history/routes.js';
import { startServer, type TestServer } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OK = { quality: 1, unsynced: 0, invalid: 0 };

let s: TestServer;
let fq = 0; // the frequency record of a simulated SMD-C device
let ua = 0;
let session = 0;

beforeAll(async () => {
  s = await startServer({ simulator: true });
  const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDC-BJ01' } });
  fq = info.body.result[0].equipMapInfos.fq.recordId;
  ua = info.body.result[0].equipMapInfos.UAA.recordId;
  session = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { recordid: fq, wrdbID: 0 } })).body.result.wrdbid;
});
afterAll(async () => {
  await s?.close();
});

const history = (recordID: number, begin: number, end: number, extra: Record<string, unknown> = {}) =>
  s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID: session, recordID, timeSoc_Begin: begin, timeSoc_End: end, ...extra } });

describe('measurement history in PostgreSQL', () => {
  it('each second of a point becomes min / max / mean / last with its quality, as the ring had it', async () => {
    let row: Record<string, number> | undefined;
    for (let i = 0; i < 100 && !row; i++) {
      await sleep(200);
      row = await s.ctx.db
        .selectFrom('isps_history_1s')
        .selectAll()
        .where('record_id', '=', fq)
        .orderBy('ts', 'desc')
        .executeTakeFirst()
        .catch(() => undefined); // the tables are made as the server starts
    }
    expect(row).toBeTruthy();
    const ts = Number(row!.ts);
    const w = (
      await s.call('GET', '/api/wrdb/queryWrdbData', { query: { type: 1, wrdbID: session, recordID: fq, timeSoc_Begin: ts, timeSoc_End: ts + 0.999 } })
    ).body.result;
    const v = (w.value as number[]).filter((x) => x !== null);
    expect(v.length).toBe(100); // SMD-C: 100 rows a second
    expect(row!.vmin).toBeCloseTo(Math.min(...v), 3);
    expect(row!.vmax).toBeCloseTo(Math.max(...v), 3);
    expect(row!.vmean).toBeCloseTo(v.reduce((a, b) => a + b, 0) / v.length, 3);
    expect(row!.vlast).toBeCloseTo(v.at(-1)!, 3);
    expect(row!.quality).toBe(1);
  });

  it('a range read picks ring, 1 s or 10 min aggregates by its span, at most maxPoints buckets, spikes kept', async () => {
    const now = Math.floor(Date.now() / 1000);
    // an hour of 1 s aggregates two days ago, with one spike
    const t0 = now - 2 * DAY;
    const seconds: SecondRow[] = Array.from({ length: 3600 }, (_, i) => ({
      record_id: ua,
      ts: t0 + i,
      vmin: 126,
      vmax: i === 1234 ? 180 : 128,
      vmean: 127,
      vlast: 127,
      // a stretch the device flagged: first unsynchronised, then data errors
      ...(i >= 108 && i < 144 ? { quality: 0.5, unsynced: 0.5, invalid: 0 } : i >= 144 && i < 180 ? { quality: 0.75, unsynced: 0, invalid: 0.25 } : OK),
    }));
    // 20 days of 10 min aggregates ending a week ago, with one dip
    const tenStart = Math.floor((now - 27 * DAY) / 600) * 600;
    const tens: TenMinuteRow[] = Array.from({ length: 20 * 144 }, (_, i) => ({
      record_id: ua,
      ts: tenStart + i * 600,
      vmin: [i === 999 ? 60 : 125],
      vmax: [129],
      vrms: [127],
      ...OK,
      partial: i === 0, // as if the writer had started within the first interval
    }));
    // a day of 1 min aggregates ending three days ago, with one spike
    const dayStart = Math.floor((now - 4 * DAY) / 60) * 60;
    const minutes: SecondRow[] = Array.from({ length: 1440 }, (_, i) => ({ ...seconds[0], ts: dayStart + i * 60, vmax: i === 700 ? 150 : 128 }));
    await writeHistory(s.ctx.db, seconds, tens, undefined, minutes);

    const day = await history(ua, dayStart, dayStart + DAY - 1);
    expect(day.body.result).toMatchObject({ level: '1m', interval: 60 });
    expect(day.body.result.time).toHaveLength(1440);
    expect(day.body.result.time[day.body.result.max.indexOf(150)]).toBe(dayStart + 700 * 60);

    const hour = await history(ua, t0, t0 + 3599, { maxPoints: 100 });
    expect(hour.body.result).toMatchObject({ level: '1s', interval: 36, unit: 'kV' });
    expect(hour.body.result.time).toHaveLength(100);
    const spike = hour.body.result.max.findIndex((m: number) => m === 180);
    expect(hour.body.result.time[spike]).toBeLessThanOrEqual(t0 + 1234);
    expect(hour.body.result.time[spike] + 36).toBeGreaterThan(t0 + 1234);
    expect(hour.body.result.mean[0]).toBeCloseTo(127, 3);
    // buckets of 36 s: the 4th holds the unsynchronised halves, the 5th the data-error quarters, kept apart
    expect(hour.body.result.unsynced.slice(0, 6)).toEqual([0, 0, 0, 0.5, 0, 0]);
    expect(hour.body.result.invalid.slice(0, 6)).toEqual([0, 0, 0, 0, 0.25, 0]);

    const month = await history(ua, now - 30 * DAY, now);
    expect(month.body.result.level).toBe('10m');
    expect(month.body.result.time.length).toBeGreaterThan(100);
    expect(month.body.result.time.length).toBeLessThanOrEqual(2000);
    expect(month.body.result.interval % 600).toBe(0);
    expect(Math.min(...month.body.result.min.filter((x: number | null) => x !== null))).toBe(60);
    expect(month.body.result.partial.indexOf(true)).toBe(0); // the interval the writer saw only part of
    expect(month.body.result.partial.lastIndexOf(true)).toBe(0);

    const recent = await history(fq, now - 5, now); // the ring holds it: the simulator back-filled 10 s at start
    expect(recent.body.result.level).toBe('ring');
    expect(recent.body.result.time.length).toBeGreaterThan(20);
    expect(Math.abs(recent.body.result.mean.at(-2) - 50)).toBeLessThan(0.5);

    const tooMany = await history(ua, t0, t0 + 10, { maxPoints: 5000 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('maxPoints');
    expect((await history(ua, t0 + 10, t0)).status).toBe(400);
    expect(
      (await s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID: 123, recordID: ua, timeSoc_Begin: t0, timeSoc_End: t0 + 1 } })).body.success,
    ).toBe(false);
  });

  it('written seconds keep their nulls and flags, and a second written again keeps its first row', async () => {
    // two days back: the day the 1 s rows of the test above already hold (the partition test below counts the days)
    const ts = Math.floor((Date.now() / 1000 - 2 * DAY) / DAY) * DAY + 60;
    const record = 990_001; // no device: only these rows
    const row = (over: Partial<SecondRow>): SecondRow => ({ record_id: record, ts, vmin: 1.5, vmax: 2.25, vmean: 2, vlast: 2.125, ...OK, ...over });
    await writeHistory(s.ctx.db, [row({}), row({ ts: ts + 1, vmin: null, vmax: null, vmean: null, vlast: null, quality: 0, invalid: 1, flags: 2 })], []);
    await writeHistory(s.ctx.db, [row({ vmin: 99, flags: 1 }), row({ ts: ts + 2, vmean: 0.1 })], []);
    const rows = await s.ctx.db.selectFrom('isps_history_1s').selectAll().where('record_id', '=', record).orderBy('ts').execute();
    expect(rows.map((r) => ({ ...r, ts: Number(r.ts) }))).toEqual([
      { record_id: record, ts, vmin: 1.5, vmax: 2.25, vmean: 2, vlast: 2.125, quality: 1, unsynced: 0, invalid: 0, flags: 0 },
      { record_id: record, ts: ts + 1, vmin: null, vmax: null, vmean: null, vlast: null, quality: 0, unsynced: 0, invalid: 1, flags: 2 },
      { record_id: record, ts: ts + 2, vmin: 1.5, vmax: 2.25, vmean: expect.closeTo(0.1, 6), vlast: 2.125, quality: 1, unsynced: 0, invalid: 0, flags: 0 },
    ]);
  });

  it('dropOldPartitions drops the days past retention and nothing newer', async () => {
    const now = Date.now() / 1000;
    const before = await partitionDays(s.ctx.db, 'isps_history_10m');
    const today = Math.floor(now / DAY);
    expect(before[0]).toBeLessThan(today - 20);
    const dropped = await dropOldPartitions(s.ctx.db, 14, '10m');
    expect(dropped).toEqual(before.filter((d) => d < today - 14));
    expect(await partitionDays(s.ctx.db, 'isps_history_10m')).toEqual(before.filter((d) => d >= today - 14));
    const month = await history(ua, now - 30 * DAY, now);
    // a bucket is named by its start, which may lie up to one bucket before its first row
    expect(Math.min(...month.body.result.time)).toBeGreaterThan((today - 14) * DAY - month.body.result.interval);
    expect(month.body.result.min).not.toContain(60); // the dip was 19 days ago
    // 1 s aggregates: the hour two days ago is within 3 days, not within 1
    expect(await dropOldPartitions(s.ctx.db, 3)).toEqual([]);
    expect(await dropExpiredHistory(s.ctx.db, { secondDays: 1, minuteDays: 30, tenMinuteDays: 14 })).toEqual({
      '1s': [Math.floor((now - 2 * DAY) / DAY)],
      '1m': [],
      '10m': [],
    });
    const dayEnd = (Math.floor((now - 2 * DAY) / DAY) + 1) * DAY - 1; // the hour may run into the next day, which stays
    const gone = await history(ua, now - 2 * DAY, Math.min(dayEnd, now - 2 * DAY + 3600));
    expect(gone.body.result).toMatchObject({ level: '1s', time: [] });
  });

  // last: it spends this address's history reads for the minute
  it('one address gets a bounded number of history reads a minute (they reach the database)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const codes: number[] = [];
    for (let i = 0; i < HISTORY_READS_PER_MINUTE + 5; i++) codes.push((await history(fq, now - 60, now, { maxPoints: 10 })).status);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
    const r = await history(fq, now - 60, now);
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/历史数据查询过于频繁（每分钟最多 120 次）/);
    // the live reads are not held back by it
    expect(
      (await s.call('GET', '/api/wrdb/queryWrdbData', { query: { type: 1, wrdbID: session, recordID: fq, timeSoc_Begin: now - 2, timeSoc_End: now } })).status,
    ).toBe(200);
  });
});
