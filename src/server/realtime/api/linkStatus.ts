import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { parse } from '../../http/parse.js';
import type { RealtimePlane } from '../plane.js';

const Query = z.object({
  ids: z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((a) => a.length <= 200, '参数 ids 最多 200 个'),
});

/**
 * GET /isps/device/linkStatus?ids=a,b (permission device:list): the C37.118.2 link of each
 * real device: state, newest frame time, frame rate, CRC errors, refused frames, STAT problems.
 * Devices without a link (simulated, stopped) answer `link: null`.
 */
export function linkStatusRoutes(app: FastifyInstance, plane: RealtimePlane) {
  app.get(
    '/isps/device/linkStatus',
    {
      config: { perm: 'device:list' },
      schema: { tags: ['realtime'], summary: 'C37.118.2 link counters of devices (ids=a,b)' },
    },
    async (req) => {
      const { ids } = parse(Query, req.query);
      const links = await plane.linkStatus(ids);
      return ok(ids.map((id, i) => ({ id, link: links[i] })));
    },
  );
}
