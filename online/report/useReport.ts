import { useMemo } from 'react';
import useSWR from 'swr';
import { useListController } from '#renderers/list/controller/useListController.js';
import type { ListController, ListQuery } from '#renderers/list/controller/types.js';
import { useDataProvider } from '#renderers/providers/context.js';
import type { ClientField, DictMap } from '#renderers/types.js';
import type { RpColumns } from '../types.js';
import { CACHE_MS, DATA_PATH, reportApi } from './reportApi.js';
import { reportQueryFields } from './reportFields.js';

type R = Record<string, unknown>;

export interface ReportState {
  rp: RpColumns | null;
  error: boolean;
  /** the query form's fields (extra: hidden until 展开) and the dictionaries their selects offer */
  query: { fields: ClientField[]; extra: ClientField[]; dicts: DictMap };
  list: ListController<R>;
}

const NO_QUERY = { fields: [], extra: [], dicts: {} };

/**
 * One report by code: its columns and query items through swr, then its pages through the list controller
 * (state in memory). Keys carry the picker group: pickers of one group share each answer for 30 s.
 */
export function useReport(
  code: string,
  opts: { groupId?: string; initial?: Partial<ListQuery>; fixed?: Record<string, string>; initialSelected?: string[] } = {},
): ReportState {
  const dp = useDataProvider();
  const group = opts.groupId ?? null;
  const swr = group ? { dedupingInterval: CACHE_MS } : {};
  const cols = useSWR(['report', 'cols', code, group], () => reportApi.columns(dp, code), { revalidateOnFocus: false, ...swr });
  const id = cols.data?.cgRpConfigId;
  const info = useSWR(id ? ['report', 'query', id, group] : null, () => reportApi.queryInfo(dp, id!), { revalidateOnFocus: false, ...swr });
  const rp = info.data ? (cols.data ?? null) : null;
  const list = useListController<R>({
    resource: `${DATA_PATH}${id ?? ''}`,
    sync: 'memory',
    enabled: !!rp,
    keyExtra: [group],
    swr,
    fetch: (d, params) => reportApi.data(d, id!, params).catch(() => ({ records: [], total: 0 })),
    initial: opts.initial,
    fixed: opts.fixed,
    keepSelection: true,
    initialSelected: opts.initialSelected,
  });
  const query = useMemo(() => (rp && info.data ? reportQueryFields(rp, info.data) : NO_QUERY), [rp, info.data]);
  return { rp, error: !!cols.error || !!info.error, query, list };
}
