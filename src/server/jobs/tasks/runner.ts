import { newId } from '#shared/ids.js';
import { nowText } from '../../crud/records.js';
import type { DB } from '../../db/types.js';
import type { TaskHandle, TaskSpec, TaskWork } from './types.js';

const TABLE = 'sys_task';
/** Every process refreshes its running tasks' heartbeat this often … */
export const HEARTBEAT_MS = 10_000;
/** … so a task whose heartbeat is older than this has lost its process (crash, restart, kill). */
export const STALE_MS = 3 * HEARTBEAT_MS;
export const INTERRUPTED = '任务中断：执行任务的服务已停止或重启，请重新发起';

/**
 * Background tasks recorded in sys_task: started here, run in this process, their progress and
 * result written back. A task whose process went away is marked failed by the next sweep (at
 * start-up and then every heartbeat), so none stays "running" for ever or vanishes unseen.
 */
export class TaskRunner {
  private readonly mine = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly db: DB) {
    this.timer = setInterval(() => void this.beat().catch(() => {}), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Records the task and starts it; resolves to its id once recorded (the work goes on). */
  async start(spec: TaskSpec, work: TaskWork): Promise<string> {
    const id = newId();
    const now = nowText();
    await this.db
      .insertInto(TABLE)
      .values({
        id,
        task_name: spec.name,
        kind: spec.kind,
        status: 'running',
        progress: 0,
        owner: spec.owner,
        start_time: now,
        heartbeat: now,
        create_by: spec.owner,
        create_time: now,
      })
      .execute();
    this.mine.add(id);
    const handle: TaskHandle = {
      id,
      progress: async (p) => {
        await this.db
          .updateTable(TABLE)
          .set({ progress: Math.max(0, Math.min(100, Math.round(p))), heartbeat: nowText() })
          .where('id', '=', id)
          .execute();
      },
    };
    const run = work(handle)
      .then(
        (result) => this.finish(id, 'done', result, 100),
        (err) => this.finish(id, 'failed', String((err as Error)?.message ?? err)),
      )
      .finally(() => {
        this.mine.delete(id);
        this.running.delete(run);
      });
    this.running.add(run);
    return id;
  }

  private async finish(id: string, status: 'done' | 'failed', result: string, progress?: number) {
    await this.db
      .updateTable(TABLE)
      .set({ status, result: result.slice(0, 1000), end_time: nowText(), heartbeat: nowText(), ...(progress ? { progress } : {}) })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
  }

  /** Marks failed every unfinished task whose heartbeat stopped (its process is gone). */
  async sweep(): Promise<number> {
    const cutoff = nowText(new Date(Date.now() - STALE_MS));
    const r = await this.db
      .updateTable(TABLE)
      .set({ status: 'failed', result: INTERRUPTED, end_time: nowText() })
      .where('status', 'in', ['queued', 'running'])
      .where('heartbeat', '<', cutoff)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  private async beat() {
    if (this.mine.size)
      await this.db
        .updateTable(TABLE)
        .set({ heartbeat: nowText() })
        .where('id', 'in', [...this.mine])
        .execute();
    await this.sweep();
  }

  /** Waits for running tasks (tests, graceful shutdown) — at most `ms`; what is still running then is marked failed. */
  async close(ms = 5_000): Promise<void> {
    clearInterval(this.timer);
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, ms).unref())]);
    if (this.mine.size) {
      await this.db
        .updateTable(TABLE)
        .set({ status: 'failed', result: INTERRUPTED, end_time: nowText() })
        .where('id', 'in', [...this.mine])
        .execute()
        .catch(() => {});
    }
  }
}
