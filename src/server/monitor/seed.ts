import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';
import { MONITOR_PAGES } from './pages.js';

/**
 * Seed step "ops-v1" (before the schema menus: the job and log pages hang under it): the
 * 系统监控 menu and the read-only monitor pages, for the admin role only.
 */
export async function seedOps(trx: DB): Promise<void> {
  const top = await insertMenu(
    trx,
    {
      name: '系统监控',
      url: '/monitor',
      component: 'layouts/RouteView',
      icon: 'monitor',
      sortNo: 20,
      menuType: 0,
      redirect: '/monitor/quartz',
    },
    null,
  );
  const ids = [top];
  for (const [i, p] of MONITOR_PAGES.entries()) {
    ids.push(
      await insertMenu(
        trx,
        {
          name: p.zh,
          url: `/monitor/${p.key}`,
          component: p.component,
          icon: p.icon,
          sortNo: 10 + i,
          menuType: 1,
          perms: `monitor:${p.key}`,
        },
        top,
      ),
    );
  }
  await grant(trx, 'admin', ids);
}

/** The product's housekeeping, seeded once (seed step "ops-jobs-v1"); an administrator may change or stop each. */
const HOUSEKEEPING: [className: string, cron: string, parameter: string, description: string, running: boolean][] = [
  ['isps.job.LogPurgeJob', '0 0 3 * * ?', '90', '每天 03:00 删除 90 天前的登录/操作日志、已读系统消息和任务运行记录', true],
  ['isps.job.HistoryRetentionJob', '0 30 3 * * ?', '', '每天 03:30 删除过期的测量历史分区', true],
  ['isps.job.DeviceHealthJob', '0 0/5 * * * ?', '10', '每 5 分钟把 10 分钟无数据的运行装置标为离线并发一条汇总消息（默认停止）', false],
  ['isps.job.DailyReportMailJob', '0 0 8 * * ?', '', '每天 08:00 发送运行日报邮件（需配置 SMTP，默认停止）', false],
];

/** The housekeeping jobs' descriptions for an English reader (while an administrator has not rewritten them). */
export const HOUSEKEEPING_EN: Record<string, string> = {
  'isps.job.LogPurgeJob': 'Every day at 03:00: delete login/operation logs, read system messages and job runs older than 90 days',
  'isps.job.HistoryRetentionJob': 'Every day at 03:30: drop expired measurement history partitions',
  'isps.job.DeviceHealthJob': 'Every 5 minutes: mark running devices without data for 10 minutes as offline and send one summary message (stopped by default)',
  'isps.job.DailyReportMailJob': 'Every day at 08:00: e-mail the daily operations report (needs SMTP; stopped by default)',
};

export async function seedHousekeepingJobs(trx: DB): Promise<void> {
  for (const [className, cron, parameter, description, running] of HOUSEKEEPING) {
    await trx
      .insertInto('sys_quartz_job')
      .values({
        id: newId(),
        job_class_name: className,
        cron_expression: cron,
        parameter,
        description,
        status: running ? 0 : -1,
        create_by: 'system',
        create_time: nowText(),
      })
      .execute();
  }
}
