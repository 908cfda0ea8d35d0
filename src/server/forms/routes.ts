import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { formMeta, formSource, formVersions, published } from '#shared/contract/forms.js';
import { ok } from '#shared/contract/envelope.js';
import type { EntitySchema } from '#shared/contract/entity.js';
import { notFound } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { metaSchemaJson } from '../schema/writeMetaSchema.js';
import { enhanceBody, listEnhances, saveEnhance } from './enhance.js';
import { formFields, formHeads } from './heads.js';
import { isOnline, onlineEntity } from './live.js';
import { ONLINE_ROOT } from './menuPlace.js';
import { onlinePermission } from './namespace.js';
import { publishForm, rollbackForm } from './publish.js';
import { removeForm } from './remove.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { pagingParams } from '#shared/contract/queryParams.js';
import { pageOf, sortedBy } from './pageOf.js';
import { formCode } from '#shared/contract/entity.js';

const tags = ['Online forms'];
const LIST = 'onlCgform:list';
const EDIT = 'onlCgform:edit';
const code = formCode;
const SORTABLE = ['tableName', 'tableVersion', 'updateTime'] as const;
const headsQuery = z.object({
  ...pagingParams(1000),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order 只能是 asc 或 desc' }).optional(),
  tableName: z.string().max(64).optional().describe('part of the table name or title'),
});
const confirm = z.boolean().optional().describe('true: go ahead with a change that loses data (a backup table is kept)');

