import { MAX_PAGE_SIZE, positiveParam } from '../crud/listQuery.js';
import { badRequest } from '../http/errors.js';
import { filterConditions, quoteIdent, scalar } from './filters.js';
import { compilePlaceholders } from './placeholders.js';
import { yes, type ReportDef } from './reportDef.js';
import { assertSafeSelect } from './sqlGuard.js';
import type { GateRules } from './reportTables.js';

/**
 * The statements that run a report: its SQL as a subquery,
 *   select * from (<report sql>) t where <filters> order by t."<item>" <asc|desc> limit $a offset $b
 * plus the count, which stops one row past the cap (ISPS_REPORT_MAX_ROWS): no page or count of a
 * report reads further. `${param}` values, filter values and paging are all bound parameters; the
 * sort column is a sortable report item (quoted), the direction asc or desc. The report SQL
 * and then each whole statement pass the parser gate.
 */
export interface ReportQuery {
  page: string;
  count: string;
  /** parameters of the report; page takes these plus limit and offset, count plus cap + 1 */
  params: unknown[];
  /** the most rows a report shows (the total is capped to it) */
  cap: number;
  limit: number;
  offset: number;
  pageNo: number;
  pageSize: number;
}

/** `self_<name>` from the request, else the parameter's default, else null. */
export function paramValues(def: ReportDef, names: string[], q: Record<string, unknown>): unknown[] {
  return names.map((name) => scalar(q, `self_${name}`) ?? (def.params.find((p) => p.paramName === name)?.paramValue || null));
}

/** The report SQL with its placeholders bound, checked by the parser; `names` are the placeholders in order. */
export async function innerSql(def: ReportDef, rules: GateRules): Promise<{ sql: string; names: string[] }> {
  const compiled = compilePlaceholders(def.head.cgrSql);
  const sql = await assertSafeSelect(compiled.text, compiled.names.length, rules);
  return { sql, names: compiled.names };
}

function orderBy(def: ReportDef, q: Record<string, unknown>): string {
  const column = scalar(q, 'column');
  const rawOrder = scalar(q, 'order');
  const order = rawOrder === null ? 'asc' : rawOrder.toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('order 只能是 asc 或 desc', 'order');
  if (column === null) return '';
  const item = def.items.find((i) => i.fieldName === column);
  if (!item || !yes(item.isOrder)) throw badRequest(`不能按 ${column} 排序`, 'column');
  return ` order by t.${quoteIdent(item.fieldName)} ${order}`;
}

const DEFAULT_MAX_ROWS = 100_000;

/** Rows a report may reach (ISPS_REPORT_MAX_ROWS, default 100,000, at least 100). */
export function reportMaxRows(): number {
  const v = Number(process.env.ISPS_REPORT_MAX_ROWS);
  return Number.isFinite(v) && v > 0 ? Math.max(100, Math.min(10_000_000, Math.round(v))) : DEFAULT_MAX_ROWS;
}

export async function buildReportQuery(
  def: ReportDef,
  q: Record<string, unknown>,
  rules: GateRules,
  opts: { maxPageSize?: number } = {},
): Promise<ReportQuery> {
  const pageNo = positiveParam(scalar(q, 'pageNo'), 'pageNo', 1, 1_000_000);
  const pageSize = positiveParam(scalar(q, 'pageSize'), 'pageSize', 10, opts.maxPageSize ?? MAX_PAGE_SIZE);
  const inner = await innerSql(def, rules);
  const params: unknown[] = paramValues(def, inner.names, q);
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conditions = filterConditions(def.items, q, bind);
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  const sort = orderBy(def, q);
  const from = `from (\n${inner.sql}\n) t${where}`;
  const page = `select * ${from}${sort} limit $${params.length + 1} offset $${params.length + 2}`;
  const count = `select count(*) as total from (select 1 ${from} limit $${params.length + 1}) c`;
  await assertSafeSelect(page, params.length + 2, rules);
  await assertSafeSelect(count, params.length + 1, rules);
  const cap = reportMaxRows();
  const offset = (pageNo - 1) * pageSize;
  if (offset >= cap) throw badRequest(`报表最多查看前 ${cap} 行，请缩小查询范围`, 'pageNo');
  return { page, count, params, cap, limit: Math.min(pageSize, cap - offset), offset, pageNo, pageSize };
}
