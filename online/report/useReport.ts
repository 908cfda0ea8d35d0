import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../renderers/providers/context.js';
import type { QueryItem, ReportPage, ReportQuery, RpColumns } from '../types.js';
import { CACHE_MS, dataParams, reportApi } from './reportApi.js';

export interface ReportState {
  rp: RpColumns | null;
  items: QueryItem[];
  page: ReportPage;
  loading: boolean;
  error: boolean;
  query: ReportQuery;
  setQuery(update: (q: ReportQuery) => ReportQuery): void;
}

const EMPTY_PAGE: ReportPage = { records: [], total: 0 };
const NO_ITEMS: QueryItem[] = [];

/**
 * One report by code: its columns and query form, then pages of data as the query changes, through swr.
 * Keys carry the picker group: pickers of one group share each answer for 30 s (dedupingInterval).
 */
export function useReport(code: string, opts: { groupId?: string; initial?: Partial<ReportQuery> } = {}): ReportState {
  const dp = useDataProvider();
  const group = opts.groupId ?? null;
  const swrOpts = { revalidateOnFocus: false, ...(group ? { dedupingInterval: CACHE_MS } : {}) };
  const [query, setQueryState] = useState<ReportQuery>({ pageNo: 1, pageSize: 10, values: {}, ...opts.initial });
  const cols = useSWR(['report', 'cols', code, group], () => reportApi.columns(dp, code), swrOpts);
  const id = cols.data?.cgRpConfigId;
  const info = useSWR(id ? ['report', 'query', id, group] : null, () => reportApi.queryInfo(dp, id!), swrOpts);
  const params = JSON.stringify(dataParams(query));
  const data = useSWR(id && info.data ? ['report', 'data', id, params, group] : null,
    () => reportApi.data(dp, id!, JSON.parse(params) as Record<string, unknown>).catch(() => EMPTY_PAGE), swrOpts);
  const setQuery = useCallback((update: (q: ReportQuery) => ReportQuery) => setQueryState(update), []);
  const error = !!cols.error || !!info.error;
  return {
    rp: info.data ? cols.data ?? null : null, items: info.data ?? NO_ITEMS, page: data.data ?? EMPTY_PAGE,
    loading: !error && (!data.data || data.isValidating), error, query, setQuery,
  };
}
