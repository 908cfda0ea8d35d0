import type { ReportRows } from '#shared/contract/cgreport.js';
import { badRequest } from '../http/errors.js';
import { isSecretName, type Secrets } from '../schema/secrets.js';
import type { ReportDef } from './reportDef.js';
import { buildReportQuery } from './reportQuery.js';
import { gateRules } from './reportTables.js';
import { runReadOnly, type Row } from './runner.js';
import type { ReportEnv } from './types.js';

/**
 * Rows without columns named like a secret one. The SQL gate and the report role already keep
 * them out of the main database; this is for data sources, whose tables ISPS does not know.
 */
export function withoutSecrets(secrets: Secrets, rows: Row[]): Row[] {
  for (const r of rows) for (const k of Object.keys(r)) if (isSecretName(secrets, k)) delete r[k];
  return rows;
}

/** One page of a report for the query values `q` (filters, sort, paging, self_<param>). */
export async function reportPage(env: ReportEnv, def: ReportDef, q: Record<string, unknown>): Promise<ReportRows<Row>> {
  const rq = await buildReportQuery(def, q, gateRules(env.ctx, env.secrets, def.head.dbSource));
  return runReadOnly(env, def.head.dbSource, async (c) => {
    const [{ total }] = await c.query(rq.count, [...rq.params, rq.cap + 1]);
    const records = await c.query(rq.page, [...rq.params, rq.limit, rq.offset]);
    return { records: withoutSecrets(env.secrets, records), total: Math.min(Number(total), rq.cap) };
  });
}

export const MAX_EXPORT_ROWS = 20_000;

/** Every row of a report for `q` (no paging), refused above MAX_EXPORT_ROWS. */
export async function reportRows(env: ReportEnv, def: ReportDef, q: Record<string, unknown>): Promise<Row[]> {
  const rules = gateRules(env.ctx, env.secrets, def.head.dbSource);
  const rq = await buildReportQuery(def, { ...q, pageNo: '1', pageSize: String(MAX_EXPORT_ROWS) }, rules, { maxPageSize: MAX_EXPORT_ROWS });
  return runReadOnly(env, def.head.dbSource, async (c) => {
    const [{ total }] = await c.query(rq.count, [...rq.params, rq.cap + 1]);
    const max = Math.min(MAX_EXPORT_ROWS, rq.cap);
    if (Number(total) > max) throw badRequest(`导出数据超过 ${max} 条上限，请缩小查询范围`, 'pageSize');
    return withoutSecrets(env.secrets, await c.query(rq.page, [...rq.params, rq.limit, rq.offset]));
  });
}
