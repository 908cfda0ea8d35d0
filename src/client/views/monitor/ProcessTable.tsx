import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { z } from 'zod';
import { processSnapshot, type ProcessSnapshot as Proc } from '#shared/contract/monitor.js';
import { http } from '../../api/http.js';
import { REFRESH_MS, mb } from './useMonitor.js';

/** Every server process sharing the database (each writes a snapshot every 5 s), whichever process answers this page. */
export default function ProcessTable() {
  const { t } = useTranslation();
  const { data } = useSWR(
    ['monitor', 'processes'],
    () => http.get('/sys/monitor/processes', undefined, { answer: z.array(processSnapshot) }).then((r) => r.result),
    { refreshInterval: REFRESH_MS },
  );
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('monitor.processes', { count: data?.length ?? 0 })}</Typography.Title>
      <Table<Proc>
        data-testid="process-table"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data ?? []}
        columns={[
          { title: t('monitor.host'), dataIndex: 'host' },
          {
            title: 'PID',
            dataIndex: 'pid',
            render: (pid: number, p) =>
              p.feeding ? (
                <Tag color="blue">
                  {pid} · {t('monitor.feeding')}
                </Tag>
              ) : (
                pid
              ),
          },
          { title: t('monitor.uptime'), dataIndex: 'uptimeS', render: (s: number) => `${s} s` },
          { title: t('monitor.heapUsed'), dataIndex: 'heapUsed', render: (b: number) => `${mb(b)} MB` },
          { title: 'RSS', dataIndex: 'rss', render: (b: number) => `${mb(b)} MB` },
          { title: t('monitor.rps'), dataIndex: 'requestsPerSecond' },
          { title: t('monitor.connections'), dataIndex: 'connections' },
          { title: t('monitor.seen'), dataIndex: 'ageMs', render: (ms: number) => t('monitor.secondsAgo', { s: Math.round(ms / 1000) }) },
        ]}
      />
    </div>
  );
}
