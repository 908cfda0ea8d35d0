import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { newId } from '#shared/ids.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { zId, zIds } from '../../http/ids.js';
import { idQuery } from './departPermission.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Department roles'];
const READ = ['depart:auth', 'depart:list'];

const userRolesBody = z.object({
  userId: zId('userId'),
  newRoleId: z.preprocess((v) => v ?? '', zIds('newRoleId', true)),
  oldRoleId: z.preprocess((v) => v ?? '', zIds('oldRoleId', true)),
});
const userInDepart = idQuery('userId').extend(idQuery('departId').shape);

/** Department roles beyond their schema CRUD: which roles a department has and who holds them. */
export async function departRoleRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_depart_role');

  app.get(
    '/sys/sysDepartRole/getDeptRoleList',
    { config: { perm: READ }, schema: { tags, summary: "A department's roles", querystring: idQuery('departId'), response: looseAnswer } },
    async (req) => {
      const { departId } = req.query;
      return ok(
        await selectReadable(scoped(ctx, e, req.tenantId), e)
          .where('depart_id', '=', departId)
          .orderBy('create_time')
          .execute(),
      );
    },
  );

  // JeecgBoot answers SysDepartRoleUser rows; its client reads result[i].droleId
  app.get(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { config: { perm: READ }, schema: { tags, summary: "The user's roles in one department", querystring: userInDepart, response: looseAnswer } },
    async (req) => {
      const { userId, departId } = req.query;
      const rows = await ctx.db
        .selectFrom('sys_depart_role_user')
        .select(['id', 'user_id', 'drole_id'])
        .where('user_id', '=', userId)
        .where('drole_id', 'in', ctx.db.selectFrom('sys_depart_role').select('id').where('depart_id', '=', departId))
        .execute();
      return ok(rows.map((r) => ({ id: r.id, userId: r.user_id, droleId: r.drole_id })));
    },
  );

  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config: { perm: 'depart:auth' },
      schema: { tags, summary: "Set a user's department roles (diff of newRoleId against oldRoleId)", body: userRolesBody, response: looseAnswer },
    },
    async (req) => {
      const b = req.body;
      const add = b.newRoleId.filter((r) => !b.oldRoleId.includes(r));
      const del = b.oldRoleId.filter((r) => !b.newRoleId.includes(r));
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await trx.selectFrom('sys_user').select('id').where('id', '=', b.userId).where('del_flag', '=', 0).executeTakeFirst())) {
          throw badRequest(`用户「${b.userId}」不存在`, 'userId');
        }
        if (add.length) {
          const known = new Set((await trx.selectFrom('sys_depart_role').select('id').where('id', 'in', add).execute()).map((r) => r.id));
          const missing = add.filter((r) => !known.has(r));
          if (missing.length) throw badRequest(`部门角色不存在：${missing.slice(0, 3).join(',')}`, 'newRoleId');
          await trx
            .insertInto('sys_depart_role_user')
            .values(add.map((r) => ({ id: newId(), user_id: b.userId, drole_id: r })))
            .onConflict((oc) => oc.columns(['user_id', 'drole_id']).doNothing())
            .execute();
        }
        if (del.length) await trx.deleteFrom('sys_depart_role_user').where('user_id', '=', b.userId).where('drole_id', 'in', del).execute();
      });
      ctx.sessions.invalidate();
      return ok(null, '添加成功！');
    },
  );
}
