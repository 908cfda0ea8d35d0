import { z } from 'zod';

/** GET /sys/quartzJob/classes: a job class a job may name, with its title. */
export const jobClass = z.object({ name: z.string(), title: z.string() });
/** GET /sys/quartzJob/nextFireTimes: the next fire times, ISO 8601. */
export const fireTimes = z.array(z.string());

/** One run of a job (GET /sys/quartzJob/runs, newest first); startTime as the database prints it. */
export const jobRun = z.object({
  id: z.string(),
  startTime: z.string(),
  durationMs: z.number().int().nullable(),
  status: z.enum(['running', 'ok', 'error']),
  result: z.string().nullable().describe('in the asker’s language when the job said it in more than one'),
  errorText: z.string().nullable(),
  manual: z.boolean(),
  runner: z.string().nullable().describe('the server process that ran it'),
});
export type JobRun = z.infer<typeof jobRun>;
/** A page of a job's runs (no `pages`: the log drawer pages by total). */
export const jobRuns = z.object({ records: z.array(jobRun), total: z.number().int(), size: z.number().int(), current: z.number().int() });
