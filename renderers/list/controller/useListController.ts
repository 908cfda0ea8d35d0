import { useDebounce } from 'ahooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { z } from 'zod';
import { useDataProvider } from '../../providers/context.js';
import { readQuery, requestParams, writeQuery } from './query.js';
import type { ListController, ListControllerOptions, ListFetch, ListPage, ListQuery } from './types.js';

/** A list answer quicker than this never shows the loading veil (no flicker, no extra render). */
const LOADING_DELAY_MS = 300;
const NO_ROWS: never[] = [];
const same = (a: unknown, b: unknown) => a === b;

/**
 * What every page these paths answer has: the rows and their total (a run log leaves out `pages`, a data set's rows
 * are [time, value] pairs), checked as such; the caller names its rows' type.
 */
const listedPage = z.looseObject({ records: z.array(z.unknown()), total: z.number().int() });

/**
 * A fetch that GETs a path outside the CRUD verbs and reads the page from the envelope's result; `answer` is the
 * exact page schema of the route's response when it has one (the rows are then typed by it).
 */
export const getPage =
  <R>(path: string, answer: z.ZodType<ListPage<R>> = listedPage as z.ZodType<ListPage<R>>): ListFetch<R> =>
  (dp, params) =>
    dp.custom({ method: 'GET', path, query: params, answer }).then((r) => r.result ?? { records: [], total: 0 });

/**
 * The one headless list: query (filters), page, page size, sort and selection, kept in the URL or in
 * memory, and the page itself through the DataProvider and swr (an answer to an older query is never shown).
 */
export function useListController<R>(opts: ListControllerOptions<R>): ListController<R> {
  const { resource, sync = 'url', defaultPageSize = 10, fixed, enabled = true, keepSelection = false } = opts;
  const dp = useDataProvider();
  const [urlParams, setUrlParams] = useSearchParams();
  const [memQuery, setMemQuery] = useState<ListQuery>(() => ({ pageNo: 1, pageSize: defaultPageSize, filters: {}, ...opts.initial }));
  const urlQuery = useMemo(() => (sync === 'url' ? readQuery(urlParams, defaultPageSize) : null), [sync, urlParams, defaultPageSize]);
  const query = urlQuery ?? memQuery;
  const [selected, setSelected] = useState<string[]>(opts.initialSelected ?? []);

  const go = useCallback(
    (next: ListQuery) => {
      if (!keepSelection) setSelected([]); // new rows, no stale selection
      if (sync === 'url') setUrlParams(writeQuery(next, defaultPageSize));
      else setMemQuery(next);
    },
    [keepSelection, sync, setUrlParams, defaultPageSize],
  );

  const paramsKey = JSON.stringify(requestParams(query, fixed));
  const params = useMemo(() => JSON.parse(paramsKey) as Record<string, string | number>, [paramsKey]);
  const fetch: ListFetch<R> = opts.fetch ?? ((d, p) => d.list(resource, p) as unknown as Promise<ListPage<R>>);
  const { data, isLoading, isValidating, mutate } = useSWR(
    enabled ? ['list', resource, paramsKey, ...(opts.keyExtra ?? [])] : null,
    () => fetch(dp, params, query),
    // identity, not swr's default deep hash: hashing 100 × 30 cells on every answer cost more than the compare saves
    { keepPreviousData: true, revalidateOnFocus: false, compare: same, ...opts.swr },
  );
  // loading only once an answer is slow: flagging every quick page turn re-rendered the whole table for nothing
  const slow = useDebounce(isValidating, { wait: LOADING_DELAY_MS });

  const filters = useMemo(() => dp.parseFilters(query.filters), [dp, query.filters]);

  return {
    query,
    params,
    filters,
    rows: data?.records ?? NO_ROWS,
    total: data?.total ?? 0,
    loading: !enabled || (data ? isValidating && slow : isLoading),
    setFilters: (next) => go({ ...query, filters: Array.isArray(next) ? dp.filterQuery(next) : next, pageNo: 1 }),
    setPage: (pageNo, pageSize) => go({ ...query, pageNo: pageSize !== query.pageSize ? 1 : pageNo, pageSize }),
    setSort: (column, order) => go({ ...query, column: order ? column : undefined, order, pageNo: 1 }),
    selected,
    setSelected,
    reload: useCallback(() => void mutate(), [mutate]),
    mutate: useCallback((update) => mutate(update, { revalidate: false }), [mutate]),
  };
}
