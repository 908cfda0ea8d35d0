import type { Ctx } from '../../http/types.js';
import type { RealtimePlane } from '../plane.js';
import { HistoryWriter } from './writer.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

/**
 * Starts writing history once a second, once `ready` (the tables) resolves (a pass still running
 * makes the next one wait its turn; the seconds it missed are caught up). Returns the stop function.
 */
export function startHistory(ctx: Ctx, plane: RealtimePlane, ready: Promise<void>, log?: Log): () => Promise<void> {
  const writer = new HistoryWriter(ctx.db, plane);
  let running: Promise<unknown> | null = null;
  let lastError = 0;
  const timer = setInterval(() => {
    // with several processes every ring holds every row: the one that feeds them writes history
    if (running || !plane.feeding) return;
    running = ready
      .then(() => writer.tick())
      .catch((err) => {
        if (Date.now() - lastError > 60_000) log?.error({ err }, 'history writer');
        lastError = Date.now();
      })
      .finally(() => {
        running = null;
      });
  }, 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
