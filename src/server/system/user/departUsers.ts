import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { badRequest } from '../../http/errors.js';
import { escapeLike } from '../../db/like.js';
import type { Ctx } from '../../http/types.js';
import { userHooks } from './hooks.js';
import { zId, zIds } from '../../http/ids.js';
import { langOf } from '../../http/lang.js';
import { link, mustExist, syncOrgCodes } from './relations.js';
import { usernameLike, usersPage } from './usersPage.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { userPage } from '#shared/contract/users.js';

const tags = ['Users'];
const read = ['depart:list', 'user:list'];

/** Department members: who is in a department, adding and removing them. */
export async function departUserRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_user');
  const addBody = z.object({ depId: zId('depId'), userIdList: zIds('userIdList') });

  app.get(
    '/sys/user/queryUserByDepId',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Users of one department',
        querystring: z.object({ id: zId('id'), realname: z.string().max(100).optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      let sel = selectReadable(scoped(ctx, e, '0'), e).where(
        'sys_user.id',
        'in',
        ctx.db.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', q.id),
      );
      if (q.realname) sel = sel.where('sys_user.realname', 'like', `%${escapeLike(q.realname)}%`);
      const rows = await sel.orderBy('sys_user.username').execute();
      await userHooks.decorate!(ctx, rows, langOf(req));
      return ok(rows);
    },
  );

  // as in JeecgBoot, a department's list includes the users of its sub-departments
  app.get(
    '/sys/user/departUserList',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Users of a department and its sub-departments (paged)',
        querystring: z.object({ depId: zId('depId') }),
        response: answerOf(userPage),
      },
    },
    async (req) => {
      const { depId } = req.query;
      const dep = await ctx.db.selectFrom('sys_depart').select('org_code').where('id', '=', depId).where('del_flag', '=', 0).executeTakeFirst();
      if (!dep) throw badRequest(`部门「${depId}」不存在`, 'depId');
      // org codes nest by prefix (A01 ⊃ A01A02); a department without one stands alone
      const deps = dep.org_code
        ? ctx.db
            .selectFrom('sys_depart')
            .select('id')
            .where('del_flag', '=', 0)
            .where('org_code', 'like', `${escapeLike(dep.org_code)}%`)
        : ctx.db.selectFrom('sys_depart').select('id').where('id', '=', depId);
      const ids = ctx.db.selectFrom('sys_user_depart').select('user_id').where('dep_id', 'in', deps);
      return ok(await usersPage(ctx, usernameLike(req.query as Record<string, unknown>), ids, req.tenantId));
    },
  );

  app.post(
    '/sys/user/editSysDepartWithUser',
    { config: { perm: 'depart:edit' }, schema: { tags, summary: 'Add users to a department', body: addBody, response: looseAnswer } },
    async (req) => {
      const { depId, userIdList } = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        await mustExist(trx, 'sys_depart', [depId], 'depId', '部门');
        await mustExist(trx, 'sys_user', userIdList, 'userIdList', '用户');
        await link(
          trx,
          'sys_user_depart',
          userIdList.map((u) => [u, depId]),
        );
        await syncOrgCodes(trx, userIdList);
      });
      ctx.sessions.invalidate();
      return ok(null, '添加成功!');
    },
  );

  const remove = async (depId: string, userIds: string[]) => {
    const n = await ctx.db.transaction().execute(async (trx) => {
      const res = await trx.deleteFrom('sys_user_depart').where('dep_id', '=', depId).where('user_id', 'in', userIds).executeTakeFirst();
      // JeecgBoot also drops the users' roles of that department
      await trx
        .deleteFrom('sys_depart_role_user')
        .where('user_id', 'in', userIds)
        .where('drole_id', 'in', trx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', depId))
        .execute();
      await syncOrgCodes(trx, userIds);
      return Number(res.numDeletedRows);
    });
    if (!n) throw badRequest('当前选中部门与用户无关联关系!', 'userId');
    ctx.sessions.invalidate();
    return ok(null, '删除成功!');
  };
  app.delete(
    '/sys/user/deleteUserInDepart',
    {
      config: { perm: 'depart:edit' },
      schema: {
        tags,
        summary: 'Remove users (userId, comma-joined) from a department',
        querystring: z.object({ depId: zId('depId'), userId: zIds('userId') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      return remove(q.depId, q.userId);
    },
  );
  app.delete(
    '/sys/user/deleteUserInDepartBatch',
    {
      config: { perm: 'depart:edit' },
      schema: {
        tags,
        summary: 'Remove users (userIds) from a department',
        querystring: z.object({ depId: zId('depId'), userIds: zIds('userIds') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      return remove(q.depId, q.userIds);
    },
  );
}
