import type { Ctx } from '../../http/types.js';
import type { RealtimePlane } from '../plane.js';
import { ensureHistoryTables } from './partitions.js';
import { HistoryWriter } from './writer.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

/**
 * Starts writing history once a second (a pass still running makes the next one wait its turn;
 * the seconds it missed are caught up). Returns the stop function.
 */
export async function startHistory(ctx: Ctx, plane: RealtimePlane, log?: Log): Promise<() => Promise<void>> {
  await ensureHistoryTables(ctx.db);
  const writer = new HistoryWriter(ctx.db, plane);
  let running: Promise<unknown> | null = null;
  let lastError = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = writer.tick().catch((err) => {
      if (Date.now() - lastError > 60_000) log?.error({ err }, 'history writer');
      lastError = Date.now();
    }).finally(() => { running = null; });
  }, 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
