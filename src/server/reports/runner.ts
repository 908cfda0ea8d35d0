import { CompiledQuery } from 'kysely';
import { HttpError, badRequest } from '../http/errors.js';
import { assertAffordable, freshStats } from './costGuard.js';
import { reportTables } from './reportTables.js';
import type { ReportEnv } from './types.js';

export type Row = Record<string, unknown>;

/** One connection inside the report's read-only transaction. */
export interface ReportConn {
  query(text: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * A database error of a report becomes a 400 naming the report's SQL (or its data source), never
 * a 500. The database's own words (which may quote values) reach administrators only; everyone
 * else reads a generic message and the detail goes to the server log.
 */
function asHttpError(err: unknown, env: ReportEnv, dbSource: string | null, timeoutMs: number): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; message?: string; errors?: { message?: string }[] };
  const message =
    e?.message ||
    e?.errors
      ?.map((x) => x.message)
      .filter(Boolean)
      .join('; ') ||
    String(err);
  if (e?.code === '57014' || /Query read timeout/.test(message)) {
    return badRequest(`报表查询超时（超过 ${timeoutMs / 1000} 秒），请缩小查询范围`, 'cgrSql');
  }
  if (e?.code === '25006') return badRequest('报表 SQL（cgrSql）试图修改数据，已拒绝', 'cgrSql');
  env.log.warn({ code: e?.code, reason: message, dbSource }, 'report SQL failed');
  const detail = env.detail ? `：${message}` : '';
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && !e.code.startsWith('08') && !e.code.startsWith('28') && !e.code.startsWith('3D')) {
    return badRequest(`报表 SQL（cgrSql）执行失败${detail}`, 'cgrSql');
  }
  return badRequest(dbSource ? `数据源「${dbSource}」连接失败${detail}` : `报表查询失败${detail}`, dbSource ? 'dbSource' : 'cgrSql');
}

/**
 * Runs `fn` inside a READ ONLY transaction with a statement timeout, on the report's data
 * source or the main database, and always ends it with a rollback (nothing to keep). On the
 * main database it runs as the report role, which cannot read secret columns.
 * PostgreSQL enforces the timeout; embedded PGlite accepts the setting but cannot interrupt a
 * running statement (one single-threaded backend), so there the parser gate is what keeps
 * pg_sleep, row generators and WITH RECURSIVE out, the row cap (reportQuery.ts) bounds what is
 * read, and the planner's estimate (costGuard.ts) refuses the rest before it runs.
 */
export async function runReadOnly<T>(env: ReportEnv, dbSource: string | null, fn: (c: ReportConn) => Promise<T>): Promise<T> {
  const timeoutMs = env.ctx.config.reportTimeoutMs;
  const timeoutSql = `set local statement_timeout = ${timeoutMs}`;
  try {
    if (!dbSource) {
      // the planner's estimate (costGuard.ts) needs statistics; ANALYZE cannot run in the read-only transaction
      if (env.ctx.raw.kind === 'pglite') await freshStats(env.ctx.db, reportTables(env.ctx.registry));
      return await env.ctx.db
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw(timeoutSql));
          if (env.role) await trx.executeQuery(CompiledQuery.raw(`set local role ${env.role}`));
          const run = async (text: string, params: unknown[] = []) => (await trx.executeQuery<Row>(CompiledQuery.raw(text, params))).rows;
          if (env.ctx.raw.kind !== 'pglite') return fn({ query: run });
          return fn({ query: async (text, params = []) => (await assertAffordable(run, text, params), run(text, params)) });
        });
    }
    const pool = await env.pools.get(dbSource, timeoutMs);
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('begin transaction read only');
      await client.query(timeoutSql);
      return await fn({ query: async (text, params = []) => (await client.query(text, params)).rows });
    } catch (err) {
      broken = err;
      throw err;
    } finally {
      await client.query('rollback').catch((e) => (broken ??= e));
      client.release(broken instanceof Error && !(broken as { code?: string }).code ? broken : undefined);
    }
  } catch (err) {
    throw asHttpError(err, env, dbSource, timeoutMs);
  }
}
