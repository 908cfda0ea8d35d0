import { Table, type TableProps } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table/index.js';
import type { SorterResult } from 'antd/es/table/interface.js';
import { useMemo } from 'react';
import { useCrudT } from '../../i18n/index.js';
import { PAGE_SIZES } from './query.js';
import { fromAntd, toAntd } from './sorter.js';
import type { ListController } from './types.js';

export interface ListTableProps<R> extends Omit<TableProps<R>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowSelection' | 'virtual'> {
  list: ListController<R>;
  columns: ColumnType<R>[];
  /** row selection bound to the controller's */
  selection?: 'checkbox' | 'radio';
  pageSizes?: number[];
  /** virtual scrolling (only the rows in view are rendered): every column needs a width */
  virtual?: boolean;
  showTotal?(total: number): string;
  /** rows to show instead of the controller's (e.g. none until the dictionaries are in) */
  rows?: R[];
}

/** The one antd Table over a list controller: page, page size, sort and selection wired both ways. */
export default function ListTable<R extends object>({
  list,
  columns,
  selection,
  pageSizes = PAGE_SIZES,
  virtual,
  showTotal,
  rows,
  loading,
  ...rest
}: ListTableProps<R>) {
  const { t } = useCrudT();
  const { query } = list;
  const sorted = useMemo(
    () => columns.map((c) => (c.sorter ? { ...c, sortOrder: toAntd(query, String(c.key ?? c.dataIndex)) } : c)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, query.column, query.order],
  );
  const onChange = (p: TablePaginationConfig, _f: unknown, sorter: SorterResult<R> | SorterResult<R>[]) => {
    const { column, order } = fromAntd(sorter);
    if (column !== query.column || order !== query.order) list.setSort(column, order);
    else if (p.current !== query.pageNo || p.pageSize !== query.pageSize) list.setPage(p.current ?? 1, p.pageSize ?? query.pageSize);
  };
  const width = virtual ? columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 160), 60) : 0;
  return (
    <Table<R>
      size="middle"
      bordered
      {...rest}
      loading={loading ?? list.loading}
      dataSource={rows ?? list.rows}
      columns={sorted}
      scroll={virtual ? { x: width, y: 600 } : (rest.scroll ?? { x: 'max-content' })}
      virtual={virtual}
      onChange={onChange}
      rowSelection={
        selection
          ? { type: selection, selectedRowKeys: list.selected, onChange: (keys) => list.setSelected(keys as string[]), preserveSelectedRowKeys: true }
          : undefined
      }
      pagination={{
        current: query.pageNo,
        pageSize: query.pageSize,
        total: list.total,
        showSizeChanger: true,
        showQuickJumper: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: showTotal ?? ((n) => t('total', { total: n })),
      }}
    />
  );
}
