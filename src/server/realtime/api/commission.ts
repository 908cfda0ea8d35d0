import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf } from '#shared/contract/answer.js';
import { commissionBody, commissioned } from '#shared/contract/commission.js';
import { ok } from '#shared/contract/envelope.js';
import { permOf } from '../../crud/perms.js';
import { afterChange, insertParsed, parseNew } from '../../crud/write.js';
import { HttpError, forbidden } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { deviceHooks, measPointHooks } from '../devices/hooks.js';
import { ensurePoints, FIRST_RECORD_ID } from '../devices/points.js';

type Row = Record<string, unknown>;
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The n-th point's refusal names the point, so the commissioning form can say which one. */
function atPoint(e: unknown, i: number): unknown {
  if (!(e instanceof HttpError) || e.status !== 400) return e;
  const errors = ((e.result as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? []).map((x) => ({
    field: `points.${i}.${x.field}`,
    message: x.message,
  }));
  return new HttpError(400, `第 ${i + 1} 个量测点：${e.message}`, { errors });
}

/** Blank point ids and record ids get the usual ones: `<equipId>.<measType>[.<channel>]`, the next free record id. */
async function fillPoint(p: Row, equipId: string, next: () => Promise<number>): Promise<Row> {
  const out = { ...p };
  if (blank(out.pointId) && !blank(out.measType)) out.pointId = [equipId, out.measType, out.channel].filter((x) => !blank(x)).join('.');
  if (blank(out.recordId)) out.recordId = await next();
  return out;
}

/**
 * POST /isps/device/commission (device:add, and measPoint:add when points are given): a device and its
 * measurement points in one transaction; the points its type always has are added after the given ones.
 */
export function commissionRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/isps/device/commission',
    {
      config: { perm: 'device:add' },
      schema: {
        tags: ['realtime'],
        summary: 'Registers a device with its measurement points (all or nothing)',
        body: commissionBody,
        response: answerOf(commissioned),
      },
    },
    async (req) => {
      const devices = ctx.registry.get('isps_device')!;
      const points = ctx.registry.get('isps_meas_point')!;
      if (req.body.points.length && !req.user!.perms.has(permOf(points, 'add'))) throw forbidden(`没有权限，请联系管理员授权（${permOf(points, 'add')}）`);
      const data = parseNew(devices, req.body.device);
      const dicts = await ctx.dicts.items(); // before the transaction: PGlite has one connection
      const w = { ctx, user: req.user!, tenantId: req.tenantId, body: req.body.device };
      const id = await ctx.db.transaction().execute(async (trx) => {
        // the type's own points come after the given ones, so a given THD point is not a duplicate
        const id = await insertParsed({ ...w, trx }, devices, { ...deviceHooks, afterWrite: undefined }, data, dicts);
        let last = 0;
        const next = async () => {
          if (!last) {
            const max = await trx
              .selectFrom('isps_meas_point')
              .select((eb) => eb.fn.max('record_id').as('m'))
              .executeTakeFirst();
            last = Math.max(FIRST_RECORD_ID - 1, Number(max?.m ?? 0));
          }
          return ++last;
        };
        for (const [i, p] of req.body.points.entries()) {
          try {
            const row = parseNew(points, { ...(await fillPoint(p, String(data.equipId), next)), deviceId: id });
            await insertParsed({ ...w, trx, body: p }, points, measPointHooks, row, dicts);
          } catch (e) {
            throw atPoint(e, i);
          }
        }
        await ensurePoints(trx, id, req.user!.username);
        return id;
      });
      afterChange(ctx, devices, deviceHooks);
      afterChange(ctx, points, measPointHooks);
      return ok({ id }, '登记成功！');
    },
  );
}
