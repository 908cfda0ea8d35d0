import type { ListQuery } from './types.js';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
const PAGING = new Set(['pageNo', 'pageSize', 'column', 'order']);

const positive = (s: string | null, def: number) => (s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : def);

export function readQuery(params: URLSearchParams, defaultPageSize = 10): ListQuery {
  const filters: Record<string, string> = {};
  params.forEach((v, k) => {
    if (!PAGING.has(k) && v !== '') filters[k] = v;
  });
  const order = params.get('order');
  return {
    pageNo: positive(params.get('pageNo'), 1),
    pageSize: Math.min(positive(params.get('pageSize'), defaultPageSize), 1000),
    column: params.get('column') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filters,
  };
}

/** Defaults are left out, so an untouched list keeps a clean URL. */
export function writeQuery(s: ListQuery, defaultPageSize = 10): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(s.filters)) if (v !== '') p.set(k, v);
  if (s.pageNo !== 1) p.set('pageNo', String(s.pageNo));
  if (s.pageSize !== defaultPageSize) p.set('pageSize', String(s.pageSize));
  if (s.column && s.order) {
    p.set('column', s.column);
    p.set('order', s.order);
  }
  return p;
}

/** The list request's query string parameters (empty filters dropped, sort only as a pair). */
export function requestParams(s: ListQuery, fixed: Record<string, string | number> = {}): Record<string, string | number> {
  const filters = Object.fromEntries(Object.entries(s.filters).filter(([, v]) => v !== ''));
  return {
    ...filters,
    ...fixed,
    pageNo: s.pageNo,
    pageSize: s.pageSize,
    ...(s.column && s.order ? { column: s.column, order: s.order } : {}),
  };
}
