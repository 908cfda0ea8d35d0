import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '#server/realtime/history/partitions.js';
import { FLAG_EVENT, FLAG_UNDEFINED, type SecondRow, type TenMinuteRow } from '#server/realtime/history/types.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let session = 0;
const records: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDC-BJ01' } });
  for (const m of ['fq', 'UAA']) records[m] = info.body.result[0].equipMapInfos[m].recordId;
  session = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { recordid: records.fq, wrdbID: 0 } })).body.result.wrdbid;
});
afterAll(async () => {
  await s?.close();
});

const history = (recordID: number, begin: number, end: number, extra: Record<string, unknown> = {}) =>
  s.call('GET', '/api/wrdb/queryWrdbHistory', { query: { wrdbID: session, recordID, timeSoc_Begin: begin, timeSoc_End: end, ...extra } });

describe('flagged history', () => {
  it('a flagged second, minute or 10 minutes answers flagged, and so does every bucket holding it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const t0 = Math.floor((now - 3 * DAY) / 600) * 600;
    const q = { quality: 1, unsynced: 0, invalid: 0 };
    const seconds: SecondRow[] = Array.from({ length: 600 }, (_, i) => ({
      record_id: records.UAA,
      ts: t0 + i,
      ...{ vmin: 120, vmax: 130, vmean: 127, vlast: 127 },
      ...q,
      flags: i === 125 ? FLAG_EVENT : 0,
    }));
    const tens: TenMinuteRow[] = Array.from({ length: 144 }, (_, i) => ({
      record_id: records.UAA,
      ts: t0 - 2 * DAY + i * 600,
      ...{ vmin: [120], vmax: [130], vrms: [127] },
      ...q,
      partial: false,
      flags: i === 7 ? FLAG_EVENT : 0,
    }));
    await writeHistory(s.ctx.db, seconds, tens);
    const sec = (await history(records.UAA, t0, t0 + 599, { maxPoints: 600 })).body.result;
    expect(sec).toMatchObject({ level: '1s', interval: 1 });
    expect(sec.flagged.map((f: boolean, i: number) => (f ? i : -1)).filter((i: number) => i >= 0)).toEqual([125]);
    const merged = (await history(records.UAA, t0, t0 + 599, { maxPoints: 10 })).body.result;
    expect(merged.interval).toBe(60);
    expect(merged.flagged).toEqual([false, false, true, false, false, false, false, false, false, false]);
    const day = (await history(records.UAA, t0 - 9 * DAY, t0 - DAY - 1)).body.result; // over a week: 10 min rows
    expect(day).toMatchObject({ level: '10m', interval: 600 });
    expect(day.time[0]).toBe(t0 - 2 * DAY);
    expect(day.flagged.indexOf(true)).toBe(7);
    expect(day.flagged.lastIndexOf(true)).toBe(7);
    expect(day.undefinedMean.every((u: boolean) => !u)).toBe(true);
    expect(day.timeFlagged.every((u: number) => u === 0)).toBe(true);
  });

  it('a second stored with an undefined mean answers null there, and the table keeps its flag', async () => {
    const pha = records.fq;
    const now = Math.floor(Date.now() / 1000);
    const t0 = Math.floor((now - 4 * DAY) / 60) * 60;
    const rows: SecondRow[] = Array.from({ length: 60 }, (_, i) => ({
      record_id: pha,
      ts: t0 + i,
      vmin: 49.9,
      vmax: 50.1,
      vmean: i === 10 ? null : 50,
      vlast: 50,
      quality: 1,
      unsynced: 0,
      invalid: 0,
      flags: i === 10 ? FLAG_UNDEFINED : 0,
    }));
    await writeHistory(s.ctx.db, rows, []);
    const r = (await history(pha, t0, t0 + 59)).body.result;
    expect(r.mean[10]).toBeNull();
    expect(r.flagged.every((f: boolean) => !f)).toBe(true);
    // the table keeps the flag as written
    const row = await s.ctx.db
      .selectFrom('isps_history_1s' as never)
      .select('flags' as never)
      .where('record_id' as never, '=', pha as never)
      .where('ts' as never, '=', (t0 + 10) as never)
      .executeTakeFirst();
    expect(row).toEqual({ flags: FLAG_UNDEFINED });
  });
});
