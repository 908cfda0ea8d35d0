import type { z } from 'zod';
import type { DataProvider } from '#renderers/providers/types.js';
import { rpColumns } from '#shared/contract/cgreport.js';
import type { QueryItem, ReportRows, RpColumns } from '../types.js';

const BASE = '/online/cgreport/api';
/** pickers sharing a groupId share answers this long (spec §9): swr's dedupingInterval for their keys */
export const CACHE_MS = 30_000;
/** where a report's pages come from (its list controller's resource) */
export const DATA_PATH = `${BASE}/getData/`;

/** An envelope that says success: false (or carries nothing) is a refusal: the page shows "not found". */
const get = <T>(dp: DataProvider, path: string, query?: Record<string, unknown>, answer?: z.ZodType) =>
  dp.custom<T>({ method: 'GET', path: `${BASE}${path}`, query, answer }).then((r) => {
    if (!r.success || r.result === null || r.result === undefined) throw new Error(r.message || path);
    return r.result;
  });

/** The online report endpoints over the host's data provider. */
export const reportApi = {
  columns: (dp: DataProvider, code: string) => get<RpColumns>(dp, `/getRpColumns/${encodeURIComponent(code)}`, undefined, rpColumns),
  queryInfo: (dp: DataProvider, id: string) => get<QueryItem[]>(dp, `/getQueryInfo/${encodeURIComponent(id)}`),
  data: (dp: DataProvider, id: string, params: Record<string, unknown>) => get<ReportRows>(dp, `/getData/${encodeURIComponent(id)}`, params),
  /** every page of the query the table shows */
  exportXls: (dp: DataProvider, id: string, params: Record<string, unknown>) =>
    dp.download(`${BASE}/exportXls/${encodeURIComponent(id)}`, { ...params, pageNo: undefined, pageSize: undefined }),
};
