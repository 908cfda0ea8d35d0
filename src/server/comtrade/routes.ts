import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPermOf } from '../crud/perms.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { deviceWindow, pointsOf } from './deviceWindow.js';
import { comtradeFromSamples } from './fromSamples.js';
import { baseName, comtradeAnswer, fileTypeOf, sendComtrade, zFormat, zPack } from './send.js';

const seconds = (f: string) => z.coerce.number({ error: `${f} 须为 Unix 秒` }).positive(`${f} 须为 Unix 秒`);

/** GET /isps/comtrade/device: a device's points over a time window as COMTRADE, at full resolution (ring or history). */
export async function comtradeRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const device = ctx.registry.get('isps_device');
  app.get(
    '/isps/comtrade/device',
    {
      config: { perm: device ? readPermOf(device) : undefined, queryToken: true },
      schema: {
        tags: ['COMTRADE'],
        summary:
          "A device's points (comma list, default fq,RF,UAA) in [begin, end] as IEEE C37.111-2013 COMTRADE: one .cff, or .cfg + .dat in a zip; ASCII, BINARY, BINARY32 or FLOAT32 data",
        querystring: z.object({
          device: z.string({ error: 'device 不能为空' }).trim().min(1, 'device 不能为空').max(32),
          points: z.string().max(400).optional(),
          begin: seconds('begin'),
          end: seconds('end'),
          format: zFormat,
          pack: zPack,
        }),
        response: comtradeAnswer,
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.end < q.begin) throw badRequest('end（结束时间）不能早于 begin（开始时间）', 'end');
      if (q.begin > Date.now() / 1000) throw badRequest('begin（开始时间）不能晚于当前时间', 'begin');
      const entry = realtimeOf(ctx)?.directory.byEquipId.get(q.device);
      if (!entry) throw badRequest(`装置 ${q.device} 不存在`, 'device');
      const names = (q.points ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 64) throw badRequest('points 最多 64 个', 'points');
      const { input } = await deviceWindow(ctx, entry, pointsOf(entry, names), q.begin, q.end);
      const rec = comtradeFromSamples(input, fileTypeOf(q.format));
      return sendComtrade(reply, rec, baseName(rec, entry.device.equipId), q.pack);
    },
  );
}
