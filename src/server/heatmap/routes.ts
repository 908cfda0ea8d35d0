import { perMinute as limitPerMinute } from '../http/rateLimit.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { HttpError } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { HeatCache } from './cache.js';
import { HeatPool } from './pool.js';
import { HEAT_LIMITS } from './types.js';
import { parseHeatRequest } from './validate.js';

/** ok(image) as JSON bytes around an image already JSON-encoded by the worker: a copy instead of serialising ~2 MB here. */
function okBytes(image: Buffer): Buffer {
  const [head, tail] = JSON.stringify(ok(null)).split('null');
  return Buffer.concat([Buffer.from(head), image, Buffer.from(tail)]);
}

const pools = new WeakMap<Ctx, HeatPool>();
/** The render pool of a running server (the tests read its completed count). */
export const heatPoolOf = (ctx: Ctx) => pools.get(ctx);

/**
 * The heat-map image service (public: the portal's map uses it): nodes + scale → base64 PNG. Work per
 * call is bounded by HEAT_LIMITS, rendering runs on worker threads with a bounded queue, identical
 * requests answer from the cache, and one address gets `perMinute` calls so it cannot keep the pool busy alone.
 */
export async function heatmapRoutes(app: FastifyInstance, ctx: Ctx) {
  const { threads, queue, perMinute } = ctx.config.heatmap;
  const pool = new HeatPool({ threads, queue });
  pools.set(ctx, pool);
  const cache = new HeatCache(pool);
  app.addHook('onClose', () => pool.close());

  {
    const rateLimit = limitPerMinute(perMinute, (c) => `too many heat-map requests from this address: at most ${c.max} a minute, try again in ${c.after}`);
    app.post(
      '/api/heatmap',
      {
        config: { public: true, rateLimit },
        bodyLimit: HEAT_LIMITS.bodyBytes,
        schema: {
          tags: ['Heat map'],
          summary: `Heat-map PNG (base64) of nodes [{x, y, v}] over scale {w, h} (≤ ${HEAT_LIMITS.nodes} nodes, sides ≤ ${HEAT_LIMITS.side}, radius ≤ ${HEAT_LIMITS.radius})`,
          // sent as pre-built bytes (okBytes): the schema documents them, it does not serialise them
          response: answerOf(z.string().describe('PNG as base64')),
        },
      },
      async (req, reply) => {
        const heat = parseHeatRequest(req.body);
        const image = await cache.get(heat).catch((e) => {
          if (e instanceof HttpError && e.status === 503) reply.header('retry-after', '1');
          throw e;
        });
        return reply.type('application/json; charset=utf-8').send(okBytes(image));
      },
    );
  }
}
