import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { linkStatusList } from '#shared/contract/deviceLink.js';
import { ok } from '#shared/contract/envelope.js';
import type { RealtimePlane } from '../plane.js';

const Query = z.object({
  ids: z
    .string({ error: '参数 ids 不能为空' })
    .max(20_000, '参数 ids 过长')
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
export function linkStatusRoutes(base: FastifyInstance, plane: RealtimePlane) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/isps/device/linkStatus',
    {
      config: { perm: 'device:list' },
      schema: { tags: ['realtime'], summary: 'C37.118.2 link counters of devices (ids=a,b)', querystring: Query, response: answerOf(linkStatusList) },
    },
    async (req) => {
      const { ids } = req.query;
      const links = await plane.linkStatus(ids);
      return ok(ids.map((id, i) => ({ id, link: links[i] })));
    },
  );
}
