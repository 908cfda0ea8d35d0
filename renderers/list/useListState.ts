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
export function useListState(defaultPageSize = 10): ListControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, defaultPageSize), [params, defaultPageSize]);
  const [selected, setSelected] = useState<string[]>([]);
  const go = useCallback((next: ListState) => {
    setSelected([]);
    setParams(writeListState(next, defaultPageSize));
  }, [setParams, defaultPageSize]);
  return {
    state,
    setFilters: (filters) => go({ ...state, filters, pageNo: 1 }),
    setPage: (pageNo, pageSize) => go({ ...state, pageNo: pageSize !== state.pageSize ? 1 : pageNo, pageSize }),
    setSort: (column, order) => go({ ...state, column: order ? column : undefined, order, pageNo: 1 }),
    selected,
    setSelected,
  };
}
