import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListState, writeListState, type ListState } from './listState.js';

export interface ListControls {
  state: ListState;
  setFilters(filters: Record<string, string>): void;
  setPage(pageNo: number, pageSize: number): void;
  setSort(column: string | undefined, order: 'asc' | 'desc' | undefined): void;
  selected: string[];
  setSelected(ids: string[]): void;
}

/**
 * The headless list hook: query, page and sort live in the URL (each change is a history entry,
 * so back undoes it); the selection is in memory and cleared whenever the rows change.
 */
export function useListState(opts: { memory?: boolean; defaultPageSize?: number } = {}): ListControls {
  const { memory = false, defaultPageSize = 10 } = opts;
  const [urlParams, setUrlParams] = useSearchParams();
  // a list inside a dialog (e.g. dictionary items) keeps its state to itself, leaving the page's URL alone
  const [memParams, setMemParams] = useState(() => new URLSearchParams());
  const params = memory ? memParams : urlParams;
  const state = useMemo(() => readListState(params, defaultPageSize), [params, defaultPageSize]);
  const [selected, setSelected] = useState<string[]>([]);
  const go = useCallback((next: ListState) => {
    setSelected([]);
    (memory ? setMemParams : setUrlParams)(writeListState(next, defaultPageSize));
  }, [memory, setUrlParams, defaultPageSize]);
  return {
    state,
    setFilters: (filters) => go({ ...state, filters, pageNo: 1 }),
    setPage: (pageNo, pageSize) => go({ ...state, pageNo: pageSize !== state.pageSize ? 1 : pageNo, pageSize }),
    setSort: (column, order) => go({ ...state, column: order ? column : undefined, order, pageNo: 1 }),
    selected,
    setSelected,
  };
}
