import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { chartRoutes } from './chartRoutes.js';
import { complianceRoutes } from './complianceRoutes.js';
import { pqOptions } from './config.js';
import { eventComtradeRoute } from './eventComtrade.js';
import { eventRoutes } from './eventRoutes.js';
import { RuleBook, registerRules } from './rules.js';
import { ensurePqTables } from './tables.js';
import { PqWatch, startPqWatch } from './watch.js';

const watches = new WeakMap<Ctx, PqWatch>();
/** This process's watch (tests tick it by hand: the test servers do not detect on their own). */
export const pqWatchOf = (ctx: Ctx) => watches.get(ctx);

/**
 * Power quality as a domain module: the event and capture tables, the alarm rules (every process
 * keeps them current), the detector in the feeding process (unless ISPS_DEVICE_EVENTS=off), and the
 * event, scatter and SARFI routes.
 */
export async function pqRoutes(app: FastifyInstance, ctx: Ctx) {
  const ready = ensurePqTables(ctx.db);
  ready.catch((err) => app.log.error({ err }, 'power-quality tables'));
  const book = new RuleBook(ctx);
  registerRules(ctx, book);
  book.start();
  await book.reload();
  app.addHook('onClose', async () => book.stop());
  const plane = realtimeOf(ctx);
  if (plane) {
    const watch = new PqWatch(ctx, plane, book, pqOptions());
    watches.set(ctx, watch);
    if (ctx.config.deviceEvents.detect) {
      const stop = startPqWatch(watch, plane, ready, app.log);
      app.addHook('onClose', async () => stop());
    }
  }
  eventRoutes(app, ctx, ready);
  eventComtradeRoute(app, ctx, ready);
  chartRoutes(app, ctx, ready);
  complianceRoutes(app, ctx);
}
