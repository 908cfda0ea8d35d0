import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import { TABLES } from './partitions.js';
import type { HistoryLevel } from './types.js';

export type TableLevel = Exclude<HistoryLevel, 'ring'>;
/** Seconds one row of a level covers. */
export const LEVEL_STEP: Record<TableLevel, number> = { '1s': 1, '1m': 60, '10m': 600 };

/**
 * The rows of one level for a width-1 record that overlap [begin, end] (Unix s), oldest first, a
 * page at a time: the row's start and its mean (10 min: the IEC 61000-4-30 RMS), NaN where every
 * sample was dropped. Pages by key, so a year of minutes never sits in memory at once.
 */
export async function* levelRows(db: DB, level: TableLevel, recordId: number, begin: number, end: number, page = 20_000) {
  const step = LEVEL_STEP[level];
  const value = level === '10m' ? sql`vrms[1]` : sql`vmean`;
  let after = Math.ceil(begin) - step; // a row starting up to a step before begin still covers part of it
  const last = Math.floor(end);
  for (;;) {
    // one row of arrays: PGlite hands back thousands of rows several times slower than one row holding them
    const r = (
      await sql<{ t: string[] | null; v: (number | null)[] | null }>`select array_agg(ts order by ts) as t, array_agg(v order by ts) as v
        from (select ts, ${value} as v from ${sql.table(TABLES[level])} where record_id = ${recordId} and ts > ${after} and ts <= ${last}
        order by ts limit ${page}) p`.execute(db)
    ).rows[0];
    const t = (r?.t ?? []).map(Number);
    if (!t.length) return;
    yield { t, v: (r?.v ?? []).map((x) => (x === null ? NaN : Number(x))) };
    if (t.length < page) return;
    after = t[t.length - 1];
  }
}
