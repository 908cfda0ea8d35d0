import { Cron } from 'croner';
import { CRON_OPTIONS } from './cron.js';

const DAY_MS = 86_400_000;

/**
 * The shortest time between two fires of a valid expression, in seconds (Infinity: fires at most once).
 * Seconds, minutes and hours are the same on every day the expression fires, so croner's successive
 * runs over one such day find every gap within a day; midnight is counted as if the next day fired
 * too (a day list may skip it: then the check is stricter than needed, never looser). Stops at the
 * first gap under `floorSeconds`, so a job firing every second costs two runs, not a day's worth.
 */
export function shortestGapSeconds(expr: string, floorSeconds: number): number {
  const cron = new Cron(expr, { ...CRON_OPTIONS, paused: true });
  const next = cron.nextRun();
  if (!next) return Infinity;
  const dayStart = new Date(next.getFullYear(), next.getMonth(), next.getDate()).getTime();
  const dayEnd = dayStart + DAY_MS;
  const first = cron.nextRun(new Date(dayStart - 1))!;
  let shortest = Infinity;
  let prev = first;
  for (let t = cron.nextRun(prev); t && t.getTime() < dayEnd; t = cron.nextRun(t)) {
    shortest = Math.min(shortest, t.getTime() - prev.getTime());
    if (shortest < floorSeconds * 1000) return shortest / 1000;
    prev = t;
  }
  const overMidnight = dayEnd - prev.getTime() + (first.getTime() - dayStart);
  return Math.min(shortest, overMidnight) / 1000;
}

/** The refusal of an expression that fires more often than every `minSeconds` (ISPS_JOB_MIN_INTERVAL_SECONDS), or nothing. */
export function frequencyError(expr: string, minSeconds: number): string | undefined {
  if (minSeconds <= 1) return undefined; // cron has whole seconds: nothing fires more often
  const gap = shortestGapSeconds(expr, minSeconds);
  return gap < minSeconds ? `触发过于频繁（最短间隔 ${gap} 秒），两次触发至少间隔 ${minSeconds} 秒（ISPS_JOB_MIN_INTERVAL_SECONDS）` : undefined;
}
