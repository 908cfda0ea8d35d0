import type { SWRConfiguration } from 'swr';
import type { CrudFilter } from '../../data/filters.js';
import type { DataProvider } from '../../providers/types.js';

export type SortOrder = 'asc' | 'desc';

/** What a list shows: page, sort and the filters as the DataProvider's query parameters (its filterQuery). */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: SortOrder;
  filters: Record<string, string>;
}

/** A page of rows as JeecgBoot's list routes answer it (only what a table needs). */
export interface ListPage<R> {
  records: R[];
  total: number;
}

/** How one page is fetched; by default the DataProvider's list verb on the resource. */
export type ListFetch<R> = (dp: DataProvider, params: Record<string, string | number>, query: ListQuery) => Promise<ListPage<R>>;

export interface ListControllerOptions<R> {
  /** swr key ['list', resource, …]: a write to this resource makes every cached page stale (data/keys.ts) */
  resource: string;
  fetch?: ListFetch<R>;
  /** 'url': the page's search params, each change a history entry (entity pages); 'memory': dialogs and pickers */
  sync?: 'url' | 'memory';
  defaultPageSize?: number;
  /** the memory list's first query (a picker's sort and prefilled filters) */
  initial?: Partial<ListQuery>;
  /** filters always sent, never shown or kept (a dictionary's items, a role's users) */
  fixed?: Record<string, string | number>;
  /** false: fetch nothing yet (a report before its columns have loaded) */
  enabled?: boolean;
  /** more key parts, e.g. a picker group sharing answers */
  keyExtra?: unknown[];
  swr?: SWRConfiguration;
  /** keep the selection across query changes (a picker's choice spans pages) */
  keepSelection?: boolean;
  initialSelected?: string[];
}

export interface ListController<R> {
  query: ListQuery;
  /** the request's parameters: filters, fixed filters, page and sort */
  params: Record<string, string | number>;
  rows: R[];
  total: number;
  loading: boolean;
  /** the filters as typed filters (the DataProvider reads its query parameters back) */
  filters: CrudFilter[];
  /** typed filters (the DataProvider spells them), or query parameters already in its syntax (a schema's query form) */
  setFilters(filters: CrudFilter[] | Record<string, string>): void;
  setPage(pageNo: number, pageSize: number): void;
  setSort(column: string | undefined, order: SortOrder | undefined): void;
  selected: string[];
  setSelected(keys: string[]): void;
  reload(): void;
  /** swr's mutate of the current page (tree children merged in place) */
  mutate(update: (cur: ListPage<R> | undefined) => ListPage<R> | undefined): Promise<unknown>;
}
