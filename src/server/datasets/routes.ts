import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { datasetCurve, datasetGrants, sheetViews, textView, valuePage, type ValuePoint } from '#shared/contract/datasets.js';
import { ok } from '#shared/contract/envelope.js';
import { fileAnswer } from '#shared/contract/binary.js';
import { refusalOf } from '#shared/contract/refusal.js';
import type { Row } from '../crud/hooks.js';
import { permOf, readPermOf } from '../crud/perms.js';
import { getById, listPage } from '../crud/read.js';
import { exportXls } from '../crud/excelExport.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { HttpError, badRequest } from '../http/errors.js';
import { zId, zIds } from '../http/ids.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { managed, readable, readableBy } from './access.js';
import { blocksIn, readRange, removeBlocks } from './blocks.js';
import { datasetCreateRoutes, sourceKey } from './createRoutes.js';
import { curveOf } from './curve.js';
import { channelParam, comtradeSheet, datasetComtradeRoutes } from './comtradeRoutes.js';
import { metaKey } from './comtradeIn.js';
import { sheetOf, textPage } from './source.js';
import { langOf } from '../http/lang.js';
import { XLSX_TYPE } from '../http/xlsxStream.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Data sets'];
const TABLE = 'isps_dataset';
const int = (field: string, min: number, max: number, def: number) =>
  z.coerce
    .number({ error: `${field} 须为整数` })
    .int(`${field} 须为整数`)
    .min(min, `${field} 不能小于 ${min}`)
    .max(max, `${field} 不能大于 ${max}`)
    .default(def);

async function* csvLines(ctx: Ctx, id: string) {
  yield 'time,value\n';
  for await (const s of blocksIn(ctx.db, id, -Infinity, Infinity)) {
    let out = '';
    for (let i = 0; i < s.t.length; i++) out += `${s.t[i]},${Number.isNaN(s.v[i]) ? '' : s.v[i]}\n`;
    yield out;
  }
}

