import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ListTable, { type ListTableProps } from '#renderers/list/controller/ListTable.js';
import type { RpColumns } from '../types.js';
import { reportColumns, totals } from './reportColumns.js';

type R = Record<string, unknown>;

const SIZES = [10, 20, 30];

/** A report's pages over the list table: its columns (dictionary text, links), 10/20/30 a page, a totals row when columns ask. */
export default function ReportTable({ rp, list, selection, ...rest }: { rp: RpColumns | null } & Omit<ListTableProps<R>, 'columns'>) {
  const { t } = useTranslation();
  const columns = useMemo(() => (rp ? reportColumns(rp) : []), [rp]);
  const sums = useMemo(() => (rp ? totals(rp, list.rows) : null), [rp, list.rows]);
  return (
    <ListTable<R>
      className="report-table"
      list={list}
      columns={columns}
      selection={selection}
      pageSizes={SIZES}
      {...rest}
      showTotal={(n) => t('online.total', { total: n })}
      summary={
        sums
          ? () => (
              <Table.Summary.Row className="report-totals">
                {selection ? <Table.Summary.Cell index={0} /> : null}
                {columns.map((c, i) => (
                  <Table.Summary.Cell key={String(c.key)} index={i + (selection ? 1 : 0)} align="center">
                    {i === 0 && !(String(c.key) in sums) ? t('online.sum') : String(c.key) in sums ? sums[String(c.key)].toLocaleString() : ''}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
          : undefined
      }
    />
  );
}
