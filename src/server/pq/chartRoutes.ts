import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { pqDevice, sarfiAnswer, scatter } from '#shared/contract/pqCharts.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { langOf } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { XLSX_TYPE, xlsxStream } from '../http/xlsxStream.js';
import { EXPORT_PERM, READ_PERM } from './eventRoutes.js';
import { applyFilters, eventFilters, type EventFilters } from './filters.js';
import { sarfiRows, systemSarfi } from './sarfi.js';
import { scatterOf } from './scatter.js';
import { EVENTS_TABLE } from './tables.js';

const tags = ['Power quality'];
/** the scatter's voltage events: dips and swells (an interruption is inside its dip record) */
const SCATTER_KINDS = ['voltage_sag', 'voltage_swell'];
/** events one scatter draws at most */
const MAX_SCATTER = 100_000;

const sarfiQuery = eventFilters.extend({
  period: z.enum(['day', 'month', 'all'], { error: 'period 只能是 day、month 或 all' }).default('month'),
  tzOffset: z.coerce
    .number({ error: 'tzOffset 须为整数' })
    .int('tzOffset 须为整数')
    .min(-840, 'tzOffset 不能小于 -840')
    .max(840, 'tzOffset 不能大于 840')
    .default(0),
});

/** Dips of the selection as [equipId, startMs, residual %], and the number of devices selected (monitored sites). */
async function dipsOf(ctx: Ctx, f: EventFilters) {
  const rows = await applyFilters(ctx.db.selectFrom(EVENTS_TABLE), { ...f, kind: ['voltage_sag'] })
    .select(['equip_id', 'start_ms', 'extreme'])
    .execute();
  const devices = f.equipId.length
    ? f.equipId.length
    : !ctx.registry.get('isps_device')
      ? 0
      : Number(
          (
            await ctx.db
              .selectFrom('isps_device')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
  return { dips: rows.map((r) => [String(r.equip_id), Number(r.start_ms), Number(r.extreme)] as [string, number, number]), devices };
}

/** The ITIC / SEMI F47 scatter and the SARFI indices (chart and export). */
export function chartRoutes(base: FastifyInstance, ctx: Ctx, ready: Promise<unknown>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pq/itic',
    {
      config: { perm: READ_PERM },
      schema: {
        tags,
        summary: 'Magnitude–duration scatter of the dips and swells, with the counts inside / outside the ITIC and SEMI F47 curves',
        querystring: eventFilters,
        response: answerOf(scatter),
      },
    },
    async (req) => {
      await ready;
      const kinds = req.query.kind.length ? req.query.kind.filter((k) => SCATTER_KINDS.includes(k)) : SCATTER_KINDS;
      const rows = kinds.length
        ? await applyFilters(ctx.db.selectFrom(EVENTS_TABLE), { ...req.query, kind: kinds })
            .select(['id', 'kind', 'duration_ms', 'extreme'])
            .orderBy('start_ms', 'desc')
            .limit(MAX_SCATTER)
            .execute()
        : [];
      return ok(
        scatterOf(
          rows.map((r) => [String(r.id), String(r.kind), Number(r.duration_ms), Number(r.extreme)]),
          SCATTER_KINDS,
        ),
      );
    },
  );

  app.get(
    '/pq/sarfi',
    {
      config: { perm: READ_PERM },
      schema: {
        tags,
        summary: 'SARFI-90/70/50/10 per device and period, and for the selection (per device monitored)',
        querystring: sarfiQuery,
        response: answerOf(sarfiAnswer),
      },
    },
    async (req) => {
      await ready;
      const { dips, devices } = await dipsOf(ctx, req.query);
      const rows = sarfiRows(dips, req.query.period, req.query.tzOffset);
      return ok({ rows, system: systemSarfi(rows, devices), devices });
    },
  );

  app.get(
    '/pq/sarfi/exportXls',
    {
      config: { perm: EXPORT_PERM },
      schema: { tags, summary: 'The SARFI indices as an .xlsx', querystring: sarfiQuery, response: xlsxAnswer('SARFI indices') },
    },
    async (req, reply) => {
      await ready;
      const en = langOf(req) === 'en';
      const { dips, devices } = await dipsOf(ctx, req.query);
      const rows = sarfiRows(dips, req.query.period, req.query.tzOffset);
      const all = systemSarfi(rows, devices).map((r) => ({ ...r, equipId: en ? `selection (${devices} devices)` : `所选装置（${devices} 台）平均` }));
      const columns = [
        { key: 'equipId', header: en ? 'Device' : '装置', width: 22 },
        { key: 'period', header: en ? 'Period' : '周期', width: 12 },
        ...[90, 70, 50, 10].map((l) => ({ key: `sarfi${l}`, header: `SARFI-${l}`, width: 11 })),
      ];
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', en ? 'sarfi.xlsx' : 'SARFI指数.xlsx'))
        .send(xlsxStream('SARFI', columns, [rows.map((r) => ({ ...r })), all]));
    },
  );

  app.get(
    '/pq/devices',
    { config: { perm: READ_PERM }, schema: { tags, summary: 'Devices to filter by: equip id, names, type', response: answerOf(z.array(pqDevice)) } },
    async () => {
      if (!ctx.registry.get('isps_device')) return ok([]);
      const rows = await ctx.db.selectFrom('isps_device').select(['equip_id', 'name_zh', 'name_en', 'equip_type']).orderBy('equip_id').execute();
      return ok(rows.map((r) => ({ equipId: r.equip_id, nameZh: r.name_zh, nameEn: r.name_en, equipType: r.equip_type })));
    },
  );
}
