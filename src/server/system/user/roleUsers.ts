import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import { zId, zIds } from '../../http/ids.js';
import { guardAdminRole, guardOwnAdmin, link, mustExist } from './relations.js';
import { usernameLike, usersPage } from './usersPage.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { userPage } from '#shared/contract/users.js';

const tags = ['Roles'];

/** Role members: the users holding a role, granting and taking it away. */
export async function roleUserRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const addBody = z.object({ roleId: zId('roleId'), userIdList: zIds('userIdList') });

  app.get(
    '/sys/user/userRoleList',
    {
      config: { perm: ['role:user', 'role:list'] },
      schema: { tags, summary: 'Users holding a role (paged)', querystring: z.object({ roleId: zId('roleId') }), response: answerOf(userPage) },
    },
    async (req) => {
      const { roleId } = req.query;
      const ids = ctx.db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId);
      return ok(await usersPage(ctx, usernameLike(req.query as Record<string, unknown>), ids, req.tenantId));
    },
  );

  app.post(
    '/sys/user/addSysUserRole',
    { config: { perm: 'role:user' }, schema: { tags, summary: 'Give a role to users', body: addBody, response: looseAnswer } },
    async (req) => {
      const { roleId, userIdList } = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        await mustExist(trx, 'sys_role', [roleId], 'roleId', '角色');
        await guardAdminRole(trx, req.user!, [roleId]);
        await mustExist(trx, 'sys_user', userIdList, 'userIdList', '用户');
        await link(
          trx,
          'sys_user_role',
          userIdList.map((u) => [u, roleId]),
        );
      });
      ctx.sessions.invalidate();
      return ok(null, '添加成功!');
    },
  );

  const remove = async (caller: AuthUser, roleId: string, userIds: string[]) => {
    // as in JeecgBoot, removing a link that is not there is not an error
    await guardAdminRole(ctx.db, caller, [roleId]);
    await guardOwnAdmin(ctx.db, caller, [roleId], userIds);
    await ctx.db.deleteFrom('sys_user_role').where('role_id', '=', roleId).where('user_id', 'in', userIds).execute();
    ctx.sessions.invalidate();
    return ok(null, '删除成功!');
  };
  app.delete(
    '/sys/user/deleteUserRole',
    {
      config: { perm: 'role:user' },
      schema: {
        tags,
        summary: 'Take a role from users (userId, comma-joined)',
        querystring: z.object({ roleId: zId('roleId'), userId: zIds('userId') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      return remove(req.user!, q.roleId, q.userId);
    },
  );
  app.delete(
    '/sys/user/deleteUserRoleBatch',
    {
      config: { perm: 'role:user' },
      schema: {
        tags,
        summary: 'Take a role from users (userIds)',
        querystring: z.object({ roleId: zId('roleId'), userIds: zIds('userIds') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      return remove(req.user!, q.roleId, q.userIds);
    },
  );
}
