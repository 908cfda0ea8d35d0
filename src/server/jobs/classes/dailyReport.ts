import { sql } from 'kysely';
import { nowText } from '#server/crud/records.js';
import { sendMail } from '#server/notify/mailer.js';
import { RUNS } from '../runLog.js';
import type { JobClass } from '../types.js';
import { said } from '../../i18n/said.js';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const addresses = (p: string) =>
  p
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Yesterday in numbers (logins, operations, failed job runs, devices by status), mailed through ISPS_SMTP_*. */
export const dailyReportJob: JobClass = {
  title: '每日运行报告邮件（参数：收件人邮箱，逗号分隔）',
  checkParameter: (p) => {
    const list = addresses(p);
    if (!list.length) return '参数应为收件人邮箱，多个用逗号分隔';
    const bad = list.find((a) => !EMAIL.test(a));
    return bad ? `收件人邮箱格式不正确：${bad}` : undefined;
  },
  async run({ ctx, parameter }) {
    const to = addresses(parameter).join(',');
    const day = nowText(new Date(Date.now() - 86_400_000)).slice(0, 10);
    await ctx.logs.flush();
    const logs = await sql<{ logins: number; ops: number }>`
      select count(*) filter (where log_type = 1)::int as logins, count(*) filter (where log_type = 2)::int as ops
      from sys_log where create_time >= ${day}::date and create_time < ${day}::date + 1`.execute(ctx.db);
    const runs = await sql<{ failed: number }>`
      select count(*)::int as failed from ${sql.table(RUNS)} where status = 'error' and start_time >= ${day}::date and start_time < ${day}::date + 1`.execute(
      ctx.db,
    );
    const devices = await ctx.db
      .selectFrom('isps_device')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute()
      .catch(() => [] as { status: unknown; n: number }[]);
    const lines = [
      `日期：${day}`,
      `登录次数：${logs.rows[0].logins}`,
      `操作次数：${logs.rows[0].ops}`,
      `失败的定时任务运行：${runs.rows[0].failed}`,
      `设备（按状态 1 运行 / 2 检修 / 0 停运）：${devices.map((d) => `${d.status}: ${Number(d.n)}`).join('，') || '无'}`,
    ];
    const sent = await sendMail(ctx.config.smtp, to, `ISPS 每日运行报告 ${day}`, { text: lines.join('\n') });
    if (!sent.ok) throw new Error(`邮件发送失败：${sent.message}`);
    return said('job.mail.sent', { to });
  },
};
