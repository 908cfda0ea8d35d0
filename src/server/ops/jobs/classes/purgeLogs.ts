import { nowText } from '../../../crud/records.js';
import { READS } from '../../../notify/announcements.js';
import { RUNS } from '../runLog.js';
import type { JobClass } from '../types.js';
import { checkNumber, numberParam } from './params.js';

/** Deletes login/operation logs, read-message marks and job runs older than N days (parameter, default 30). */
export const purgeLogsJob: JobClass = {
  title: '清理过期日志：登录/操作日志、已读消息、任务运行记录（参数：保留天数，默认 30）',
  checkParameter: checkNumber('保留天数'),
  async run({ ctx, parameter }) {
    const days = numberParam(parameter, 30);
    const before = nowText(new Date(Date.now() - days * 86_400_000));
    await ctx.logs.flush();
    const logs = await ctx.db.deleteFrom('sys_log').where('create_time', '<', before).executeTakeFirst();
    const reads = await ctx.db.deleteFrom(READS).where('read_flag', '=', '1').where('read_time', '<', before).executeTakeFirst();
    const runs = await ctx.db.deleteFrom(RUNS).where('start_time', '<', before).executeTakeFirst();
    return `保留 ${days} 天：删除日志 ${Number(logs.numDeletedRows)} 条，已读消息 ${Number(reads.numDeletedRows)} 条，运行记录 ${Number(runs.numDeletedRows)} 条`;
  },
};