/** 在线表单开发: list, designer data, publish, versions and rollback, enhancements (admin writes only). */
export async function cgformRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const meta = JSON.parse(metaSchemaJson());

  app.get(
    '/online/cgform/head/list',
    {
      config: { perm: LIST },
      schema: { tags, summary: 'Every entity schema: files and online forms, a page at a time', querystring: headsQuery, response: looseAnswer },
    },
    async (req) => {
      const { pageNo, pageSize, column, order, tableName } = req.query;
      const like = tableName?.replace(/^\*|\*$/g, '').toLowerCase();
      const heads = (await formHeads(ctx)).filter(
        (h) => !like || h.tableName.includes(like) || h.tableTxt.includes(like) || h.tableTxtEn.toLowerCase().includes(like),
      );
      // JeecgBoot's client sends column=createTime: a column outside the sortable ones keeps the default order
      const by = SORTABLE.find((c) => c === column);
      return ok(pageOf(sortedBy(heads, by, order), pageNo, pageSize));
    },
  );
  app.get(
    '/online/cgform/field/listByHeadId',
    {
      config: { perm: LIST },
      schema: { tags, summary: 'Fields of one form (JeecgBoot OnlCgformField rows)', querystring: z.object({ headId: code }), response: looseAnswer },
    },
    async (req) => {
      const e = ctx.registry.get(req.query.headId);
      if (!e) throw notFound(`表单 ${req.query.headId} 不存在`);
      return ok(formFields(e));
    },
  );
  app.get(
    '/online/cgform/head/meta',
    { config: { perm: LIST }, schema: { tags, summary: 'The entity meta-schema (JSON Schema) the designer renders', response: answerOf(formMeta) } },
    async () => ok(meta),
  );
  app.get(
    '/online/cgform/head/schema/:code',
    { config: { perm: LIST }, schema: { tags, summary: 'One form as the designer edits it', params: z.object({ code }), response: answerOf(formSource) } },
    async (req) => {
      const e = ctx.registry.get(req.params.code);
      if (!e) throw notFound(`表单 ${req.params.code} 不存在`);
      const head = await ctx.db.selectFrom('onl_cgform_head').select(['version', 'schema_json']).where('code', '=', e.table).executeTakeFirst();
      // the stored form, without the reactions merged from its enhancement
      const schema = head ? (JSON.parse(head.schema_json) as EntitySchema) : e.schema;
      return ok({ schema, source: isOnline(e) ? 'online' : 'file', version: head?.version ?? null });
    },
  );

  const publishBody = z.object({ schema: z.record(z.string(), z.unknown(), { error: 'schema 必须是表单定义对象' }), confirm });
  app.post(
    '/online/cgform/head/publish',
    {
      config: { perm: EDIT },
      schema: { tags, summary: 'Validate and publish a form: table change, version, menu', body: publishBody, response: answerOf(published) },
    },
    async (req) => ok(await publishForm(ctx, req.user!, req.body.schema, { confirm: req.body.confirm }), '发布成功'),
  );
  const copyBody = z.object({ from: code, to: code });
  app.post(
    '/online/cgform/head/copy',
    { config: { perm: EDIT }, schema: { tags, summary: 'Copy a schema into a new online form', body: copyBody, response: answerOf(published) } },
    async (req) => {
      const from = ctx.registry.get(req.body.from);
      if (!from) throw notFound(`表单 ${req.body.from} 不存在`);
      const { to } = req.body;
      // the copy lives in its own namespace: its menu in the online area, its codes online:<to>:…
      const parent = (isOnline(from) && from.schema.menu?.parent) || ONLINE_ROOT;
      const menu = { ...from.schema.menu, parent, path: `/online/cgform/list/${to}`, name: undefined };
      const own = (c: string) =>
        `${onlinePermission(to)}:${c.startsWith(`${from.schema.permission}:`) ? c.slice(from.schema.permission.length + 1) : c.split(':').pop()}`;
      const buttons = from.schema.buttons?.map((b) => ({ ...b, code: own(b.code) }));
      const schema = { ...from.schema, entity: to, permission: onlinePermission(to), readPermission: undefined, menu, buttons };
      return ok(await publishForm(ctx, req.user!, JSON.parse(JSON.stringify(schema)), { copiedFrom: from.table }), '复制成功');
    },
  );

  app.get(
    '/online/cgform/head/versions/:code',
    {
      config: { perm: LIST },
      schema: {
        tags,
        summary: 'Kept versions of a form (16), newest first, a page at a time',
        params: z.object({ code }),
        querystring: z.object(pagingParams(100)),
        response: answerOf(formVersions),
      },
    },
    async (req) => {
      const rows = await ctx.db
        .selectFrom('onl_cgform_version')
        .select(['version', 'diff', 'backup_table', 'create_by', 'create_time'])
        .where('code', '=', req.params.code)
        .orderBy('version', 'desc')
        .execute();
      const versions = rows.map((r) => ({
        version: r.version,
        diff: JSON.parse(r.diff),
        backupTable: r.backup_table,
        createBy: r.create_by,
        createTime: r.create_time,
      }));
      return ok(pageOf(versions, req.query.pageNo, req.query.pageSize));
    },
  );
  // JeecgBoot: DELETE /online/cgform/head/delete?id=; ISPS keeps the table as a backup unless dropTable=true
  const removeQuery = z.object({ id: code, dropTable: z.enum(['true', 'false']).optional().describe('true: drop the table instead of keeping it renamed') });
  app.delete(
    '/online/cgform/head/delete',
    {
      config: { perm: EDIT },
      schema: { tags, summary: 'Delete an online form (its table kept as a backup by default)', querystring: removeQuery, response: looseAnswer },
    },
    async (req) => ok(await removeForm(ctx, req.query.id, req.query.dropTable === 'true'), '删除成功'),
  );
  const rollbackBody = z.object({ code, version: z.number().int().positive(), confirm });
  app.post(
    '/online/cgform/head/rollback',
    { config: { perm: EDIT }, schema: { tags, summary: 'Publish a kept version again', body: rollbackBody, response: answerOf(published) } },
    async (req) => ok(await rollbackForm(ctx, req.user!, req.body.code, req.body.version, req.body.confirm), '回滚成功'),
  );

  app.get(
    '/online/cgform/enhance/:code',
    { config: { perm: LIST }, schema: { tags, summary: 'Kept enhancements of a form (16)', params: z.object({ code }), response: looseAnswer } },
    async (req) => {
      onlineEntity(ctx, req.params.code);
      const rows = await listEnhances(ctx, req.params.code);
      return ok(
        rows.map((r) => ({
          version: r.version,
          reactions: JSON.parse(r.content),
          buttons: r.buttons ? JSON.parse(r.buttons) : [],
          createBy: r.create_by,
          createTime: r.create_time,
        })),
      );
    },
  );
  app.post(
    '/online/cgform/enhance',
    { config: { perm: EDIT }, schema: { tags, summary: 'Save the x-reactions of an online form', body: enhanceBody, response: looseAnswer } },
    async (req) => {
      await saveEnhance(ctx, req.user!, req.body);
      return ok(null, '保存成功');
    },
  );
}
