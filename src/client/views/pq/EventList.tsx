import { Button, Card, Table, Tag, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { http, saveBlob } from '../../api/http.js';
import { pageOf } from '#shared/contract/page.js';
import { pqEvent } from '#shared/contract/pqEvents.js';
import { durationText, extremeText, toQuery, type Filters, type PqEvent } from './api.js';
import FilterBar from './FilterBar.js';
import './i18n.js';

const KIND_COLOR: Record<string, string> = { voltage_sag: 'orange', voltage_interruption: 'red', voltage_swell: 'purple', rvc: 'blue', freq_excursion: 'cyan' };

/** 电能质量事件: the events with filters (device, kind, time, depth, duration), newest first; a row opens its event page. */
export default function EventList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20, column: 'startMs', order: 'desc' });
  const query = { ...toQuery(filters), ...page };
  const { data, isLoading } = useSWR(
    ['pq', 'events', JSON.stringify(query)],
    async () => (await http.get('/pq/event/list', query, { answer: pageOf(pqEvent) })).result,
  );

  const columns: TableProps<PqEvent>['columns'] = [
    { title: t('pq.col.device'), dataIndex: 'equipId', sorter: true },
    { title: t('pq.col.phase'), dataIndex: 'phase', width: 70, render: (v: string | null) => v ?? '—' },
    { title: t('pq.col.kind'), dataIndex: 'kind', sorter: true, render: (k: string) => <Tag color={KIND_COLOR[k]}>{t(`pq.kind.${k}`)}</Tag> },
    {
      title: t('pq.col.start'),
      dataIndex: 'startMs',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss.SSS'),
    },
    { title: t('pq.col.duration'), dataIndex: 'durationMs', sorter: true, align: 'right', render: (ms: number) => durationText(ms) },
    { title: t('pq.col.extreme'), dataIndex: 'extreme', sorter: true, align: 'right', render: (_: number, e: PqEvent) => extremeText(e) },
    { title: t('pq.col.rule'), dataIndex: 'ruleName', ellipsis: true },
    { title: t('pq.col.severity'), dataIndex: 'severity', width: 90, render: (s: string | null) => (s ? t(`pq.severity.${s}`) : '—') },
    { title: t('pq.col.capture'), dataIndex: 'capture', render: (c: string) => t(`pq.capture.${c}`, { defaultValue: c }) },
  ];

  const onChange: TableProps<PqEvent>['onChange'] = (p, _f, s) => {
    const one = Array.isArray(s) ? s[0] : s;
    setPage({
      pageNo: p.current ?? 1,
      pageSize: p.pageSize ?? 20,
      column: one?.order ? String(one.field) : 'startMs',
      order: one?.order === 'ascend' ? 'asc' : 'desc',
    });
  };

  const exportXls = async () => saveBlob(await http.blob('/pq/event/exportXls', toQuery(filters)), `${t('pq.event.title')}.xlsx`);

  return (
    <Card>
      <FilterBar
        full
        value={filters}
        onSearch={(f) => {
          setFilters(f);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        extra={
          <Button onClick={() => void exportXls()} data-testid="pq-export">
            {t('pq.filter.export')}
          </Button>
        }
      />
      <Table<PqEvent>
        rowKey="id"
        size="small"
        data-testid="pq-event-table"
        loading={isLoading}
        columns={columns}
        dataSource={data?.records ?? []}
        onChange={onChange}
        onRow={(e) => ({ onClick: () => void navigate(`/ipq/event/${e.id}`), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('pq.total', { total }),
        }}
      />
    </Card>
  );
}
