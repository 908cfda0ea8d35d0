import { describe, expect, it } from 'vitest';
import { frequencyError, shortestGapSeconds } from '#server/jobs/interval.js';

/** How often a Quartz expression fires, for ISPS_JOB_MIN_INTERVAL_SECONDS (server side: quartzJobs.test.ts). */
describe('the shortest gap between two fires', () => {
  it('finds gaps anywhere in the day, not only among the next few runs', () => {
    expect(shortestGapSeconds('* * * * * ?', 60)).toBe(1);
    expect(shortestGapSeconds('0/30 * * * * ?', 60)).toBe(30);
    expect(shortestGapSeconds('0 * * * * ?', 60)).toBe(60);
    expect(shortestGapSeconds('0 0/5 * * * ?', 60)).toBe(300);
    // two fires a second apart once a day, and at 23:00 only
    expect(shortestGapSeconds('0,1 0 0 * * ?', 60)).toBe(1);
    expect(shortestGapSeconds('0,1 0 23 * * ?', 60)).toBe(1);
    // the day's last fire to the next day's first (23:59:30 → 00:00:30) is shorter than any within the day
    expect(shortestGapSeconds('30 0,59 0,23 * * ?', 60)).toBe(60);
    expect(frequencyError('30 0,59 0,23 * * ?', 61)).toMatch(/最短间隔 60 秒/);
    expect(shortestGapSeconds('0 0 3 * * ?', 60)).toBe(86_400);
    expect(shortestGapSeconds('0 0 2 1 1 ? 2099', 60)).toBe(86_400);
  });

  it('names the floor in its refusal, and lets everything through at 1 second', () => {
    expect(frequencyError('0/30 * * * * ?', 60)).toMatch(/最短间隔 30 秒.*至少间隔 60 秒/);
    expect(frequencyError('0 * * * * ?', 60)).toBeUndefined();
    expect(frequencyError('* * * * * ?', 1)).toBeUndefined();
  });
});
