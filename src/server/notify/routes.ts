import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/types.js';
import { announcementRoutes } from './announcementRoutes.js';
import { eventMuteRoutes } from './eventMutes.js';
import { messageRoutes } from './messageRoutes.js';
import { readRoutes } from './readRoutes.js';
import { announcementShowRoute } from './showRoute.js';
import { socketRoutes } from './socket.js';
import { syncNoticRoute } from './syncNotic.js';

/**
 * Announcements, messages and the live channel (issue 8). The entities themselves are
 * schemas (sys_announcement, sys_message_template, sys_message); these are the routes a
 * schema cannot express. Registered before the CRUD routes, so queryById here wins.
 */
export async function notifyRoutes(app: FastifyInstance, ctx: Ctx) {
  await announcementRoutes(app, ctx);
  await readRoutes(app, ctx);
  await announcementShowRoute(app, ctx);
  await eventMuteRoutes(app, ctx);
  await messageRoutes(app, ctx);
  await socketRoutes(app, ctx);
  await syncNoticRoute(app, ctx);
}
