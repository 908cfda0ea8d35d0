import { Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { http } from '#client/api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';

interface Run {
  id: string;
  startTime: string;
  durationMs: number | null;
  status: 'running' | 'ok' | 'error';
  result: string | null;
  errorText: string | null;
  manual: boolean;
}
interface RunPage {
  records: Run[];
  total: number;
}

const COLORS = { ok: 'green', error: 'red', running: 'blue' } as const;

/** A job's run log, newest first, refreshed while open. */
export default function RunLogDrawer({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const job = store.useValue();
  const [page, setPage] = useState(1);
  const { data } = useSWR(
    job ? ['quartzRuns', job.id, page] : null,
    () => http.get<RunPage>('/sys/quartzJob/runs', { jobId: job!.id, pageNo: page, pageSize: 10 }).then((r) => r.result),
    { refreshInterval: 3000 },
  );
  const label = { ok: t('sys.quartz.ok'), error: t('sys.quartz.failed'), running: t('sys.quartz.running') };
  return (
    <Drawer
      open={!!job}
      width={820}
      onClose={() => {
        store.close();
        setPage(1);
      }}
      title={`${t('sys.quartz.runs')} · ${String(job?.jobClassName ?? '')}`}
    >
      <Table<Run>
        size="small"
        rowKey="id"
        loading={!data}
        dataSource={data?.records ?? []}
        pagination={{ current: page, total: data?.total ?? 0, pageSize: 10, onChange: setPage, showSizeChanger: false }}
        expandable={{
          rowExpandable: (r) => !!r.errorText,
          expandedRowRender: (r) => (
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {r.errorText}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: t('sys.quartz.startTime'), dataIndex: 'startTime', width: 170 },
          { title: t('sys.quartz.duration'), dataIndex: 'durationMs', width: 100 },
          {
            title: t('sys.quartz.status'),
            dataIndex: 'status',
            width: 150,
            render: (s: Run['status'], r) => (
              <>
                <Tag color={COLORS[s]}>{label[s]}</Tag>
                <Tag>{t(r.manual ? 'sys.quartz.manual' : 'sys.quartz.scheduled')}</Tag>
              </>
            ),
          },
          {
            title: t('sys.quartz.result'),
            dataIndex: 'result',
            ellipsis: true,
            render: (v: string | null, r) => v || (r.errorText ? <Typography.Text type="danger">{r.errorText.split('\n')[0]}</Typography.Text> : ''),
          },
        ]}
      />
    </Drawer>
  );
}
