import { afterAll, beforeAll } from 'vitest';

/**
 * The CPU each test file costs its worker process (every thread: the file's servers, their PGlite threads, the tests),
 * from its first hook to its last, for the reporter (slowestFiles.ts). The suite runs CPU-bound on two cores, so a
 * file's CPU, not its wall time, is what it takes from the others. A worker's module graph is imported before the first
 * file it runs and counts for none.
 */
let start: NodeJS.CpuUsage | undefined;

beforeAll(() => {
  start = process.cpuUsage();
});

// vitest reads the first argument's pattern for the fixtures a hook uses (none here); the file is the second
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (!start) return;
  const used = process.cpuUsage(start);
  (suite.meta as { cpuMs?: number }).cpuMs = (used.user + used.system) / 1000;
});

declare module 'vitest' {
  interface TaskMeta {
    cpuMs?: number;
  }
}
