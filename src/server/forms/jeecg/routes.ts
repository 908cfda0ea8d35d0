import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { ok, type Envelope } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import { badRequest, forbidden, HttpError } from '../../http/errors.js';
import { langOf } from '../../http/lang.js';
import type { Ctx } from '../../http/types.js';
import { codeParams, dispatch } from '../dispatch.js';
import { onlineEntity } from '../live.js';
import { checkTableName } from '../names.js';
import { publishForm } from '../publish.js';
import { formItem } from './formItem.js';
import { toSchema } from './toSchema.js';
import type { JeecgFormBody } from './types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Online forms'];
const LIST = 'onlCgform:list';
const EDIT = 'onlCgform:edit';
const formBody = z.object({ head: z.record(z.string(), z.unknown()), fields: z.array(z.record(z.string(), z.unknown())), indexs: z.array(z.any()).optional() });
const stored = async (ctx: Ctx, code: string) => {
  const h = await ctx.db.selectFrom('onl_cgform_head').select('schema_json').where('code', '=', code).executeTakeFirst();
  return h ? (JSON.parse(h.schema_json) as Record<string, any>) : undefined;
};

/**
 * The routes JeecgBoot's online-form module (@jeecg/antd-online-mini) calls, as an adapter onto ISPS's own
 * forms: a head's id is its table code; addAll / editAll publish at once (ISPS has no unsynchronised state),
 * so doDbSynch publishes the stored form again. Same permissions as ISPS's own form routes.
 */
export async function jeecgCgformRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/online/cgform/api/checkOnlyTable',
    {
      config: { perm: LIST },
      schema: {
        tags,
        summary: 'Whether a table name is free (1) or taken (-1)',
        querystring: z.object({ tbname: z.string().min(1).max(64), id: z.string().max(64).optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const name = req.query.tbname.toLowerCase();
      if (req.query.id && req.query.id === name) return ok(1);
      const taken =
        ctx.registry.get(name) ||
        (await checkTableName(ctx, name).then(
          () => false,
          () => true,
        ));
      return ok(taken ? -1 : 1);
    },
  );
  app.post(
    '/online/cgform/api/addAll',
    {
      config: { perm: EDIT },
      schema: { tags, summary: 'Create an online form from head + fields + indexes and publish it', body: formBody, response: looseAnswer },
    },
    async (req) => {
      const body = req.body as JeecgFormBody;
      const code = String(body.head?.tableName ?? '')
        .toLowerCase()
        .trim();
      if (ctx.registry.get(code) || (await stored(ctx, code))) throw badRequest(`表名 head.tableName（${code}）已存在`, 'head.tableName');
      await publishForm(ctx, req.user!, toSchema(body));
      return ok(null, '添加成功');
    },
  );
  app.put(
    '/online/cgform/api/editAll',
    { config: { perm: EDIT }, schema: { tags, summary: 'Edit an online form (head.id is its code) and publish it', body: formBody, response: looseAnswer } },
    async (req) => {
      const body = req.body as JeecgFormBody;
      const id = String(body.head?.id ?? '');
      const e = onlineEntity(ctx, id);
      if (
        String(body.head?.tableName ?? '')
          .toLowerCase()
          .trim() !== e.table
      )
        throw badRequest('在线表单不能改表名 head.tableName，请复制为新表单', 'head.tableName');
      await publishForm(ctx, req.user!, toSchema(body, await stored(ctx, e.table)));
      return ok(null, '修改成功');
    },
  );
  const synch = async (req: any) => {
    const e = onlineEntity(ctx, req.params.code);
    const s = await stored(ctx, e.table);
    if (!s) throw new HttpError(404, `在线表单 ${e.table} 不存在`);
    const r = await publishForm(ctx, req.user, s);
    return ok({ version: r.version, changes: r.changes }, '同步数据库成功!');
  };
  const synchSchema = { tags, summary: 'Sync an online form to its table (publishes the stored form again)' };
  app.post('/online/cgform/api/doDbSynch/:code', { config: { perm: EDIT }, schema: { ...synchSchema, params: codeParams, response: looseAnswer } }, synch);
  app.post(
    '/online/cgform/api/doDbSynch/:code/:synMethod',
    { config: { perm: EDIT }, schema: { ...synchSchema, params: codeParams.extend({ synMethod: z.enum(['normal', 'force', '1']) }), response: looseAnswer } },
    synch,
  );

  app.get(
    '/online/cgform/button/list/:code',
    { config: { perm: LIST }, schema: { tags, summary: "A form's custom buttons (OnlCgformButton page)", params: codeParams, response: looseAnswer } },
    async (req) => {
      const e = onlineEntity(ctx, req.params.code);
      const records = (e.schema.buttons ?? []).map((b, i) => ({
        id: `${e.table}.${b.code}`,
        cgformHeadId: e.table,
        buttonCode: b.code.split(':').pop(),
        buttonName: b.title.zh,
        buttonStyle: 'button',
        optType: 'action',
        buttonStatus: '1',
        orderNum: i,
      }));
      return ok({ records, total: records.length, size: records.length, current: 1, pages: 1 });
    },
  );
  app.get(
    '/online/cgform/index/listByHeadId',
    {
      config: { perm: LIST },
      schema: { tags, summary: "A form's indexes (its unique fields)", querystring: z.object({ headId: codeParams.shape.code }), response: looseAnswer },
    },
    async (req) => {
      const e = onlineEntity(ctx, req.query.headId);
      return ok(
        e.columns
          .filter((c) => c.unique)
          .map((c) => ({
            id: `${e.table}.${c.column}`,
            cgformHeadId: e.table,
            indexName: `uk_${e.table}_${c.column}`,
            indexField: c.column,
            indexType: 'unique',
            isDbSynch: 'Y',
          })),
      );
    },
  );

  const config = { online: true };
  app.get(
    '/online/cgform/api/getFormItem/:code',
    { config, schema: { tags, summary: 'The add/edit form of an online form (JeecgBoot schema)', params: codeParams, response: looseAnswer } },
    async (req: any) => {
      const e = onlineEntity(ctx, req.params.code);
      if (!req.user.perms.has(readPermOf(e))) throw forbidden(`没有权限，请联系管理员授权（${readPermOf(e)}）`);
      return ok(formItem(e, langOf(req) === 'en' ? 'en' : 'zh'));
    },
  );
  app.get(
    '/online/cgform/api/exportXls/:code',
    { config, schema: { tags, summary: 'Export an online form as .xlsx', params: codeParams, response: xlsxAnswer('online form rows') } },
    (req: any, reply) => dispatch(ctx, req, reply, req.params.code, 'GET', 'exportXls'),
  );
  app.post(
    '/online/cgform/api/importXls/:code',
    { config, schema: { tags, summary: 'Import .xlsx rows into an online form (multipart "file")', params: codeParams, response: looseAnswer } },
    async (req: any, reply) => (await dispatch(ctx, req, reply, req.params.code, 'POST', 'importExcel')) as Envelope<unknown>,
  );
}
