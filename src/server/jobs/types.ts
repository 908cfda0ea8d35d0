import type { Ctx } from '../http/types.js';
import type { Said } from '../i18n/said.js';

/** What a job class gets for one run. */
export interface JobRun {
  ctx: Ctx;
  /** the job's parameter text, as saved (may be empty) */
  parameter: string;
  /** writes to the server log under the job's name */
  log(msg: string): void;
}

/** A kind of scheduled work; a job row names one by className. */
export interface JobClass {
  /** what it does, shown beside the class name */
  title: string;
  /**
   * Deletes logs or audit rows: only administrators may create, edit, run or resume a job of this
   * class (adminOnly.ts), whatever quartzJob permissions another role holds.
   */
  purgesLogs?: boolean;
  /** refuses a bad parameter on save: return an error message, or nothing when it is fine */
  checkParameter?(parameter: string): string | undefined;
  /** the result for the run log (a Said is shown in the reader's language); throw to record a failed run */
  run(r: JobRun): Promise<Said | string | void>;
}

/** A row of sys_quartz_job. */
export interface JobRow {
  id: string;
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  status: number | string | null;
}

/** A row of sys_quartz_job_run (the run log). */
export interface RunRow {
  id: string;
  job_id: string;
  fire_at: string | number | null;
  manual: boolean;
  start_time: string;
  duration_ms: number | null;
  status: 'running' | 'ok' | 'error';
  result: string | null;
  error_text: string | null;
  runner: string;
}
