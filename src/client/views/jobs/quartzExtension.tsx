import { message } from 'antd';
import i18n from '#client/i18n/index.js';
import { http } from '#client/api/http.js';
import { dialogStore, type EntityExtension, type PageContext, type Row } from '#renderers/core.js';
import RunLogDrawer from './RunLogDrawer.js';

const runLog = dialogStore<Row>();
const t = (k: string) => i18n.t(k);
const running = (row: Row) => Number(row.status) === 0;

const act = (ctx: PageContext, path: string, done?: string) => async (row: Row) => {
  const r = await http.post(`/sys/quartzJob/${path}?id=${encodeURIComponent(String(row.id))}`);
  message.success(done ? t(done) : r.message);
  await ctx.reload();
};

/** Scheduled jobs: stop/start, run once now, the run log; the form picks a registered class and previews the next fire times. */
export const quartzExtension: EntityExtension = {
  formFields: () => ({
    // the schema's field, drawn as a select of the registered classes
    jobClassName: { 'x-component': 'JobClassSelect', 'x-component-props': {} },
    nextFireTimes: {
      type: 'void',
      'x-component': 'CronPreview',
      'x-after': 'cronExpression',
      'x-reactions': { dependencies: ['cronExpression'], fulfill: { schema: { 'x-component-props.cron': '{{$deps[0]}}' } } },
    },
  }),
  rowActions: (ctx) => [
    { key: 'pause', label: t('sys.quartz.pause'), perm: 'quartzJob:pause', hidden: (row) => !running(row), onClick: act(ctx, 'pause') },
    { key: 'resume', label: t('sys.quartz.resume'), perm: 'quartzJob:resume', hidden: running, onClick: act(ctx, 'resume') },
    {
      key: 'execute',
      label: t('sys.quartz.execute'),
      perm: 'quartzJob:execute',
      confirm: t('sys.quartz.executeConfirm'),
      onClick: async (row) => {
        await act(ctx, 'execute', 'sys.quartz.executed')(row);
        runLog.open(row);
      },
    },
    { key: 'runs', label: t('sys.quartz.runs'), onClick: (row) => runLog.open(row) },
  ],
  panel: () => <RunLogDrawer store={runLog} />,
};
