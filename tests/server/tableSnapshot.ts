import { sql } from 'kysely';
import type { TestServer } from './harness.js';

/**
 * Tables that record attempts rather than data: logs, revoked tokens, failed-login counters,
 * captchas and sessions' last-seen times. A refused request may write these and nothing else.
 */
const ATTEMPT_TABLES = ['sys_log', 'sys_token_revoked', 'sys_throttle', 'sys_captcha', 'sys_user_session'];

/** Measurement history (isps_history_1s/_10m and their day partitions): the server writes it every second by itself. */
const SERVER_WRITTEN = 'isps_history%';
/** also written by the server by itself: the feed's lease (renewed every second), each process's monitor snapshot (every 5 s) */
const HEARTBEATS = ['sys_lease', 'sys_process'];

/** Every other table's state as `table=rows:newest xmin` lines, to prove refused requests wrote nothing. */
export async function tableFingerprint(s: TestServer): Promise<string> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = current_schema() and table_name not in (${sql.join([...ATTEMPT_TABLES, ...HEARTBEATS])}) and table_name not like ${SERVER_WRITTEN} order by 1`.execute(
    s.ctx.db,
  );
  // a committed insert or update gives its row the newest transaction id (xmin), a delete lowers the count: the pair
  // changes with any committed write and costs a scan without turning every row into text
  const parts = tables.rows.map((r) => sql`${r.t} || '=' || (select count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) from ${sql.table(r.t)} x)`);
  const row = await sql<{ h: string }>`select concat_ws(chr(10), ${sql.join(parts)}) as h`.execute(s.ctx.db);
  return row.rows[0].h;
}

/** the tables whose content differs between two fingerprints */
export function changedTables(a: string, b: string): string[] {
  const before = new Set(a.split('\n'));
  return b
    .split('\n')
    .filter((l) => !before.has(l))
    .map((l) => l.split('=')[0]);
}
