import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail, ok } from '#shared/contract/envelope.js';
import { allRoles } from '#shared/contract/users.js';
import { selectReadable } from '../../crud/records.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { permissionTree } from '../permission/menuTree.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Roles'];

/** Hand-written role endpoints beside the schema CRUD routes. */
export async function roleRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_role');
  const codeQuery = z.object({
    id: z.string().max(64).optional(),
    roleCode: z.string({ error: 'roleCode 不能为空' }).trim().min(1, 'roleCode 不能为空').max(100, 'roleCode 过长'),
  });

  // the user form lists every role to pick from, so user:list suffices besides role:list
  app.get(
    '/sys/role/queryall',
    { config: { perm: ['role:list', 'user:list'] }, schema: { tags, summary: 'All roles', response: answerOf(allRoles) } },
    async () => {
      const rows = await selectReadable(ctx.db.selectFrom('sys_role'), e).orderBy('sys_role.create_time').orderBy('sys_role.id').execute();
      if (!rows.length) throw notFound('未找到角色信息');
      return ok(rows as z.output<typeof allRoles>);
    },
  );

  app.get(
    '/sys/role/checkRoleCode',
    {
      config: { perm: 'role:list' },
      schema: { tags, summary: 'Is a role code free (id: the role being edited)?', querystring: codeQuery, response: looseAnswer },
    },
    async (req) => {
      const { id, roleCode } = req.query;
      let q = ctx.db.selectFrom('sys_role').select('id').where('role_code', '=', roleCode);
      if (id) q = q.where('id', '<>', id);
      return (await q.executeTakeFirst()) ? fail('角色编码已存在', 500, true) : ok(true, '该值可用！');
    },
  );

  // the role page's 授权 drawer: every permission as a tree plus every id (its 全选)
  app.get(
    '/sys/role/queryTreeList',
    {
      config: { perm: ['role:auth', 'role:list'] },
      schema: { tags, summary: 'All permissions as a tree, and all ids (role grant drawer)', response: looseAnswer },
    },
    async () => {
      const rows = await ctx.db.selectFrom('sys_permission').selectAll().where('del_flag', '=', 0).orderBy('sort_no').execute();
      return ok({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
    },
  );
}
