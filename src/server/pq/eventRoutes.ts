import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { pageOf } from '#shared/contract/page.js';
import { pqEvent } from '#shared/contract/pqEvents.js';
import { capturePart } from '#shared/contract/pqCharts.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import { langOf } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { XLSX_TYPE, xlsxStream } from '../http/xlsxStream.js';
import { valuesOf } from './capture.js';
import { applyFilters, eventFilters, listQuery, SORTS } from './filters.js';
import { EVENT_COLUMNS, EXPORT_COLUMNS, eventRow, kindText } from './rows.js';
import { CAPTURES_TABLE, EVENTS_TABLE } from './tables.js';

const tags = ['Power quality'];
export const READ_PERM = 'pq_event:list';
export const EXPORT_PERM = 'pq_event:export';
/** rows of one export (the list's filters narrow a larger set) */
const MAX_EXPORT = 20_000;

/** The event list (filters, paging, sort), its Excel export, one event, and its capture. */
export function eventRoutes(base: FastifyInstance, ctx: Ctx, ready: Promise<unknown>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pq/event/list',
    {
      config: { perm: READ_PERM },
      schema: {
        tags,
        summary: 'Power-quality events, newest first (filters: device, kind, time, depth, duration)',
        querystring: listQuery,
        response: answerOf(pageOf(pqEvent)),
      },
    },
    async (req) => {
      await ready;
      const q = req.query;
      const where = applyFilters(ctx.db.selectFrom(EVENTS_TABLE), q);
      const total = Number((await where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await where
        .select([...EVENT_COLUMNS])
        .orderBy(SORTS[q.column], q.order)
        .orderBy('id')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return ok({ records: rows.map(eventRow), total, current: q.pageNo, size: q.pageSize, pages: Math.ceil(total / q.pageSize) });
    },
  );

  app.get(
    '/pq/event/exportXls',
    {
      config: { perm: EXPORT_PERM },
      schema: { tags, summary: 'The filtered events as an .xlsx (at most 20,000, newest first)', querystring: eventFilters, response: xlsxAnswer('events') },
    },
    async (req, reply) => {
      await ready;
      const lang = langOf(req);
      const rows = (
        await applyFilters(ctx.db.selectFrom(EVENTS_TABLE), req.query)
          .select([...EVENT_COLUMNS])
          .orderBy('start_ms', 'desc')
          .limit(MAX_EXPORT)
          .execute()
      ).map(eventRow);
      const cells = rows.map((r) => ({
        ...r,
        start: new Date(r.startMs).toISOString().replace('T', ' ').slice(0, 23),
        kindText: kindText(r.kind, lang),
        durationMs: Math.round(r.durationMs * 10) / 10,
        extreme: Math.round(r.extreme * 1000) / 1000,
      }));
      const columns = EXPORT_COLUMNS.map(([key, zh, en, width]) => ({ key, header: lang === 'en' ? en : zh, width }));
      const name = lang === 'en' ? 'power-quality-events.xlsx' : '电能质量事件.xlsx';
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', name))
        .send(xlsxStream(lang === 'en' ? 'Events' : '事件', columns, [cells]));
    },
  );

  app.get(
    '/pq/event/queryById',
    { config: { perm: READ_PERM }, schema: { tags, summary: 'One event', querystring: z.object({ id: zId('id') }), response: answerOf(pqEvent) } },
    async (req) => {
      await ready;
      const row = await ctx.db
        .selectFrom(EVENTS_TABLE)
        .select([...EVENT_COLUMNS])
        .where('id', '=', req.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('事件不存在');
      return ok(eventRow(row));
    },
  );

  app.get(
    '/pq/event/capture',
    {
      config: { perm: READ_PERM },
      schema: {
        tags,
        summary: "An event's captured samples: every point of its device, [start − before, end + after], full resolution",
        querystring: z.object({ id: zId('id') }),
        response: answerOf(z.array(capturePart)),
      },
    },
    async (req) => {
      await ready;
      const ev = await ctx.db.selectFrom(EVENTS_TABLE).select('id').where('id', '=', req.query.id).executeTakeFirst();
      if (!ev) throw notFound('事件不存在');
      const parts = await ctx.db.selectFrom(CAPTURES_TABLE).selectAll().where('event_id', '=', req.query.id).orderBy('record_id').execute();
      return ok(
        parts.map((p) => ({
          recordId: Number(p.record_id),
          measType: p.meas_type,
          pointId: p.point_id,
          channelName: p.channel_name,
          rate: Number(p.rate),
          width: Number(p.width),
          startIndex: Number(p.start_index),
          rows: Number(p.rows),
          values: valuesOf(p.data),
        })),
      );
    },
  );
}
