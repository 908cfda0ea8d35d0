import type { SorterResult, SortOrder as AntdOrder } from 'antd/es/table/interface.js';
import type { ListQuery, SortOrder } from './types.js';

/** antd's sorter → JeecgBoot's column/order (the only place the two vocabularies meet). */
export function fromAntd<R>(sorter: SorterResult<R> | SorterResult<R>[]): { column?: string; order?: SortOrder } {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order) return {};
  return { column: String(s.columnKey ?? s.field), order: s.order === 'ascend' ? 'asc' : 'desc' };
}

/** …and back: the sortOrder a sortable column shows for the list's query. */
export const toAntd = (q: Pick<ListQuery, 'column' | 'order'>, key: string): AntdOrder =>
  q.column === key && q.order ? (q.order === 'asc' ? 'ascend' : 'descend') : null;
