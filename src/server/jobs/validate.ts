import { badRequest } from '../http/errors.js';
import { cronError } from './cron.js';
import { frequencyError } from './interval.js';
import { jobClass, jobClasses } from './registry.js';

/**
 * Refuses a job that could not run or would run away: unknown class, bad cron expression, one firing
 * more often than every `minSeconds` (ISPS_JOB_MIN_INTERVAL_SECONDS), bad parameter (400 naming the field).
 */
export function validateJob(job: { className: string; cron: string; parameter: string }, minSeconds: number) {
  const cls = jobClass(job.className);
  if (!cls)
    throw badRequest(
      `任务类名（jobClassName）未知：${job.className}；可用：${jobClasses()
        .map((c) => c.name)
        .join('、')}`,
      'jobClassName',
    );
  const cronMsg = cronError(job.cron) ?? frequencyError(job.cron, minSeconds);
  if (cronMsg) throw badRequest(`Cron表达式（cronExpression）有误：${cronMsg}`, 'cronExpression');
  const paramMsg = cls.checkParameter?.(job.parameter);
  if (paramMsg) throw badRequest(`参数（parameter）有误：${paramMsg}`, 'parameter');
}
