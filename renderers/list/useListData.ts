import { useDebounce } from 'ahooks';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../providers/context.js';
import type { ClientSchema, Paged, Row } from '../types.js';
import { requestParams, type ListState } from './listState.js';

export interface TreeRow extends Row {
  children?: TreeRow[];
}

export interface ListData {
  rows: TreeRow[];
  total: number;
  loading: boolean;
  reload(): void;
  /** tree mode: fetch a node's children on first expand */
  loadChildren(row: TreeRow): Promise<void>;
}

/** A list answer quicker than this never shows the loading veil (no flicker, no extra render). */
const LOADING_DELAY_MS = 300;
const EMPTY: TreeRow[] = [];
const same = (a: unknown, b: unknown) => a === b;

/** Tree nodes that have children get an empty list, so the table draws an expand button. */
const markParents = (rows: TreeRow[]): TreeRow[] => rows.map((r) => (r.hasChild === '1' || r.hasChild === true ? { ...r, children: [] } : r));

function replaceChildren(rows: TreeRow[], id: string, children: TreeRow[]): TreeRow[] {
  return rows.map((r) => (r.id === id ? { ...r, children } : r.children ? { ...r, children: replaceChildren(r.children, id, children) } : r));
}

/**
 * Rows of one list page through swr (key: resource, mode and query; an answer to an older query is
 * never shown); a tree entity without filters shows its roots and loads children lazily.
 */
export function useListData(schema: ClientSchema, state: ListState, tree: boolean): ListData {
  const dp = useDataProvider();
  const asTree = tree && Object.keys(state.filters).length === 0;
  const query = JSON.stringify(requestParams(state));
  const { data, isLoading, isValidating, mutate } = useSWR(['list', schema.api, asTree, query], () =>
    dp.list(schema.api, JSON.parse(query) as Record<string, unknown>, { roots: asTree })
      .then((p): Paged<TreeRow> => (asTree ? { ...p, records: markParents(p.records) } : p)),
  // identity, not swr's default deep hash: hashing 100 × 30 cells on every answer cost more than the compare saves
  { keepPreviousData: true, revalidateOnFocus: false, compare: same });
  // loading only once an answer is slow: flagging every quick page turn re-rendered the whole table for nothing
  const slow = useDebounce(isValidating, { wait: LOADING_DELAY_MS });
  const loadChildren = useCallback(async (row: TreeRow) => {
    if (row.children?.length) return;
    const r = await dp.custom<TreeRow[]>({ method: 'GET', path: `${schema.api}/childList`, query: { pid: row.id } });
    await mutate((cur) => cur && { ...cur, records: replaceChildren(cur.records, row.id, markParents(r.result)) }, { revalidate: false });
  }, [dp, schema.api, mutate]);
  return {
    rows: data?.records ?? EMPTY, total: data?.total ?? 0, loading: data ? isValidating && slow : isLoading,
    reload: useCallback(() => void mutate(), [mutate]), loadChildren,
  };
}
