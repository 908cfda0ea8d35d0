import type { FastifyInstance } from 'fastify';
import { rawClientAddress } from '../http/clientAddress.js';
import type { Ctx } from '../http/types.js';
import { commissionRoutes } from './api/commission.js';
import { linkStatusRoutes } from './api/linkStatus.js';
import { portalRoutes } from './api/portal.js';
import { spectrumRoutes } from './api/spectra.js';
import { wrdbRoutes } from './api/wrdb.js';
import { DEVICES_TOPIC } from './devices/hooks.js';
import { ensureHistoryTables } from './history/partitions.js';
import { historyRoutes } from './history/routes.js';
import { startHistory } from './history/start.js';
import { RealtimePlane, registerPlane } from './plane.js';

/**
 * The realtime plane as a domain module: loads the devices, starts the simulator (unless
 * ISPS_SIMULATOR=off) and the history writer (unless ISPS_HISTORY=off), mounts the commissioning and
 * link-status routes, and stops it all on close. Events: pq/.
 */
export async function realtimeRoutes(app: FastifyInstance, ctx: Ctx) {
  const plane = new RealtimePlane(ctx, ctx.config.realtime, app.log);
  registerPlane(ctx, plane);
  ctx.bus.on(DEVICES_TOPIC, () => void plane.reload());
  app.addHook('onClose', () => plane.stop());
  await plane.start();
  // the history tables are made in the background: the server does not wait for them to start
  const historyReady = ensureHistoryTables(ctx.db);
  historyReady.catch((err) => app.log.error({ err }, 'history tables'));
  if (plane.opts.history.enabled) app.addHook('onClose', startHistory(ctx, plane, historyReady, app.log));
  // the event detector (alarm rules, captures, notifications) runs in pq/routes.ts
  linkStatusRoutes(app, plane);
  commissionRoutes(app, ctx);
  publicReads.set(ctx, (pub) => {
    portalRoutes(pub, plane);
    // an open session's polls (last timestamp, window) are answered in front of Fastify (a session in Redis after its round trip)
    wrdbRoutes(pub, plane, { routes: ctx.hot, address: rawClientAddress(ctx.config.trustProxy) });
    spectrumRoutes(pub, plane);
    historyRoutes(pub, plane, ctx.db, historyReady);
  });
}

const publicReads = new WeakMap<Ctx, (app: FastifyInstance) => void>();

/**
 * The portal's public reads (portal, wrdb, spectra, history), which app.ts mounts in a context of their
 * own: the console's guard and operation log have nothing to do for them, and on a busy portal they
 * answer thousands of polls a second (the two cost ~7 µs of a ~60 µs window poll).
 */
export async function realtimePublicRoutes(app: FastifyInstance, ctx: Ctx) {
  publicReads.get(ctx)?.(app);
}
