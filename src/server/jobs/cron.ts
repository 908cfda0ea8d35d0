import { Cron, type CronOptions } from 'croner';

/**
 * Quartz-style expressions as JeecgBoot stores them: 6 fields (seconds first) or 7 (with year),
 * `?`, `0/5` steps, day-of-week 1-7 = SUN-SAT.
 */
export const CRON_OPTIONS: CronOptions = { mode: '6-or-7-parts', sloppyRanges: true, alternativeWeekdays: true };

/** The error of an expression in the server's wording, or nothing when croner accepts it. */
export function cronError(expr: string): string | undefined {
  try {
    if (!new Cron(expr, { ...CRON_OPTIONS, paused: true }).nextRun()) return 'Cron 表达式不会再触发';
  } catch (e) {
    return `Cron 表达式无效（需 6 或 7 段，秒在最前）：${(e as Error).message.replace(/^CronPattern: /, '')}`;
  }
  return undefined;
}

/** The next n fire times of a valid expression. */
export const nextFireTimes = (expr: string, n = 5): Date[] => new Cron(expr, { ...CRON_OPTIONS, paused: true }).nextRuns(n);
