import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { crudAnswers } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { listPage } from '../../crud/read.js';
import { deleteRecords, insertRecord, updateRecord } from '../../crud/write.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { zId, zIds } from '../../http/ids.js';
import { dataRuleHooks } from './hooks.js';
import { departDataRuleRoutes } from './departRules.js';

const tags = ['Data rules'];

/** JeecgBoot's data-rule calls: rules per menu page, and which of them a role applies. */
export async function dataRuleRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.get('sys_permission_data_rule');
  if (!e) return;
  const answers = crudAnswers(e.readable);
  const saved = answerOf(z.object({ id: z.string() }));
  const rulesOf = async (permissionId: string, q: Record<string, unknown> = {}) =>
    (await listPage(ctx, e, dataRuleHooks, { ...q, permissionId, pageNo: 1, pageSize: 1000 }, '0')).records;

  app.get(
    '/sys/permission/getPermRuleListByPermId',
    {
      config: { perm: 'permission:list' },
      schema: { tags, summary: 'Data rules of a menu page', querystring: z.object({ permissionId: zId('permissionId') }), response: answers.rows },
    },
    async (req) => {
      const { permissionId } = req.query;
      return ok(await rulesOf(permissionId));
    },
  );
  app.get(
    '/sys/permission/queryPermissionRule',
    {
      config: { perm: 'permission:list' },
      schema: {
        tags,
        summary: 'Search data rules of a menu page',
        querystring: z.object({ permissionId: zId('permissionId'), ruleName: z.string().max(50).optional(), ruleValue: z.string().max(300).optional() }),
        response: answers.rows,
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await rulesOf(q.permissionId, {
          ...(q.ruleName ? { ruleName: `*${q.ruleName}*` } : {}),
          ...(q.ruleValue ? { ruleValue: `*${q.ruleValue}*` } : {}),
        }),
      );
    },
  );
  app.post(
    '/sys/permission/addPermissionRule',
    { config: { perm: 'dataRule:add' }, schema: { tags, summary: 'Add a data rule', response: saved } },
    async (req) => ok({ id: await insertRecord(ctx, e, dataRuleHooks, req.user!, '0', req.body as any) }, '添加成功!'),
  );
  // the 2.4.6 rule modal saves an edit with POST, newer clients with PUT
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/sys/permission/editPermissionRule',
      config: { perm: 'dataRule:edit' },
      schema: { tags, summary: 'Edit a data rule', response: saved },
      handler: async (req) => ok({ id: await updateRecord(ctx, e, dataRuleHooks, req.user!, '0', req.body as any) }, '修改成功!'),
    });
  }
  app.delete(
    '/sys/permission/deletePermissionRule',
    { config: { perm: 'dataRule:delete' }, schema: { tags, summary: 'Delete a data rule', querystring: z.object({ id: zId('id') }), response: answers.none } },
    async (req) => {
      const { id } = req.query;
      await deleteRecords(ctx, e, dataRuleHooks, req.user!, '0', [id]);
      return ok(null, '删除成功!');
    },
  );

  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { perm: ['role:auth', 'role:list'] },
      schema: {
        tags,
        summary: "A page's rules and those the role applies",
        params: z.object({ permissionId: zId('permissionId'), roleId: zId('roleId') }),
        response: answerOf(z.object({ datarule: z.array(answers.record), drChecked: z.string() })),
      },
    },
    async (req) => {
      const p = req.params;
      const grant = await ctx.db
        .selectFrom('sys_role_permission')
        .select('data_rule_ids')
        .where('role_id', '=', p.roleId)
        .where('permission_id', '=', p.permissionId)
        .executeTakeFirst();
      return ok({ datarule: await rulesOf(p.permissionId), drChecked: grant?.data_rule_ids ?? '' });
    },
  );
  const saveBody = z.object({ permissionId: zId('permissionId'), roleId: zId('roleId'), dataRuleIds: z.preprocess((v) => v ?? '', zIds('dataRuleIds', true)) });
  app.post(
    '/sys/role/datarule',
    { config: { perm: 'role:auth' }, schema: { tags, summary: 'Choose the data rules a role applies on a page', body: saveBody, response: answers.none } },
    async (req) => {
      const b = req.body;
      const known = new Set((await rulesOf(b.permissionId)).map((r) => r.id));
      const unknown = b.dataRuleIds.find((r) => !known.has(r));
      if (unknown) throw badRequest(`数据规则「${unknown}」不属于该菜单`, 'dataRuleIds');
      const r = await ctx.db
        .updateTable('sys_role_permission')
        .set({ data_rule_ids: b.dataRuleIds.join(',') || null })
        .where('role_id', '=', b.roleId)
        .where('permission_id', '=', b.permissionId)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw badRequest('请先为该角色授权此菜单', 'permissionId');
      ctx.sessions.invalidate();
      return ok(null, '数据规则设置成功！');
    },
  );
  await departDataRuleRoutes(app, ctx, rulesOf);
}
