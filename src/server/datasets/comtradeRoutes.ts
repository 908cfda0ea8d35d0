import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { datasetChannels } from '#shared/contract/datasets.js';
import { ok } from '#shared/contract/envelope.js';
import { baseName, comtradeAnswer, fileTypeOf, sendComtrade, zFormat, zPack } from '../comtrade/send.js';
import { badRequest } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';
import { readable } from './access.js';
import { readRange } from './blocks.js';
import { layout, loadMeta } from './comtradeIn.js';
import { datasetComtrade } from './comtradeOut.js';
import { SHEET_ROWS } from './source.js';

const tags = ['Data sets'];

/** The channels a data set has: one for a set of time,value points; a COMTRADE set's analog and status channels. */
async function channelsOf(ctx: Ctx, d: { id: string; source: string; name: string }) {
  if (d.source !== 'comtrade') return [{ index: 0, kind: 'analog' as const, name: d.name, phase: '', unit: '' }];
  const m = await loadMeta(ctx, d.id);
  return [
    ...m.analogs.map((c, i) => ({
      index: i,
      kind: 'analog' as const,
      name: c.id,
      phase: c.phase,
      unit: c.unit,
      primary: c.primary,
      secondary: c.secondary,
      ps: c.ps,
    })),
    ...m.digitals.map((c, i) => ({ index: m.analogs.length + i, kind: 'digital' as const, name: c.id, phase: c.phase, unit: '' })),
  ];
}

/** Checks `channel` against the set's channels (400 naming it). */
export async function channelParam(ctx: Ctx, d: { id: string; source: string }, channel: number) {
  if (!channel) return 0;
  const n = d.source === 'comtrade' ? (({ na, nd }) => na + nd)(layout(await loadMeta(ctx, d.id))) : 1;
  if (channel >= n) throw badRequest(`channel 应小于 ${n}（该数据集的通道数）`, 'channel');
  return channel;
}

/** The Excel check of a COMTRADE set: its samples as a table (time, then a column per channel), the first 1,000 rows. */
export async function comtradeSheet(ctx: Ctx, d: { id: string; source: string; name: string }) {
  const chans = await channelsOf(ctx, d);
  const cols = await Promise.all(chans.map((c) => readRange(ctx.db, d.id, 0, SHEET_ROWS, c.index)));
  const time = (t: number) => new Date(t * 1000).toISOString().replace('T', ' ').replace('Z', '');
  return [
    {
      name: d.name,
      headerRow: null, // a table built from the recording, not an uploaded sheet
      header: ['time (UTC)', ...chans.map((c) => (c.unit ? `${c.name} (${c.unit})` : c.name))],
      rows: Array.from(cols[0]?.t ?? [], (t, i) => ({
        number: i + 1,
        cells: [time(t), ...cols.map((c) => (Number.isNaN(c.v[i]) ? null : c.v[i]))],
      })),
    },
  ];
}

/** COMTRADE out of any data set, and the channel list the curve and browse dialogs choose from. */
export function datasetComtradeRoutes(base: FastifyInstance, ctx: Ctx, read: string) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/isps/dataset/channels',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Channels of a data set (a COMTRADE set: its analog and status channels)',
        querystring: z.object({ id: zId('id') }),
        response: answerOf(datasetChannels),
      },
    },
    async (req) => ok(await channelsOf(ctx, await readable(ctx, req.user!, req.query.id))),
  );
  app.get(
    '/isps/dataset/comtrade',
    {
      config: { perm: read, queryToken: true },
      schema: {
        tags,
        summary: 'The data set as IEEE C37.111-2013 COMTRADE (.cff, or .cfg + .dat in a zip); a set imported from COMTRADE comes back as it was imported',
        querystring: z.object({ id: zId('id'), format: zFormat, pack: zPack }),
        response: comtradeAnswer,
      },
    },
    async (req, reply) => {
      const d = await readable(ctx, req.user!, req.query.id);
      if (d.status !== 'done') throw badRequest('数据集尚未生成完成', 'id');
      const full = await ctx.db.selectFrom('isps_dataset').select(['device', 'meas_type']).where('id', '=', d.id).executeTakeFirst();
      const rec = await datasetComtrade(
        ctx,
        { ...d, device: full?.device as string | null, meas_type: full?.meas_type as string | null },
        fileTypeOf(req.query.format),
      );
      // a recording keeps its device's name: exported again, the zip's entries are named as before
      return sendComtrade(reply, rec, baseName(rec, d.source === 'comtrade' ? rec.device : d.name), req.query.pack);
    },
  );
}
