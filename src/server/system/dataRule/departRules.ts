import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail, ok } from '#shared/contract/envelope.js';
import { badRequest } from '../../http/errors.js';
import { zId, zIds } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';

const tags = ['Data rules'];
const READ = ['depart:auth', 'depart:list'];
type Rules = (permissionId: string) => Promise<Record<string, unknown>[]>;

const idsOf = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .filter(Boolean);
/** A page's rules (records of sys_permission_data_rule, every key kept) and the ids a grant applies. */
const ruleChoice = answerOf(z.object({ datarule: z.array(z.looseObject({})), drChecked: z.string() }));
const saved = answerOf(z.null());
const ruleIds = z.preprocess((v) => v ?? '', zIds('dataRuleIds', true));

/**
 * Which of a page's data rules a department applies (DepartDataruleModal), and which of the
 * department's a department role applies (DeptRoleDataruleModal): JeecgBoot's shapes, {datarule, drChecked}.
 */
export async function departDataRuleRoutes(base: FastifyInstance, ctx: Ctx, rulesOf: Rules) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const departGrant = (permissionId: string, departId: string) =>
    ctx.db
      .selectFrom('sys_depart_permission')
      .select('data_rule_ids')
      .where('depart_id', '=', departId)
      .where('permission_id', '=', permissionId)
      .executeTakeFirst();
  /** the rules a department holds on a page: what its roles may choose from */
  const departRules = async (permissionId: string, departId: string) => {
    const held = new Set(idsOf((await departGrant(permissionId, departId))?.data_rule_ids));
    return (await rulesOf(permissionId)).filter((r) => held.has(String(r.id)));
  };
  const save = async (table: string, owner: [string, string], permissionId: string, ids: string[], allowed: Set<string>, missing: string) => {
    const unknown = ids.find((r) => !allowed.has(r));
    if (unknown) throw badRequest(`数据规则「${unknown}」不可选`, 'dataRuleIds');
    const r = await ctx.db
      .updateTable(table)
      .set({ data_rule_ids: ids.join(',') || null })
      .where(owner[0], '=', owner[1])
      .where('permission_id', '=', permissionId)
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) return fail(missing);
    ctx.sessions.invalidate();
    return ok(null, '保存成功!');
  };

  app.get(
    '/sys/sysDepartPermission/datarule/:permissionId/:departId',
    {
      config: { perm: READ },
      schema: {
        tags,
        summary: "A page's rules and those the department applies",
        params: z.object({ permissionId: zId('permissionId'), departId: zId('departId') }),
        response: ruleChoice,
      },
    },
    async (req) => {
      const p = req.params;
      const datarule = await rulesOf(p.permissionId);
      if (!datarule.length) return fail('未找到权限配置信息');
      return ok({ datarule, drChecked: (await departGrant(p.permissionId, p.departId))?.data_rule_ids ?? '' });
    },
  );
  app.post(
    '/sys/sysDepartPermission/datarule',
    {
      config: { perm: 'depart:auth' },
      schema: {
        tags,
        summary: 'Choose the data rules a department applies on a page',
        body: z.object({ permissionId: zId('permissionId'), departId: zId('departId'), dataRuleIds: ruleIds }),
        response: saved,
      },
    },
    async (req) => {
      const b = req.body;
      const allowed = new Set((await rulesOf(b.permissionId)).map((r) => String(r.id)));
      return save('sys_depart_permission', ['depart_id', b.departId], b.permissionId, b.dataRuleIds, allowed, '请先保存部门菜单权限!');
    },
  );

  app.get(
    '/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId',
    {
      config: { perm: READ },
      schema: {
        tags,
        summary: "The department's rules on a page and those the department role applies",
        params: z.object({ permissionId: zId('permissionId'), departId: zId('departId'), roleId: zId('roleId') }),
        response: ruleChoice,
      },
    },
    async (req) => {
      const p = req.params;
      const datarule = await departRules(p.permissionId, p.departId);
      if (!datarule.length) return fail('未找到权限配置信息');
      const grant = await ctx.db
        .selectFrom('sys_depart_role_permission')
        .select('data_rule_ids')
        .where('role_id', '=', p.roleId)
        .where('permission_id', '=', p.permissionId)
        .executeTakeFirst();
      return ok({ datarule, drChecked: grant?.data_rule_ids ?? '' });
    },
  );
  app.post(
    '/sys/sysDepartRole/datarule',
    {
      config: { perm: 'depart:auth' },
      schema: {
        tags,
        summary: "Choose the data rules a department role applies on a page (within its department's)",
        body: z.object({ permissionId: zId('permissionId'), roleId: zId('roleId'), dataRuleIds: ruleIds }),
        response: saved,
      },
    },
    async (req) => {
      const b = req.body;
      const role = await ctx.db.selectFrom('sys_depart_role').select('depart_id').where('id', '=', b.roleId).executeTakeFirst();
      if (!role) throw badRequest(`部门角色「${b.roleId}」不存在`, 'roleId');
      const allowed = new Set((await departRules(b.permissionId, role.depart_id)).map((r) => String(r.id)));
      return save('sys_depart_role_permission', ['role_id', b.roleId], b.permissionId, b.dataRuleIds, allowed, '请先保存角色菜单权限!');
    },
  );
}
