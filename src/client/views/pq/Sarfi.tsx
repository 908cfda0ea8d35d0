import { Button, Card, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { sarfiAnswer } from '#shared/contract/pqCharts.js';
import { http, saveBlob } from '../../api/http.js';
import G2Card from '../dashboard/G2Card.js';
import '../dashboard/i18n.js';
import { toQuery, type Filters } from './api.js';
import FilterBar from './FilterBar.js';
import './i18n.js';

const LEVELS = [90, 70, 50, 10] as const;

/** SARFI 指数: IEEE 1564 SARFI-90/70/50/10 per device and period, a grouped column chart, the table and its export. */
export default function Sarfi() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [period, setPeriod] = useState<'day' | 'month' | 'all'>('all');
  const query = { ...toQuery(filters), period, tzOffset: -new Date().getTimezoneOffset() };
  const { data } = useSWR(['pq', 'sarfi', JSON.stringify(query)], async () => (await http.get('/pq/sarfi', query, { answer: sarfiAnswer })).result);
  const rows = useMemo(() => data?.rows ?? [], [data]);
  // one group per device (one period) or per period (several)
  const byPeriod = period !== 'all';
  const chart = useMemo(
    () =>
      (byPeriod ? (data?.system ?? []) : rows).flatMap((r) =>
        LEVELS.map((l) => ({ x: byPeriod ? r.period : r.equipId, index: `SARFI-${l}`, value: Math.round(r[`sarfi${l}`] * 100) / 100 })),
      ),
    [data, rows, byPeriod],
  );
  const options = { xField: 'x', yField: 'value', seriesField: 'index', isGroup: true, legend: { position: 'top' } };
  const exportXls = async () => saveBlob(await http.blob('/pq/sarfi/exportXls', query), 'SARFI.xlsx');
  const fmt = (v: number) => (Number.isInteger(v) ? v : v.toFixed(2));
  const columns = [
    { title: t('pq.col.device'), dataIndex: 'equipId' },
    { title: t('pq.col.period'), dataIndex: 'period', render: (p: string) => (p === 'all' ? t('pq.filter.periods.all') : p) },
    ...LEVELS.map((l) => ({ title: `SARFI-${l}`, dataIndex: `sarfi${l}`, align: 'right' as const, render: fmt })),
  ];
  const system = (data?.system ?? []).map((r) => ({ ...r, equipId: t('pq.sarfi.system') }));
  return (
    <Card>
      <FilterBar
        value={filters}
        onSearch={setFilters}
        extra={
          <>
            <Select
              value={period}
              onChange={setPeriod}
              style={{ width: 120 }}
              options={(['all', 'month', 'day'] as const).map((p) => ({ value: p, label: t(`pq.filter.periods.${p}`) }))}
            />
            <Button onClick={() => void exportXls()}>{t('pq.filter.export')}</Button>
          </>
        }
      />
      <Typography.Paragraph type="secondary">
        {t('pq.sarfi.hint')} · {t('pq.sarfi.devices')}: {data?.devices ?? 0}
      </Typography.Paragraph>
      <G2Card title={t('pq.sarfi.title')} kind="Column" options={options} optionsKey={period} data={chart} height={320} testId="pq-sarfi-chart" />
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(r) => `${r.equipId}|${r.period}`}
        data-testid="pq-sarfi-table"
        columns={columns}
        dataSource={[...system, ...rows]}
        pagination={{ pageSize: 20 }}
      />
    </Card>
  );
}
