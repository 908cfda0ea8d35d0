import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Lang } from '../http/lang.js';
import { sayIn, storedSayIn, type Said } from '../i18n/said.js';

export const RUNS = 'sys_quartz_job_run';

/**
 * Claims one run of a job. A scheduled fire carries its fire time: the unique (job_id, fire_at)
 * index lets exactly one server process of several on one database insert it; the others get
 * null and skip. Manual runs (fire_at null) never collide.
 */
export async function claimRun(db: DB, jobId: string, fireAt: number | null, runner: string): Promise<string | null> {
  const id = newId();
  const row = await db
    .insertInto(RUNS)
    .values({
      id,
      job_id: jobId,
      fire_at: fireAt,
      manual: fireAt === null,
      start_time: nowText(),
      status: 'running',
      runner,
    })
    .onConflict((oc) => oc.columns(['job_id', 'fire_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? id : null;
}

export async function finishRun(db: DB, id: string, durationMs: number, outcome: { result?: Said | string; error?: string }) {
  const { result } = outcome;
  const text = typeof result === 'object' ? sayIn(result, 'zh') : (result ?? '');
  await db
    .updateTable(RUNS)
    .set({
      duration_ms: Math.round(durationMs),
      status: outcome.error === undefined ? 'ok' : 'error',
      // Chinese for JeecgBoot's console; the key and parameters for a reader in another language
      result: outcome.error === undefined ? text.slice(0, 1000) : null,
      result_said: typeof result === 'object' ? JSON.stringify(result).slice(0, 2000) : null,
      error_text: outcome.error?.slice(0, 4000) ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** The newest runs of a job, newest first. */
export async function listRuns(db: DB, jobId: string, page: number, pageSize: number, lang: Lang = 'zh') {
  const base = db.selectFrom(RUNS).where('job_id', '=', jobId);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(['id', 'start_time', 'duration_ms', 'status', 'result', 'result_said', 'error_text', 'manual', 'runner'])
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total),
    current: page,
    size: pageSize,
    records: rows.map((r) => ({
      id: r.id,
      startTime: r.start_time,
      durationMs: r.duration_ms,
      status: r.status,
      result: (lang !== 'zh' && storedSayIn(r.result_said, lang)) || r.result,
      errorText: r.error_text,
      manual: r.manual,
      runner: r.runner,
    })),
  };
}
