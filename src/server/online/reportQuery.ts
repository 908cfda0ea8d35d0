import { MAX_PAGE_SIZE, positiveParam } from '../crud/listQuery.js';
import { badRequest } from '../http/errors.js';
import type { Secrets } from '../schema/secrets.js';
import { filterConditions, quoteIdent, scalar } from './filters.js';
import { compilePlaceholders } from './placeholders.js';
import { yes, type ReportDef } from './reportDef.js';
import { assertSafeSelect } from './sqlGuard.js';

/**
 * The statements that run a report: its SQL as a subquery,
 *   select * from (<report sql>) t where <filters> order by t."<item>" <asc|desc> limit $a offset $b
 * plus the count. `${param}` values, filter values and paging are all bound parameters; the
 * sort column is a sortable report item (quoted), the direction asc or desc. The report SQL
 * and then each whole statement pass the parser gate.
 */
export interface ReportQuery {
  page: string;
  count: string;
  /** parameters of count; page takes these plus limit and offset */
  params: unknown[];
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
export async function innerSql(def: ReportDef, secrets: Secrets): Promise<{ sql: string; names: string[] }> {
  const compiled = compilePlaceholders(def.head.cgrSql);
  const sql = await assertSafeSelect(compiled.text, compiled.names.length, secrets);
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

export async function buildReportQuery(
  def: ReportDef,
  q: Record<string, unknown>,
  secrets: Secrets,
  opts: { maxPageSize?: number } = {},
): Promise<ReportQuery> {
  const pageNo = positiveParam(scalar(q, 'pageNo'), 'pageNo', 1, 1_000_000);
  const pageSize = positiveParam(scalar(q, 'pageSize'), 'pageSize', 10, opts.maxPageSize ?? MAX_PAGE_SIZE);
  const inner = await innerSql(def, secrets);
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
  const count = `select count(*) as total ${from}`;
  await assertSafeSelect(page, params.length + 2, secrets);
  await assertSafeSelect(count, params.length, secrets);
  return { page, count, params, limit: pageSize, offset: (pageNo - 1) * pageSize, pageNo, pageSize };
}
