import { useCallback, useEffect, useState } from 'react';
import type { QueryItem, ReportPage, ReportQuery, RpColumns } from '../types.js';
import { reportApi } from './reportApi.js';

export interface ReportState {
  rp: RpColumns | null;
  items: QueryItem[];
  page: ReportPage;
  loading: boolean;
  error: boolean;
  query: ReportQuery;
  setQuery(update: (q: ReportQuery) => ReportQuery): void;
}

/** One report by code: its columns and query form, then pages of data as the query changes. */
export function useReport(code: string, opts: { groupId?: string; initial?: Partial<ReportQuery> } = {}): ReportState {
  const { groupId } = opts;
  const [rp, setRp] = useState<RpColumns | null>(null);
  const [items, setItems] = useState<QueryItem[]>([]);
  const [page, setPage] = useState<ReportPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [query, setQueryState] = useState<ReportQuery>({ pageNo: 1, pageSize: 10, values: {}, ...opts.initial });

  useEffect(() => {
    let live = true;
    setError(false);
    reportApi.columns(code, groupId)
      .then(async (cols) => {
        const info = await reportApi.queryInfo(cols.cgRpConfigId, groupId);
        if (live) { setRp(cols); setItems(info); }
      })
      .catch(() => live && (setError(true), setLoading(false)));
    return () => { live = false; };
  }, [code, groupId]);

  useEffect(() => {
    if (!rp) return;
    let live = true;
    setLoading(true);
    reportApi.data(rp.cgRpConfigId, query, groupId)
      .then((p) => live && setPage(p), () => live && setPage({ records: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [rp, query, groupId]);

  const setQuery = useCallback((update: (q: ReportQuery) => ReportQuery) => setQueryState(update), []);
  return { rp, items, page, loading, error, query, setQuery };
}
