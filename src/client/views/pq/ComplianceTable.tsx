import { Table, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fmt, type ComplianceRow, type RowStatus } from './complianceApi.js';
import './complianceI18n.js';

const COLORS: Record<RowStatus, string> = { pass: 'success', fail: 'error', not_measured: 'default', no_data: 'warning', no_limit: 'default' };

/** A row's name: the quantity with its harmonic order, or the interharmonic band in Hz (at 50 Hz). */
export function quantityLabel(r: ComplianceRow, t: TFunction): string {
  const name = t(`pqc.quantity.${r.quantity}`, { order: r.order ?? '' });
  return r.band ? `${name} ${r.band[0] * 50}–${r.band[1] * 50} Hz` : name;
}

/** The report's rows: 95 % value and max against the profile's limits, the result, the intervals used and left out, the citation. */
export default function ComplianceTable({ rows }: { rows: ComplianceRow[] }) {
  const { t } = useTranslation();
  const columns = [
    { title: t('pqc.col.quantity'), key: 'q', render: (_: unknown, r: ComplianceRow) => quantityLabel(r, t) },
    { title: t('pqc.col.unit'), dataIndex: 'unit', width: 60 },
    { title: t('pqc.col.p95'), dataIndex: 'p95', align: 'right' as const, render: (v: number | null) => fmt(v) },
    { title: t('pqc.col.max'), dataIndex: 'max', align: 'right' as const, render: (v: number | null) => fmt(v) },
    { title: t('pqc.col.limit'), dataIndex: 'limit', align: 'right' as const, render: (v: number | null) => fmt(v) },
    { title: t('pqc.col.limitMax'), dataIndex: 'limitMax', align: 'right' as const, render: (v: number | null) => fmt(v) },
    {
      title: t('pqc.col.status'),
      dataIndex: 'status',
      render: (s: RowStatus) => (
        <Tag color={COLORS[s]} data-testid={`pqc-status-${s}`}>
          {t(`pqc.status.${s}`)}
        </Tag>
      ),
    },
    { title: t('pqc.col.n'), dataIndex: 'n', align: 'right' as const },
    {
      title: t('pqc.col.flagged'),
      key: 'flagged',
      align: 'right' as const,
      render: (_: unknown, r: ComplianceRow) => (r.flaggedShare === null ? '—' : `${r.flagged} (${(r.flaggedShare * 100).toFixed(1)} %)`),
    },
    {
      title: t('pqc.col.standard'),
      key: 'std',
      render: (_: unknown, r: ComplianceRow) => (
        <Tooltip title={r.note}>
          <span>
            {r.standard} {r.clause}
          </span>
        </Tooltip>
      ),
    },
  ];
  return (
    <Table
      size="small"
      data-testid="pqc-table"
      rowKey={(r) => `${r.quantity}|${r.order ?? ''}|${r.band?.join('-') ?? ''}`}
      rowClassName={(r) => `pqc-${r.status}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
    />
  );
}
