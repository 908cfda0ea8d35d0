import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/types.js';

/** Hand-written depart endpoints beside the schema CRUD routes. */
export async function departRoutes(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
