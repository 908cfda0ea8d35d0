import type { DataProvider } from '../../renderers/providers/types.js';
import type { QueryItem, ReportPage, ReportQuery, RpColumns } from '../types.js';

const BASE = '/online/cgreport/api';
/** pickers sharing a groupId share answers this long (spec §9): swr's dedupingInterval for their keys */
export const CACHE_MS = 30_000;

/** Query values as the server wants them: empty ones dropped, ranges as _begin/_end already split by the form. */
export function dataParams(q: ReportQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { pageNo: q.pageNo, pageSize: q.pageSize };
  if (q.column && q.order) {
    out.column = q.column;
    out.order = q.order;
  }
  for (const [k, v] of Object.entries(q.values)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

/** An envelope that says success: false (or carries nothing) is a refusal: the page shows "not found". */
const get = <T>(dp: DataProvider, path: string, query?: Record<string, unknown>) =>
  dp.custom<T>({ method: 'GET', path: `${BASE}${path}`, query }).then((r) => {
    if (!r.success || r.result === null || r.result === undefined) throw new Error(r.message || path);
    return r.result;
  });

/** The online report endpoints over the host's data provider. */
export const reportApi = {
  columns: (dp: DataProvider, code: string) => get<RpColumns>(dp, `/getRpColumns/${encodeURIComponent(code)}`),
  queryInfo: (dp: DataProvider, id: string) => get<QueryItem[]>(dp, `/getQueryInfo/${encodeURIComponent(id)}`),
  data: (dp: DataProvider, id: string, params: Record<string, unknown>) => get<ReportPage>(dp, `/getData/${encodeURIComponent(id)}`, params),
  exportXls: (dp: DataProvider, id: string, q: ReportQuery) =>
    dp.download(`${BASE}/exportXls/${encodeURIComponent(id)}`, { ...dataParams(q), pageNo: undefined, pageSize: undefined }),
};
