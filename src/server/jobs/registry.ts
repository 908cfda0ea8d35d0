import type { JobClass } from './types.js';

const classes = new Map<string, JobClass>();

/**
 * The job classes a job row may name. Any module adds its own with one call, e.g.
 * `registerJobClass('isps.job.HistoryRetentionJob', { title: '…', run: async ({ ctx }) => … })`.
 */
export function registerJobClass(name: string, cls: JobClass): void {
  if (classes.has(name)) throw new Error(`job class ${name} registered twice`);
  classes.set(name, cls);
}

export const jobClass = (name: string): JobClass | undefined => classes.get(name);

export const jobClasses = () => [...classes].map(([name, c]) => ({ name, title: c.title }));