/** Data sets: list, create, browse, curve, sheet and text checks, grants; every route checks the caller may read the set. */
export async function datasetRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.get(TABLE);
  if (!e) return;
  const read = readPermOf(e);
  datasetCreateRoutes(base, ctx, permOf(e, 'add'));
  datasetComtradeRoutes(base, ctx, read);

  app.get(
    '/isps/dataset/list',
    {
      config: { perm: read },
      schema: { tags, summary: 'Data sets the caller may read (own, granted to them or their department; all for an admin)', response: looseAnswer },
    },
    async (req) => {
      // a set whose task was failed by the restart sweep is failed too
      await ctx.db
        .updateTable(TABLE)
        .set({ status: 'failed' })
        .where('status', '=', 'running')
        .where('task_id', 'in', ctx.db.selectFrom('sys_task').select('id').where('status', '=', 'failed'))
        .execute();
      return ok(await listPage(ctx, e, {}, req.query as Row, req.tenantId, { user: req.user!, where: readableBy(req.user!) }));
    },
  );
  app.get(
    '/isps/dataset/queryById',
    { config: { perm: read }, schema: { tags, summary: 'One data set', querystring: z.object({ id: zId('id') }), response: looseAnswer } },
    async (req) => {
      await readable(ctx, req.user!, req.query.id);
      return ok(await getById(ctx, e, {}, req.query.id, req.tenantId));
    },
  );

  app.get(
    '/isps/dataset/page',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: "A page of a data set's values: [time (Unix s), value] (channel: a COMTRADE set's channel, 0 first)",
        querystring: z.object({
          id: zId('id'),
          pageNo: int('pageNo', 1, 1e9, 1),
          pageSize: int('pageSize', 1, 1000, 100),
          channel: int('channel', 0, 1023, 0),
        }),
        response: answerOf(valuePage),
      },
    },
    async (req) => {
      const d = await readable(ctx, req.user!, req.query.id);
      const { pageNo, pageSize } = req.query;
      const s = await readRange(ctx.db, d.id, (pageNo - 1) * pageSize, pageSize, await channelParam(ctx, d, req.query.channel));
      const records = Array.from(s.t, (t, i): ValuePoint => [t, Number.isNaN(s.v[i]) ? null : s.v[i]]);
      const total = Number(d.row_count ?? 0);
      return ok({ records, total, current: pageNo, size: pageSize, pages: Math.ceil(total / pageSize) });
    },
  );

  app.get(
    '/isps/dataset/curve',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Min/max-decimated curve of [from, to] (default: the whole set), with min/max/mean and gaps',
        querystring: z.object({
          id: zId('id'),
          from: z.coerce.number().optional(),
          to: z.coerce.number().optional(),
          buckets: int('buckets', 10, 5000, 1500),
          channel: int('channel', 0, 1023, 0),
        }),
        response: answerOf(datasetCurve),
      },
    },
    async (req) => {
      const d = await readable(ctx, req.user!, req.query.id);
      const range = await ctx.db
        .selectFrom('isps_dataset_block')
        .select((eb) => [eb.fn.min('t_first').as('lo'), eb.fn.max('t_last').as('hi')])
        .where('dataset_id', '=', d.id)
        .executeTakeFirst();
      const from = req.query.from ?? Number(range?.lo ?? 0);
      const to = req.query.to ?? Number(range?.hi ?? 0);
      if (to < from) throw badRequest('to 不能早于 from', 'to');
      return ok(await curveOf(ctx.db, d.id, from, to, req.query.buckets, await channelParam(ctx, d, req.query.channel)));
    },
  );

  app.get(
    '/isps/dataset/download',
    {
      config: { perm: read, queryToken: true },
      schema: {
        tags,
        summary: "The data set's values as CSV (time as Unix seconds, value), streamed block by block",
        querystring: z.object({ id: zId('id') }),
        response: fileAnswer('CSV: time (Unix seconds), value', 'text/csv'),
      },
    },
    async (req, reply) => {
      const d = await readable(ctx, req.user!, req.query.id);
      return reply
        .type('text/csv; charset=utf-8')
        .headers({ 'content-disposition': contentDisposition('attachment', `${d.name}.csv`), 'x-content-type-options': 'nosniff' })
        .send(Readable.from(csvLines(ctx, d.id)));
    },
  );
  app.get(
    '/isps/dataset/sheet',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'The uploaded workbook as uploaded: every sheet, its first 1,000 rows and detected header row',
        querystring: z.object({ id: zId('id') }),
        response: answerOf(sheetViews),
      },
    },
    async (req) => {
      const d = await readable(ctx, req.user!, req.query.id);
      if (d.source === 'comtrade') return ok(await comtradeSheet(ctx, d));
      if (d.source !== 'excel') throw badRequest('该数据集不是由 Excel 文件导入的', 'id');
      return ok(await sheetOf(ctx, d.id));
    },
  );
  app.get(
    '/isps/dataset/text',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'The uploaded CSV or text file, a page (64 KB, whole lines) at a time, its encoding detected',
        querystring: z.object({ id: zId('id'), page: int('page', 0, 1e6, 0) }),
        response: answerOf(textView),
      },
    },
    async (req) => {
      const d = await readable(ctx, req.user!, req.query.id);
      if (d.source !== 'csv' && d.source !== 'text' && d.source !== 'comtrade') throw badRequest('该数据集不是由 CSV、文本或 COMTRADE 文件导入的', 'id');
      return ok(await textPage(ctx, d.id, req.query.page));
    },
  );

  const grantPerm = 'dataset:grant';
  app.get(
    '/isps/dataset/grants',
    {
      config: { perm: read },
      schema: { tags, summary: 'Users and departments a data set is granted to', querystring: z.object({ id: zId('id') }), response: answerOf(datasetGrants) },
    },
    async (req) => {
      await readable(ctx, req.user!, req.query.id);
      const rows = await ctx.db.selectFrom('isps_dataset_grant').select(['kind', 'target_id']).where('dataset_id', '=', req.query.id).execute();
      return ok({
        userIds: rows.filter((r) => r.kind === 'user').map((r) => r.target_id),
        departIds: rows.filter((r) => r.kind === 'depart').map((r) => r.target_id),
      });
    },
  );
  app.post(
    '/isps/dataset/grant',
    {
      config: { perm: grantPerm },
      schema: {
        tags,
        summary: 'Sets who may read and download a data set (owner or admin)',
        body: z.object({ id: zId('id'), userIds: zIds('userIds', true).default([]), departIds: zIds('departIds', true).default([]) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const d = await managed(ctx, req.user!, req.body.id);
      const { userIds, departIds } = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        const users = userIds.length ? await trx.selectFrom('sys_user').select('id').where('id', 'in', userIds).execute() : [];
        if (users.length !== userIds.length) throw badRequest('userIds 中有不存在的用户', 'userIds');
        const deps = departIds.length ? await trx.selectFrom('sys_depart').select('id').where('id', 'in', departIds).execute() : [];
        if (deps.length !== departIds.length) throw badRequest('departIds 中有不存在的部门', 'departIds');
        await trx.deleteFrom('isps_dataset_grant').where('dataset_id', '=', d.id).execute();
        const rows = [...userIds.map((t) => ({ kind: 'user', target_id: t })), ...departIds.map((t) => ({ kind: 'depart', target_id: t }))];
        if (rows.length)
          await trx
            .insertInto('isps_dataset_grant')
            .values(rows.map((r) => ({ dataset_id: d.id, ...r })))
            .execute();
      });
      return ok(null, '授权成功');
    },
  );

  const remove = async (user: AuthUser, ids: string[]) => {
    for (const id of ids) {
      // its task would go on writing blocks for a set that is gone
      if ((await managed(ctx, user, id)).status === 'running') throw new HttpError(409, '数据集正在生成，请在任务结束后再删除');
    }
    await ctx.db.transaction().execute(async (trx) => {
      await removeBlocks(trx, ids);
      await trx.deleteFrom('isps_dataset_grant').where('dataset_id', 'in', ids).execute();
      await trx.deleteFrom(TABLE).where('id', 'in', ids).execute();
    });
    for (const id of ids) {
      await ctx.files.remove(sourceKey(id));
      await ctx.files.remove(metaKey(id));
    }
  };
  app.delete(
    '/isps/dataset/delete',
    {
      config: { perm: permOf(e, 'delete') },
      schema: { tags, summary: 'Delete a data set (owner or admin)', querystring: z.object({ id: zId('id') }), response: looseAnswer },
    },
    async (req) => {
      await remove(req.user!, [req.query.id]);
      return ok(null, '删除成功!');
    },
  );
  app.delete(
    '/isps/dataset/deleteBatch',
    {
      config: { perm: permOf(e, 'delete') },
      schema: { tags, summary: 'Delete data sets (owner or admin)', querystring: z.object({ ids: zIds('ids') }), response: looseAnswer },
    },
    async (req) => {
      await remove(req.user!, req.query.ids);
      return ok(req.query.ids.length, '批量删除成功!');
    },
  );

  const refuse = (msg: string) => async () => {
    throw new HttpError(405, msg);
  };
  const byExport = refuse('数据集只能由实时数据导出或上传文件创建，创建后不能修改');
  const refused = refusalOf(405, '数据集只能由实时数据导出或上传文件创建，创建后不能修改');
  app.post(
    '/isps/dataset/add',
    { config: { perm: permOf(e, 'add') }, schema: { tags, summary: 'Refused: data sets come by export or upload', response: refused } },
    byExport,
  );
  app.put(
    '/isps/dataset/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a data set never changes', response: refused } },
    byExport,
  );
  app.post(
    '/isps/dataset/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a data set never changes', response: refused } },
    byExport,
  );
  app.post(
    '/isps/dataset/importExcel',
    { config: { perm: permOf(e, 'import') }, schema: { tags, summary: 'Refused: upload a file instead', response: refused } },
    byExport,
  );
  app.get(
    '/isps/dataset/exportXls',
    {
      config: { perm: permOf(e, 'export') },
      schema: { tags, summary: 'The list of readable data sets as .xlsx (the list query applied)', response: xlsxAnswer('data set list') },
    },
    async (req, reply) => {
      const x = await exportXls(ctx, e, {}, req.query as Row, req.tenantId, req.user!, readableBy(req.user!), langOf(req));
      return reply.type(XLSX_TYPE).header('Content-Disposition', contentDisposition('attachment', x.filename)).send(x.stream);
    },
  );
}
