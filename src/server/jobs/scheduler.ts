import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Cron } from 'croner';
import type { Ctx } from '../http/types.js';
import { CRON_OPTIONS } from './cron.js';
import { frequencyError } from './interval.js';
import { jobClass } from './registry.js';
import { claimRun, finishRun } from './runLog.js';
import type { JobRow } from './types.js';

export const JOBS = 'sys_quartz_job';
/** bus topic: a job changed somewhere; every process re-reads the jobs */
export const JOBS_TOPIC = 'quartz-jobs';
/** quartz_status: 0 running, -1 stopped */
export const RUNNING = 0;

interface Log {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * Each server process keeps a croner timer per running job; at a fire it re-reads the job (a
 * pause on another process counts at once) and claims the run in the run log, so with several
 * processes on one database exactly one runs it. A failing run is logged and never stops the timer.
 */
export class Scheduler {
  readonly runner = randomBytes(6).toString('hex');
  private crons = new Map<string, Cron>();
  private inFlight = new Set<Promise<void>>();
  private loading: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly ctx: Ctx,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    this.ctx.bus.on(JOBS_TOPIC, () => void this.reload());
    await this.reload();
  }

  /** Re-reads the running jobs and replaces the timers (serialised). */
  reload(): Promise<void> {
    this.loading = this.loading
      .then(async () => {
        if (this.stopped) return;
        const rows = (await this.ctx.db
          .selectFrom(JOBS)
          .select(['id', 'job_class_name', 'cron_expression', 'parameter', 'status'])
          .where('status', '=', RUNNING)
          .execute()) as JobRow[];
        if (this.stopped) return;
        for (const c of this.crons.values()) c.stop();
        this.crons.clear();
        for (const row of rows) {
          // saved before the frequency rule, or under a lower ISPS_JOB_MIN_INTERVAL_SECONDS: not left to run away
          const tooOften = frequencyError(row.cron_expression, this.ctx.config.jobMinIntervalSeconds);
          if (tooOften) {
            this.log.error({ job: row.id }, `quartz job not scheduled: ${tooOften}`);
            continue;
          }
          try {
            this.crons.set(row.id, new Cron(row.cron_expression, { ...CRON_OPTIONS, protect: true, unref: true }, (self) => this.fire(row.id, self)));
          } catch (err) {
            this.log.error({ err, job: row.id }, 'quartz job not scheduled'); // saved before validation existed
          }
        }
      })
      .catch((err) => this.log.error({ err }, 'quartz jobs not loaded'));
    return this.loading;
  }

  /** The scheduled fire: the same fire time in every process, so only one claim wins. */
  private async fire(jobId: string, self: Cron): Promise<void> {
    const fireAt = self.previousRuns(1, new Date(Date.now() + 1))[0]?.getTime() ?? Math.floor(Date.now() / 1000) * 1000;
    await this.track(async () => {
      const job = (await this.ctx.db.selectFrom(JOBS).selectAll().where('id', '=', jobId).executeTakeFirst()) as JobRow | undefined;
      if (!job || Number(job.status) !== RUNNING) return;
      const runId = await claimRun(this.ctx.db, jobId, fireAt, this.runner);
      if (runId) await this.execute(job, runId);
    });
  }

  /** Run once now (in this process), logged as a manual run; resolves when the run is recorded. */
  async runNow(job: JobRow): Promise<string> {
    const runId = (await claimRun(this.ctx.db, job.id, null, this.runner))!;
    void this.track(() => this.execute(job, runId));
    return runId;
  }

  private async execute(job: JobRow, runId: string): Promise<void> {
    const t0 = performance.now();
    const cls = jobClass(job.job_class_name);
    const log = (msg: string) => this.log.info({ job: job.id, jobClass: job.job_class_name }, msg);
    try {
      if (!cls) throw new Error(`未知的任务类：${job.job_class_name}`);
      const result = await cls.run({ ctx: this.ctx, parameter: job.parameter ?? '', log });
      await finishRun(this.ctx.db, runId, performance.now() - t0, { result: result ?? undefined });
    } catch (err) {
      this.log.error({ err, job: job.id }, 'quartz job failed');
      await finishRun(this.ctx.db, runId, performance.now() - t0, { error: (err as Error).stack ?? String(err) }).catch((e) =>
        this.log.error({ err: e }, 'quartz run not recorded'),
      );
    }
  }

  private track(fn: () => Promise<void>): Promise<void> {
    const p = fn()
      .catch((err) => this.log.error({ err }, 'quartz fire failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    return p;
  }

  /** Stops the timers and waits for runs under way (the database is still open). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loading;
    for (const c of this.crons.values()) c.stop();
    this.crons.clear();
    await Promise.all([...this.inFlight]);
  }
}

const schedulers = new WeakMap<Ctx, Scheduler>();
export const schedulerOf = (ctx: Ctx): Scheduler | undefined => schedulers.get(ctx);
export const registerScheduler = (ctx: Ctx, s: Scheduler) => schedulers.set(ctx, s);
