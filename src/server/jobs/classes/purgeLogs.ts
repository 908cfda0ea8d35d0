import { sql } from 'kysely';
import { nowText } from '#server/crud/records.js';
import type { DB } from '#server/db/types.js';
import { ANNOUNCEMENTS, READS, SYSTEM_MESSAGE } from '#server/notify/announcements.js';
import { EVENTS } from '#server/notify/eventState.js';
import { RUNS } from '../runLog.js';
import type { JobClass } from '../types.js';
import { checkNumber, numberParam } from './params.js';
import { said } from '../../i18n/said.js';

/**
 * System messages sent before `before` that every recipient has read (a read row exists only once
 * read, so the rows alone cannot go: the message would turn unread). Open device events keep theirs.
 */
async function purgeReadMessages(db: DB, before: string): Promise<number> {
  const ids = (
    await sql<{ id: string }>`
    select a.id from ${sql.table(ANNOUNCEMENTS)} a
    where a.msg_category = ${SYSTEM_MESSAGE} and a.msg_type = 'USER' and a.send_time < ${before}
      and not exists (select 1 from ${sql.table(EVENTS)} e where e.annt_id = a.id and e.closed_time is null)
      and coalesce(array_length(array_remove(string_to_array(a.user_ids, ','), ''), 1), 0)
        <= (select count(*) from ${sql.table(READS)} r where r.annt_id = a.id and r.read_flag = '1')`.execute(db)
  ).rows.map((r) => r.id);
  if (!ids.length) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(READS).where('annt_id', 'in', ids).execute();
    await trx.deleteFrom(EVENTS).where('annt_id', 'in', ids).execute();
    await trx.deleteFrom(ANNOUNCEMENTS).where('id', 'in', ids).execute();
  });
  return ids.length;
}

/** Logs are kept at least this many days, whatever the job's parameter says: the audit trail cannot be wiped by a job. */
export const MIN_RETENTION_DAYS = 30;

/** Deletes login/operation logs, read system messages and job runs older than N days (parameter, default and floor 30). */
export const purgeLogsJob: JobClass = {
  title: `清理过期日志：登录/操作日志、已读系统消息、任务运行记录（参数：保留天数，默认且至少 ${MIN_RETENTION_DAYS}）`,
  purgesLogs: true,
  checkParameter: (p) => {
    const days = numberParam(p, MIN_RETENTION_DAYS);
    if (!Number.isFinite(days)) return checkNumber('保留天数')(p);
    return days < MIN_RETENTION_DAYS ? `保留天数不能少于 ${MIN_RETENTION_DAYS} 天：${p.trim()}` : undefined;
  },
  async run({ ctx, parameter }) {
    const given = numberParam(parameter, MIN_RETENTION_DAYS);
    if (!Number.isFinite(given)) throw new Error(`参数应为保留天数（数字）：${parameter}`);
    // a row saved before the floor (or written around the API) is clamped here too
    const days = Math.max(given, MIN_RETENTION_DAYS);
    const before = nowText(new Date(Date.now() - days * 86_400_000));
    await ctx.logs.flush();
    const logs = await ctx.db.deleteFrom('sys_log').where('create_time', '<', before).executeTakeFirst();
    const messages = await purgeReadMessages(ctx.db, before);
    const runs = await ctx.db.deleteFrom(RUNS).where('start_time', '<', before).executeTakeFirst();
    const counts = { days, logs: Number(logs.numDeletedRows), messages, runs: Number(runs.numDeletedRows) };
    return days !== given ? said('job.purgeLogs.doneClamped', { ...counts, given }) : said('job.purgeLogs.done', counts);
  },
};
