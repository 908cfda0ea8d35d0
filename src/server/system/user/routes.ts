import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/types.js';

/** Hand-written user endpoints beside the schema CRUD routes. */
export async function userRoutes(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
