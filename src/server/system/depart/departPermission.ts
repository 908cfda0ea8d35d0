import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '../../http/ids.js';
import { ok } from '#shared/contract/envelope.js';
import type { DB } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { diffSchema } from '../permission/grantDiff.js';
import { permissionTree } from '../permission/menuTree.js';
import { applyDiff } from '../permission/routes.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { heldPermissionIds } from '#shared/contract/permissions.js';

const tags = ['Department permissions'];
const READ = ['depart:auth', 'depart:list'];

export const idQuery = <K extends string>(name: K) => z.object({ [name]: zId(name) } as { [P in K]: ReturnType<typeof zId> });

const heldBy = (db: DB, departId: string) => db.selectFrom('sys_depart_permission').select('permission_id').where('depart_id', '=', departId);

/**
 * What a department may hand out, and its department roles' grants. A department role never
 * holds more than its department: granting beyond it is refused, and taking a permission from
 * the department takes it from that department's roles.
 */
export async function departPermissionRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/permission/queryDepartPermission',
    {
      config: { perm: READ },
      schema: { tags, summary: "A department's permission ids", querystring: idQuery('departId'), response: answerOf(heldPermissionIds) },
    },
    async (req) => {
      const { departId } = req.query;
      return ok((await heldBy(ctx.db, departId).execute()).map((r) => r.permission_id));
    },
  );

  app.post(
    '/sys/permission/saveDepartPermission',
    {
      config: { perm: 'depart:auth' },
      schema: { tags, summary: "Grant a department's permissions (diff against lastpermissionIds)", body: diffSchema('departId'), response: looseAnswer },
    },
    async (req) => {
      const b = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        const depart = await trx.selectFrom('sys_depart').select('id').where('id', '=', b.departId).where('del_flag', '=', 0).executeTakeFirst();
        if (!depart) throw badRequest(`部门「${b.departId}」不存在`, 'departId');
        await applyDiff(trx, 'sys_depart_permission', 'depart_id', b.departId, b.permissionIds, b.lastpermissionIds);
        // JeecgBoot strips a removed permission from every department's roles; only this department's roles lose it here
        const removed = b.lastpermissionIds.filter((p) => !b.permissionIds.includes(p));
        if (removed.length) {
          await trx
            .deleteFrom('sys_depart_role_permission')
            .where('permission_id', 'in', removed)
            .where('role_id', 'in', trx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', b.departId))
            .execute();
        }
      });
      ctx.sessions.invalidate();
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    {
      config: { perm: READ },
      schema: { tags, summary: "The department's permissions as a tree, for granting its roles", querystring: idQuery('departId'), response: looseAnswer },
    },
    async (req) => {
      const { departId } = req.query;
      const rows = await ctx.db
        .selectFrom('sys_permission')
        .selectAll()
        .where('del_flag', '=', 0)
        .where('id', 'in', heldBy(ctx.db, departId))
        .orderBy('sort_no')
        .execute();
      return ok({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config: { perm: READ }, schema: { tags, summary: "A department role's permission ids", querystring: idQuery('roleId'), response: looseAnswer } },
    async (req) => {
      const { roleId } = req.query;
      const rows = await ctx.db.selectFrom('sys_depart_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
      return ok(rows.map((r) => r.permission_id));
    },
  );

  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: { perm: 'depart:auth' },
      schema: { tags, summary: "Grant a department role's permissions (diff), within its department's", body: diffSchema('roleId'), response: looseAnswer },
    },
    async (req) => {
      const b = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        const role = await trx.selectFrom('sys_depart_role').select(['id', 'depart_id']).where('id', '=', b.roleId).executeTakeFirst();
        if (!role) throw badRequest(`部门角色「${b.roleId}」不存在`, 'roleId');
        const added = b.permissionIds.filter((p) => !b.lastpermissionIds.includes(p));
        if (added.length) {
          const held = new Set((await heldBy(trx, role.depart_id).where('permission_id', 'in', added).execute()).map((r) => r.permission_id));
          const beyond = added.filter((p) => !held.has(p));
          if (beyond.length) throw badRequest(`部门未拥有这些权限，不能授予部门角色：${beyond.slice(0, 3).join(',')}`, 'permissionIds');
        }
        await applyDiff(trx, 'sys_depart_role_permission', 'role_id', b.roleId, b.permissionIds, b.lastpermissionIds, { depart_id: role.depart_id });
      });
      ctx.sessions.invalidate();
      return ok(null, '保存成功！');
    },
  );
}
