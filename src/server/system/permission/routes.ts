import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { answerOf } from '#shared/contract/answer.js';
import { heldPermissionIds, permTree, userPermissions } from '#shared/contract/permissions.js';
import { newId } from '#shared/ids.js';
import { memo } from '../../auth/session.js';
import type { DB } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { langOf } from '../../http/lang.js';
import { buildMenu, buttonAuth, permissionTree } from './menuTree.js';
import { diffSchema } from './grantDiff.js';
import { menuAdminRoutes } from './menuAdmin.js';
import { permissionAsyncRoutes } from './asyncTree.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Permissions'];

export async function permissionRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await menuAdminRoutes(app, ctx);
  await permissionAsyncRoutes(app, ctx);
  const allRows = (db: DB = ctx.db) => db.selectFrom('sys_permission').selectAll().where('del_flag', '=', 0).orderBy('sort_no').execute();

  app.get(
    '/sys/permission/getUserPermissionByToken',
    { schema: { tags, summary: "The caller's menu, button permissions and all button rules", response: answerOf(userPermissions) } },
    async (req) => {
      // ISPS's console says so; any other (JeecgBoot's) is sent to ISPS's console for the pages only ISPS has
      const elsewhere = (req.query as { console?: string }).console === 'isps' ? undefined : `${req.protocol}://${req.host}`;
      // kept with the session: the shell fetches it on every reload, grants rarely change
      const result = await memo(req.user!, elsewhere ? `menu:${elsewhere}` : 'menu', async () => {
        const ids = new Set(req.user!.permissionIds);
        const all = await allRows();
        const mine = all.filter((r) => ids.has(r.id));
        const home = all.find((r) => r.url === '/dashboard/analysis');
        const menu = buildMenu(
          mine.filter((r) => r.status !== '0'),
          home,
          elsewhere,
        );
        return {
          menu,
          ...buttonAuth(
            mine,
            all.filter((r) => r.menu_type === 2),
          ),
        };
      });
      return ok(result, '查询成功');
    },
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      config: { perm: ['permission:list', 'role:auth', 'depart:auth'] },
      schema: { tags, summary: 'All permissions as a tree, and all ids', response: answerOf(permTree) },
    },
    async (req) => {
      const rows = await allRows();
      return ok({ treeList: permissionTree(rows, langOf(req)), ids: rows.map((r) => r.id) });
    },
  );

  app.get(
    '/sys/permission/queryRolePermission',
    {
      config: { perm: ['role:auth', 'role:list'] },
      schema: {
        tags,
        summary: "A role's permission ids",
        querystring: z.object({ roleId: z.string().min(1, 'roleId 不能为空').max(32) }),
        response: answerOf(heldPermissionIds),
      },
    },
    async (req) => {
      const { roleId } = req.query;
      const rows = await ctx.db.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
      return ok(rows.map((r) => r.permission_id));
    },
  );

  app.post(
    '/sys/permission/saveRolePermission',
    {
      config: { perm: 'role:auth' },
      schema: { tags, summary: "Grant a role's permissions (diff against lastpermissionIds)", body: diffSchema('roleId'), response: looseAnswer },
    },
    async (req) => {
      const body = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await trx.selectFrom('sys_role').select('id').where('id', '=', body.roleId).executeTakeFirst())) throw notFound('角色不存在');
        await applyDiff(trx, 'sys_role_permission', 'role_id', body.roleId, body.permissionIds, body.lastpermissionIds);
      });
      ctx.sessions.invalidate();
      return ok(null, '保存成功！');
    },
  );
}

/**
 * JeecgBoot's grant semantics: rows in `next` but not `last` are added, rows in `last` but
 * not `next` are removed; the rest is left alone. Unknown permission ids are refused.
 */
export async function applyDiff(
  trx: DB,
  table: string,
  ownerCol: string,
  ownerId: string,
  next: string[],
  last: string[],
  extra: Record<string, unknown> = {},
) {
  const add = next.filter((p) => !last.includes(p));
  const del = last.filter((p) => !next.includes(p));
  if (add.length) {
    const known = await trx.selectFrom('sys_permission').select('id').where('id', 'in', add).where('del_flag', '=', 0).execute();
    const missing = add.filter((p) => !known.some((k) => k.id === p));
    if (missing.length) throw notFound(`权限不存在：${missing.slice(0, 3).join(',')}`);
    await trx
      .insertInto(table)
      .values(add.map((p) => ({ id: newId(), [ownerCol]: ownerId, permission_id: p, ...extra })))
      .onConflict((oc) => oc.columns([ownerCol, 'permission_id']).doNothing())
      .execute();
  }
  if (del.length) await trx.deleteFrom(table).where(ownerCol, '=', ownerId).where('permission_id', 'in', del).execute();
}
