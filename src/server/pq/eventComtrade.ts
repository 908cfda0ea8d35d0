import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelOf } from '../comtrade/deviceWindow.js';
import { comtradeFromSamples } from '../comtrade/index.js';
import { baseName, comtradeAnswer, fileTypeOf, sendComtrade, zFormat, zPack } from '../comtrade/send.js';
import { badRequest, notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';
import type { MeasType } from '../realtime/devices/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { valuesOf } from './capture.js';
import { READ_PERM } from './eventRoutes.js';
import { CAPTURES_TABLE, EVENTS_TABLE } from './tables.js';

/**
 * GET /pq/event/comtrade: an event's stored capture as COMTRADE. One file has one sampling rate, so it
 * holds the capture's single-value points of one rate: the fastest (the waveform on an SMD-W) unless
 * `rate` names another the capture has; spectra (many values a row) stay out.
 */
export function eventComtradeRoute(base: FastifyInstance, ctx: Ctx, ready: Promise<unknown>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pq/event/comtrade',
    {
      config: { perm: READ_PERM, queryToken: true },
      schema: {
        tags: ['Power quality'],
        summary: "An event's capture as IEEE C37.111-2013 COMTRADE (.cff, or .cfg + .dat in a zip)",
        querystring: z.object({ id: zId('id'), format: zFormat, pack: zPack, rate: z.coerce.number().positive().max(1e6).optional() }),
        response: comtradeAnswer,
      },
    },
    async (req, reply) => {
      await ready;
      const q = req.query;
      const ev = await ctx.db
        .selectFrom(EVENTS_TABLE)
        .select(['equip_id', 'kind', 'start_ms', 'duration_ms', 'extreme'])
        .where('id', '=', q.id)
        .executeTakeFirst();
      if (!ev) throw notFound('事件不存在');
      const parts = (await ctx.db.selectFrom(CAPTURES_TABLE).selectAll().where('event_id', '=', q.id).orderBy('record_id').execute()).filter(
        (p) => Number(p.width) === 1,
      );
      if (!parts.length) throw badRequest('该事件没有录波数据', 'id');
      const rates = [...new Set(parts.map((p) => Number(p.rate)))].sort((a, b) => b - a);
      const rate = q.rate ?? rates[0];
      if (!rates.includes(rate)) throw badRequest(`rate 须为录波中的采样率之一：${rates.join('、')}`, 'rate');
      const chosen = parts.filter((p) => Number(p.rate) === rate);
      const first = Math.min(...chosen.map((p) => Number(p.start_index)));
      const length = Math.max(...chosen.map((p) => Number(p.start_index) + Number(p.rows))) - first;
      const entry = realtimeOf(ctx)?.directory.byEquipId.get(String(ev.equip_id));
      const device = entry ?? { device: { equipId: String(ev.equip_id), ratedKv: 0 } };
      const channels = chosen.map((p) => {
        // a point whose rows start later or end sooner than the others: missing values there
        const values = new Float64Array(length).fill(NaN);
        valuesOf(p.data).forEach((v, i) => (values[Number(p.start_index) - first + i] = v ?? NaN));
        return channelOf(device as never, { measType: p.meas_type as MeasType, channelName: p.channel_name ?? undefined }, values);
      });
      const rec = comtradeFromSamples(
        {
          station: entry?.device.nameEn || String(ev.equip_id),
          deviceId: String(ev.equip_id),
          start: first / rate,
          trigger: Number(ev.start_ms) / 1000,
          sampleRate: rate,
          channels,
          header: `ISPS power-quality event: ${ev.kind}, extreme ${Number(ev.extreme)}, ${Number(ev.duration_ms)} ms`,
        },
        fileTypeOf(q.format),
      );
      return sendComtrade(reply, rec, baseName(rec, `${ev.equip_id}_${ev.kind}`), q.pack);
    },
  );
}
