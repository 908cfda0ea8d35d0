import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import type { ReportPools } from './pools.js';
import type { ReportDef } from './reportDef.js';
import { buildReportQuery } from './reportQuery.js';
import { runReadOnly, type Row } from './runner.js';
import { isSecretColumn } from './sqlPolicy.js';

/** Rows without the columns that are never returned (password hashes and the like). */
export function withoutSecrets(rows: Row[]): Row[] {
  for (const r of rows) for (const k of Object.keys(r)) if (isSecretColumn(k)) delete r[k];
  return rows;
}

export interface ReportPage {
  records: Row[];
  total: number;
}

/** One page of a report for the query values `q` (filters, sort, paging, self_<param>). */
export async function reportPage(ctx: Ctx, pools: ReportPools, def: ReportDef, q: Record<string, unknown>): Promise<ReportPage> {
  const rq = await buildReportQuery(def, q);
  return runReadOnly(ctx, pools, def.head.dbSource, async (c) => {
    const [{ total }] = await c.query(rq.count, rq.params);
    const records = await c.query(rq.page, [...rq.params, rq.limit, rq.offset]);
    return { records: withoutSecrets(records), total: Number(total) };
  });
}

export const MAX_EXPORT_ROWS = 20_000;

/** Every row of a report for `q` (no paging), refused above MAX_EXPORT_ROWS. */
export async function reportRows(ctx: Ctx, pools: ReportPools, def: ReportDef, q: Record<string, unknown>): Promise<Row[]> {
  const rq = await buildReportQuery(def, { ...q, pageNo: '1', pageSize: String(MAX_EXPORT_ROWS) }, { maxPageSize: MAX_EXPORT_ROWS });
  return runReadOnly(ctx, pools, def.head.dbSource, async (c) => {
    const [{ total }] = await c.query(rq.count, rq.params);
    if (Number(total) > MAX_EXPORT_ROWS) throw badRequest(`导出数据 ${total} 条，超过 ${MAX_EXPORT_ROWS} 条上限，请缩小查询范围`, 'pageSize');
    return withoutSecrets(await c.query(rq.page, [...rq.params, rq.limit, rq.offset]));
  });
}
