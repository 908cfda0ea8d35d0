import { sql } from 'kysely';
import type { Ctx } from '../http/types.js';

/** Engine, version, size, connections and this process's slow statements. */
export async function databaseSample(ctx: Ctx) {
  const pg = ctx.raw.kind === 'postgres';
  const r = await sql<{ version: string; size: string; connections: number; active: number }>`
    select version() as version, pg_database_size(current_database())::text as size,
      ${pg ? sql`(select count(*)::int from pg_stat_activity where datname = current_database())` : sql`1`} as connections,
      ${pg ? sql`(select count(*)::int from pg_stat_activity where datname = current_database() and state = 'active')` : sql`1`} as active`.execute(ctx.db);
  const row = r.rows[0];
  return {
    engine: pg ? 'PostgreSQL' : 'PGlite',
    version: row.version,
    sizeBytes: Number(row.size),
    connections: Number(row.connections),
    activeConnections: Number(row.active),
    slowStatements: ctx.slow.recent(),
    time: Date.now(),
  };
}
