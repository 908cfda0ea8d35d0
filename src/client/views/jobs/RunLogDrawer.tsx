import { Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import type { DialogStore, Row } from '#renderers/core.js';
import { jobRuns, type JobRun } from '#shared/contract/jobs.js';

const COLORS = { ok: 'green', error: 'red', running: 'blue' } as const;

/** A job's run log, newest first, refreshed while open. */
export default function RunLogDrawer({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const job = store.useValue();
  // the server pages the log; refreshed while open, so a running job's row turns ok or failed
  const list = useListController<JobRun>({
    resource: '/sys/quartzJob/runs',
    fetch: getPage('/sys/quartzJob/runs', jobRuns),
    sync: 'memory',
    enabled: !!job,
    fixed: job ? { jobId: String(job.id) } : undefined,
    swr: { refreshInterval: 3000 },
  });
  const label = { ok: t('sys.quartz.ok'), error: t('sys.quartz.failed'), running: t('sys.quartz.running') };
  return (
    <Drawer
      open={!!job}
      width={820}
      onClose={() => {
        store.close();
        list.setPage(1, list.query.pageSize);
      }}
      title={`${t('sys.quartz.runs')} · ${String(job?.jobClassName ?? '')}`}
    >
      <ListTable<JobRun>
        list={list}
        size="small"
        rowKey="id"
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
            render: (s: JobRun['status'], r) => (
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
