import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/types.js';
import { registerRoutes } from './register.js';
import { resetRoutes } from './reset.js';

/** What a visitor can do about an account before logging in: register, reset a forgotten password. */
export async function selfServiceRoutes(app: FastifyInstance, ctx: Ctx) {
  await registerRoutes(app, ctx);
  await resetRoutes(app, ctx);
}
