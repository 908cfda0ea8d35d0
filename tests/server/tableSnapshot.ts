import { sql } from 'kysely';
import type { TestServer } from './harness.js';

/** Every table's content as one hash, to prove refused requests wrote nothing (logs excluded: they record the attempt). */
export async function tableFingerprint(s: TestServer): Promise<string> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = current_schema() and table_name not in ('sys_log', 'sys_token_revoked') order by 1`.execute(s.ctx.db);
  const parts = tables.rows.map((r) => sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.table(r.t)} x)`);
  const row = await sql<{ h: string }>`select md5(concat(${sql.join(parts)})) as h`.execute(s.ctx.db);
  return row.rows[0].h;
}
