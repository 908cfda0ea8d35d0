import { Table } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table/index.js';
import type { SorterResult } from 'antd/es/table/interface.js';
import type { ListControls } from './useListState.js';
import type { TreeRow } from './useListData.js';
import { PAGE_SIZES } from './listState.js';
import type { Translate } from '../i18n/index.js';
import type { Row } from '../types.js';

export interface DataTableProps {
  columns: ColumnType<Row>[];
  rows: TreeRow[];
  total: number;
  loading: boolean;
  list: ListControls;
  t: Translate;
  tree: boolean;
  onExpand(row: TreeRow): void;
  /** virtual scrolling for very long pages */
  virtual?: boolean;
}

/** Beyond this many cells a page scrolls virtually (only the rows in view are rendered). */
export const VIRTUAL_CELLS = 1500;
/** The paged, sortable table; sort and page go to the URL through the list hook. */
export default function DataTable({ columns, rows, total, loading, list, t, tree, onExpand, virtual }: DataTableProps) {
  const { state } = list;
  const useVirtual = virtual ?? rows.length * columns.length > VIRTUAL_CELLS;
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 160), 60);
  const onChange = (p: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = s?.order ? String(s.columnKey ?? s.field) : undefined;
    const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    if (column !== state.column || order !== state.order) list.setSort(column, order);
    else if (p.current !== state.pageNo || p.pageSize !== state.pageSize) list.setPage(p.current ?? 1, p.pageSize ?? state.pageSize);
  };
  return (
    <Table<TreeRow>
      className="crud-table" rowKey="id" size="middle" bordered loading={loading} dataSource={rows} columns={columns as ColumnType<TreeRow>[]}
      scroll={useVirtual ? { x: width, y: 600 } : { x: 'max-content' }} virtual={useVirtual}
      onChange={onChange as never}
      rowSelection={{ selectedRowKeys: list.selected, onChange: (keys) => list.setSelected(keys as string[]), preserveSelectedRowKeys: false }}
      expandable={tree ? { onExpand: (open, row) => open && onExpand(row) } : undefined}
      pagination={{
        current: state.pageNo, pageSize: state.pageSize, total, showSizeChanger: true, showQuickJumper: true,
        pageSizeOptions: PAGE_SIZES.map(String), showTotal: (n) => t('total', { total: n }),
      }} />
  );
}
