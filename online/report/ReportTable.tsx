import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportColumns, totals } from './reportColumns.js';
import type { ReportState } from './useReport.js';

type R = Record<string, unknown>;

export interface ReportTableProps {
  report: ReportState;
  rowKey?: (row: R) => string;
  selected?: string[];
  onRowClick?: (key: string, row: R) => void;
  onSelect?: (keys: string[]) => void;
  multi?: boolean;
}

/** A page of report data: server-side sort and paging (10/20/30), 共N条, a totals row when columns ask. */
export default function ReportTable({ report, rowKey, selected, onRowClick, onSelect, multi }: ReportTableProps) {
  const { t } = useTranslation();
  const { rp, page, loading, query, setQuery } = report;
  const columns = useMemo(() => (rp ? reportColumns(rp, query) : []), [rp, query]);
  const sums = useMemo(() => (rp ? totals(rp, page.records) : null), [rp, page.records]);
  const keyOf = rowKey ?? ((r: R) => String(r.id ?? JSON.stringify(r)));
  return (
    <Table<R>
      className="report-table" size="middle" bordered loading={loading} dataSource={page.records} columns={columns} rowKey={keyOf}
      scroll={{ x: 'max-content' }}
      rowSelection={onSelect ? { type: multi ? 'checkbox' : 'radio', selectedRowKeys: selected, onChange: (k) => onSelect(k as string[]) } : undefined}
      onRow={onRowClick ? (row) => ({ onClick: () => onRowClick(keyOf(row), row), style: { cursor: 'pointer' } }) : undefined}
      onChange={(p, _f, s) => {
        const so = (Array.isArray(s) ? s[0] : s) as SorterResult<R>;
        const column = so?.order ? String(so.columnKey) : undefined;
        const order = so?.order === 'ascend' ? 'asc' : so?.order === 'descend' ? 'desc' : undefined;
        setQuery((q) => (column !== q.column || order !== q.order ? { ...q, column, order, pageNo: 1 }
          : { ...q, pageNo: p.pageSize !== q.pageSize ? 1 : p.current ?? 1, pageSize: p.pageSize ?? q.pageSize }));
      }}
      pagination={{ current: query.pageNo, pageSize: query.pageSize, total: page.total, pageSizeOptions: ['10', '20', '30'],
        showSizeChanger: true, showQuickJumper: true, showTotal: (n) => t('online.total', { total: n }) }}
      summary={sums ? () => (
        <Table.Summary.Row className="report-totals">
          {onSelect ? <Table.Summary.Cell index={0} /> : null}
          {columns.map((c, i) => (
            <Table.Summary.Cell key={String(c.key)} index={i + (onSelect ? 1 : 0)} align="center">
              {i === 0 && !(String(c.key) in sums) ? t('online.sum') : String(c.key) in sums ? sums[String(c.key)].toLocaleString() : ''}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      ) : undefined} />
  );
}
