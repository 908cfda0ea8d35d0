import { http } from '../../src/client/api/http.js';
import type { QueryItem, ReportPage, ReportQuery, RpColumns } from '../types.js';

const BASE = '/online/cgreport/api';
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

// pickers sharing a groupId share answers for 30 s (spec §9): several pickers on one form ask once
const cache = new Map<string, { at: number; value: Promise<unknown> }>();
function cached<T>(groupId: string | undefined, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (!groupId) return load();
  const k = `${groupId}|${key}`;
  const hit = cache.get(k);
  if (hit && now - hit.at < CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(k, { at: now, value });
  value.catch(() => cache.delete(k));
  return value;
}

export const reportApi = {
  columns: (code: string, groupId?: string) =>
    cached(groupId, `cols:${code}`, () => http.get<RpColumns>(`${BASE}/getRpColumns/${encodeURIComponent(code)}`).then((r) => r.result)),
  queryInfo: (id: string, groupId?: string) =>
    cached(groupId, `query:${id}`, () => http.get<QueryItem[]>(`${BASE}/getQueryInfo/${encodeURIComponent(id)}`).then((r) => r.result)),
  data: (id: string, q: ReportQuery, groupId?: string) => {
    const params = dataParams(q);
    return cached(groupId, `data:${id}:${JSON.stringify(params)}`, () => http.get<ReportPage>(`${BASE}/getData/${encodeURIComponent(id)}`, params).then((r) => r.result));
  },
  exportXls: (id: string, q: ReportQuery) => http.blob(`${BASE}/exportXls/${encodeURIComponent(id)}`, { ...dataParams(q), pageNo: undefined, pageSize: undefined }),
};

export const clearReportCache = () => cache.clear();
