import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import type { HistoryLevel } from './types.js';

export const DAY = 86_400;
export const TABLES: Record<Exclude<HistoryLevel, 'ring'>, string> = { '1s': 'isps_history_1s', '1m': 'isps_history_1m', '10m': 'isps_history_10m' };

/**
 * Range-partitioned by day on ts (Unix seconds): dropping a day is dropping a table, with no
 * vacuum of deleted rows. Names are built from the table constant and a day number only.
 */
export async function ensureHistoryTables(db: DB): Promise<void> {
  await sql`create table if not exists isps_history_1s (record_id integer not null, ts bigint not null,
    vmin real, vmax real, vmean real, vlast real, quality real not null,
    primary key (record_id, ts)) partition by range (ts)`.execute(db);
  await sql`create table if not exists isps_history_1m (record_id integer not null, ts bigint not null,
    vmin real, vmax real, vmean real, vlast real, quality real not null, unsynced real not null, invalid real not null,
    primary key (record_id, ts)) partition by range (ts)`.execute(db);
  await sql`create table if not exists isps_history_10m (record_id integer not null, ts bigint not null,
    vmin real[] not null, vmax real[] not null, vrms real[] not null, quality real not null,
    primary key (record_id, ts)) partition by range (ts)`.execute(db);
  // added later: why samples are missing, and the partial first interval (tables of older versions get them here)
  for (const t of [sql.table('isps_history_1s'), sql.table('isps_history_10m')])
    await sql`alter table ${t} add column if not exists unsynced real not null default 0, add column if not exists invalid real not null default 0`.execute(db);
  await sql`alter table isps_history_10m add column if not exists partial boolean not null default false`.execute(db);
  // IEC 61000-4-30 flags (types.ts FLAG_EVENT, FLAG_UNDEFINED): rows of older versions read 0, as they were never flagged
  for (const t of [sql.table('isps_history_1s'), sql.table('isps_history_1m'), sql.table('isps_history_10m')])
    await sql`alter table ${t} add column if not exists flags smallint not null default 0`.execute(db);
  // a second whose every sample was dropped has a row without values
  await sql`alter table isps_history_1s alter column vmin drop not null, alter column vmax drop not null,
    alter column vmean drop not null, alter column vlast drop not null`.execute(db);
}

const partName = (table: string, day: number) => `${table}_d${day}`;

/** Creates the day partitions `days` (day numbers: Unix seconds / 86,400) of a table, if missing. */
export async function ensurePartitions(db: DB, table: string, days: Iterable<number>): Promise<void> {
  for (const day of days) {
    if (!Number.isSafeInteger(day)) continue;
    await sql
      .raw(`create table if not exists ${partName(table, day)} partition of ${table} for values from (${day * DAY}) to (${(day + 1) * DAY})`)
      .execute(db);
  }
}

/** The day numbers of a table's partitions, oldest first. */
export async function partitionDays(db: DB, table: string): Promise<number[]> {
  const r = await sql<{ name: string }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent where p.relname = ${table}`.execute(db);
  const prefix = `${table}_d`;
  return r.rows
    .map((x) => x.name)
    .filter((n) => n.startsWith(prefix))
    .map((n) => Number(n.slice(prefix.length)))
    .filter(Number.isSafeInteger)
    .sort((a, b) => a - b);
}

/**
 * Retention: drops the day partitions of history (1 s aggregates, or 10 min with level '10m')
 * that end more than `days` days ago. Returns the dropped day numbers. A job (scheduler) runs it.
 */
export async function dropOldPartitions(db: DB, days: number, level: Exclude<HistoryLevel, 'ring'> = '1s', now = Date.now() / 1000): Promise<number[]> {
  if (!(days >= 0)) throw new Error(`dropOldPartitions: days=${days} is not a number of days`);
  const table = TABLES[level];
  const keepFrom = Math.floor(now / DAY) - Math.floor(days); // partitions of this day and later stay
  const dropped: number[] = [];
  for (const day of await partitionDays(db, table)) {
    if (day >= keepFrom) break;
    await sql.raw(`drop table if exists ${partName(table, day)}`).execute(db);
    dropped.push(day);
  }
  return dropped;
}

/** Every level past its configured retention (ISPS_HISTORY_1S_DAYS, _1M_DAYS, _10M_DAYS): what a daily job runs. */
export async function dropExpiredHistory(
  db: DB,
  opts: { secondDays: number; minuteDays?: number; tenMinuteDays: number },
): Promise<{ '1s': number[]; '1m': number[]; '10m': number[] }> {
  return {
    '1s': await dropOldPartitions(db, opts.secondDays, '1s'),
    '1m': await dropOldPartitions(db, opts.minuteDays ?? opts.secondDays, '1m'),
    '10m': await dropOldPartitions(db, opts.tenMinuteDays, '10m'),
  };
}
