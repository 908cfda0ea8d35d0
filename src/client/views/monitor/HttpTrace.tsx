import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import MonitorCard from './MonitorCard.js';
import { httpTrace, type TraceEntry as Trace } from '#shared/contract/monitor.js';
import { useMonitor } from './useMonitor.js';

const color = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : s >= 300 ? 'blue' : 'green');

/** The last 1,000 API requests, newest first (no headers, tokens, bodies or query strings are kept). */
export default function HttpTrace() {
  const { t } = useTranslation();
  const { data: d, error } = useMonitor('trace', httpTrace);
  const time = d ? (d.records[0]?.time ?? d.time) : undefined;
  return (
    <MonitorCard title={`${t('monitor.trace')} (${d?.records.length ?? 0})`} time={time} error={error}>
      <Table<Trace>
        size="small"
        rowKey={(r) => `${r.time}-${r.path}-${r.ms}`}
        dataSource={d?.records ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: t('monitor.time'), dataIndex: 'time', width: 190, render: (v: number) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
          { title: t('monitor.method'), dataIndex: 'method', width: 90 },
          { title: t('monitor.path'), dataIndex: 'path' },
          { title: t('monitor.status'), dataIndex: 'status', width: 90, render: (s: number) => <Tag color={color(s)}>{s}</Tag> },
          { title: t('monitor.durationMs'), dataIndex: 'ms', width: 110 },
          { title: t('monitor.user'), dataIndex: 'user', width: 140 },
        ]}
      />
    </MonitorCard>
  );
}
