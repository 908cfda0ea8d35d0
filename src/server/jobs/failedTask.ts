import { sql } from 'kysely';
import { permOf } from '../crud/perms.js';
import type { TaskSource } from '../dashboard/tasks.js';
import { RUNS } from './runLog.js';
import { JOBS } from './scheduler.js';

/** The task dashboard's "failed scheduled jobs": jobs whose latest run failed, for those who may edit jobs. */
export const failedJobsTask: TaskSource = async (ctx, user) => {
  const e = ctx.registry.get(JOBS);
  if (!e || !user.perms.has(permOf(e, 'edit'))) return null;
  const r = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(JOBS)} j
    where (select r.status from ${sql.table(RUNS)} r where r.job_id = j.id order by r.start_time desc, r.id desc limit 1) = 'error'`.execute(ctx.db);
  return { key: 'failedJobs', count: r.rows[0]?.n ?? 0, path: '/monitor/quartz' };
};
