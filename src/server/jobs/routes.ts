import { TASK_SOURCES } from '../dashboard/tasks.js';
import { failedJobsTask } from './failedTask.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { fireTimes, jobClass, jobRuns } from '#shared/contract/jobs.js';
import { pagingParams } from '#shared/contract/queryParams.js';
import { readPermOf } from '../crud/perms.js';
import { badRequest, notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { AuthUser, Ctx } from '../http/types.js';
import './classes/index.js';
import { assertMayManage } from './adminOnly.js';
import { cronError, nextFireTimes } from './cron.js';
import { frequencyError } from './interval.js';
import { jobClasses } from './registry.js';
import { listRuns } from './runLog.js';
import { JOBS, JOBS_TOPIC, RUNNING, Scheduler, registerScheduler } from './scheduler.js';
import type { JobRow } from './types.js';
import { langOf } from '../http/lang.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Scheduled jobs'];
const STOPPED = -1;
const byId = z.object({ id: zId('id') });
// JeecgBoot's console names the job by its class for pause/resume (`?jobClassName=`), ISPS's by id
const byIdOrClass = z
  .object({ id: zId('id').optional(), jobClassName: z.string().trim().min(1).max(255).optional() })
  .refine((q) => q.id || q.jobClassName, { message: '请指定定时任务（id 或 jobClassName）', path: ['id'] });

const STATUS_ROUTES = [
  ['pause', STOPPED, '停止成功', 'Stop a job (status -1), by id or jobClassName'],
  ['resume', RUNNING, '启动成功', 'Start a job again (status 0), by id or jobClassName'],
] as const;

/** Scheduled jobs beside their schema CRUD: pause, resume, run now, the run log, cron preview. */
export async function quartzJobRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.get(JOBS);
  if (!e) return;
  const read = readPermOf(e);
  if (!TASK_SOURCES.includes(failedJobsTask)) TASK_SOURCES.push(failedJobsTask);
  const scheduler = new Scheduler(ctx, base.log);
  registerScheduler(ctx, scheduler);
  // timers start once the server is ready (and boot stays within the plugin start-up time)
  base.addHook('onReady', () => scheduler.start());
  base.addHook('onClose', () => scheduler.stop());

  const job = async (id: string) => {
    const row = (await ctx.db.selectFrom(JOBS).selectAll().where('id', '=', id).executeTakeFirst()) as JobRow | undefined;
    if (!row) throw notFound('定时任务不存在');
    return row;
  };
  const byClass = async (q: { id?: string; jobClassName?: string }) => {
    if (q.id) return job(q.id);
    const row = (await ctx.db.selectFrom(JOBS).selectAll().where('job_class_name', '=', q.jobClassName!).orderBy('create_time').executeTakeFirst()) as
      JobRow | undefined;
    if (!row) throw notFound('定时任务不存在');
    return row;
  };
  const cronRefusal = (expr: string) => {
    const msg = cronError(expr) ?? frequencyError(expr, ctx.config.jobMinIntervalSeconds);
    return msg && badRequest(`Cron表达式（cronExpression）有误：${msg}`, 'cronExpression');
  };
  const setStatus = (status: number, done: string) => async (req: { user: AuthUser | null; query: { id?: string; jobClassName?: string } }) => {
    const row = await byClass(req.query);
    if (status === RUNNING) {
      assertMayManage(req.user!, row.job_class_name);
      // saved before the frequency rule (or with a lower ISPS_JOB_MIN_INTERVAL_SECONDS): not started again as it is
      const refused = cronRefusal(row.cron_expression);
      if (refused) throw refused;
    }
    await ctx.db.updateTable(JOBS).set({ status }).where('id', '=', row.id).execute();
    ctx.bus.publish(JOBS_TOPIC);
    return ok(null, done);
  };
  // POST, and GET as JeecgBoot's console sends them (a token header, never a cookie, so a link cannot trigger them);
  // either way written to the operation log
  for (const method of ['POST', 'GET'] as const) {
    for (const [action, status, done, summary] of STATUS_ROUTES) {
      app.route({
        method,
        url: `/sys/quartzJob/${action}`,
        config: { perm: `quartzJob:${action}`, changes: true },
        schema: { tags, summary, querystring: byIdOrClass, response: looseAnswer },
        handler: setStatus(status, done),
      });
    }
    app.route({
      method,
      url: '/sys/quartzJob/execute',
      config: { perm: 'quartzJob:execute', changes: true },
      schema: {
        tags,
        summary: 'Run a job once now, in the background; the run goes to its run log (log purges: administrators only)',
        querystring: byId,
        response: looseAnswer,
      },
      handler: async (req) => {
        const row = await job(req.query.id);
        assertMayManage(req.user!, row.job_class_name);
        return ok({ runId: await scheduler.runNow(row) }, '执行成功');
      },
    });
  }

  app.get(
    '/sys/quartzJob/runs',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Run log of a job, newest first',
        querystring: z.object({
          jobId: zId('jobId'),
          ...pagingParams(200),
        }),
        response: answerOf(jobRuns),
      },
    },
    async (req) => ok(await listRuns(ctx.db, req.query.jobId, req.query.pageNo, req.query.pageSize, langOf(req))),
  );

  app.get(
    '/sys/quartzJob/nextFireTimes',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'The next five fire times of a cron expression (400 when invalid or firing more often than ISPS_JOB_MIN_INTERVAL_SECONDS)',
        querystring: z.object({ cronExpression: z.string().max(255) }),
        response: answerOf(fireTimes),
      },
    },
    async (req) => {
      const refused = cronRefusal(req.query.cronExpression);
      if (refused) throw refused;
      return ok(nextFireTimes(req.query.cronExpression).map((d) => d.toISOString()));
    },
  );

  app.get(
    '/sys/quartzJob/classes',
    { config: { perm: read }, schema: { tags, summary: 'The job classes a job may name', response: answerOf(z.array(jobClass)) } },
    async () => ok(jobClasses()),
  );
}
