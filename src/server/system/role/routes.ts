import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/types.js';

/** Hand-written role endpoints beside the schema CRUD routes. */
export async function roleRoutes(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
