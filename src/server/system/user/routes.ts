import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail, ok } from '#shared/contract/envelope.js';
import { userDepartOptions, userRoleIds } from '#shared/contract/users.js';
import { hashPassword } from '../../auth/password.js';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { nowText } from '../../crud/records.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { departUserRoutes } from './departUsers.js';
import { zId, zIds } from '../../http/ids.js';
import { guardAdminTargets } from './relations.js';
import { roleUserRoutes } from './roleUsers.js';
import { userLookupRoutes } from './lookups.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Users'];

/** Hand-written user endpoints beside the schema CRUD routes. */
export async function userRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_user');
  const frozenBody = z.object({
    ids: zIds('ids'),
    status: z.preprocess((v) => (v == null ? v : String(v)), z.enum(['1', '2'], { error: 'status 只能是 1（解冻）或 2（冻结）' })).transform(Number),
  });
  const passwordBody = z
    .object({
      username: z.string({ error: '用户账号不能为空' }).trim().min(1, '用户账号不能为空').max(100, '用户账号过长'),
      // the same rules as the schema's password field, so a reset cannot set a weaker one
      password: z.string({ error: '登录密码（password）不能为空' }).pipe(valueSchema(e.byName.get('password')!) as z.ZodType<string, string>),
      confirmpassword: z.string().optional(),
    })
    .refine((b) => b.confirmpassword === undefined || b.confirmpassword === b.password, { path: ['confirmpassword'], message: '两次输入密码不一致!' });

  app.get(
    '/sys/user/queryUserRole',
    {
      config: { perm: 'user:list' },
      schema: { tags, summary: "A user's role ids", querystring: z.object({ userid: zId('userid') }), response: answerOf(userRoleIds) },
    },
    async (req) => {
      const { userid } = req.query;
      const rows = await ctx.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userid).execute();
      return ok(rows.map((r) => r.role_id));
    },
  );

  app.get(
    '/sys/user/userDepartList',
    {
      config: { perm: 'user:list' },
      schema: {
        tags,
        summary: "A user's departments as {key,value,title}",
        querystring: z.object({ userId: zId('userId') }),
        response: answerOf(userDepartOptions),
      },
    },
    async (req) => {
      const { userId } = req.query;
      const rows = await ctx.db
        .selectFrom('sys_user_depart as ud')
        .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
        .select(['d.id', 'd.depart_name'])
        .where('ud.user_id', '=', userId)
        .where('d.del_flag', '=', 0)
        .orderBy('d.org_code')
        .execute();
      return ok(rows.map((d) => ({ key: d.id, value: d.id, title: d.depart_name })));
    },
  );

  app.put(
    '/sys/user/frozenBatch',
    { config: { perm: 'user:frozen' }, schema: { tags, summary: 'Freeze (status 2) or unfreeze (status 1) users', body: frozenBody, response: looseAnswer } },
    async (req) => {
      const { ids, status } = req.body;
      if (status === 2 && ids.includes(req.user!.id)) throw badRequest('不能冻结当前登录用户', 'ids');
      await guardAdminTargets(ctx.db, req.user!, ids);
      await ctx.db
        .updateTable('sys_user')
        .set({ status, update_by: req.user!.username, update_time: nowText() })
        .where('id', 'in', ids)
        .where('del_flag', '=', 0)
        .execute();
      ctx.sessions.invalidate(); // the session loader refuses frozen users; drop what it cached
      return ok(null, '操作成功!');
    },
  );

  // JeecgBoot leaves this anonymous (user enumeration, contract §6.7); here it needs user:list
  app.get(
    '/sys/user/checkOnlyUser',
    { config: { perm: 'user:list' }, schema: { tags, summary: 'Is a username / phone / email / work no. free?', response: looseAnswer } },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      const unique = e.columns.filter((c) => c.unique);
      const given = unique.filter((c) => typeof q[c.name] === 'string' && q[c.name] !== '');
      if (!given.length) throw badRequest(`请提供要检查的字段：${unique.map((c) => c.name).join(' / ')}`, unique[0].name);
      // the unique indexes count deleted users too, so this check does as well
      let sel = ctx.db.selectFrom('sys_user').select('id');
      for (const c of given) {
        const v = q[c.name] as string;
        if (v.length > 255) throw badRequest(`${c.title.zh}过长`, c.name);
        sel = sel.where(sql.ref(c.column), '=', v);
      }
      if (typeof q.id === 'string' && q.id) sel = sel.where('id', '<>', q.id); // editing: the user's own value is free
      return (await sel.executeTakeFirst()) ? fail('用户账号已存在', 500, true) : ok(true, '该值可用！');
    },
  );

  app.put(
    '/sys/user/changePassword',
    { config: { perm: 'user:password' }, schema: { tags, summary: "Reset a user's password (admin)", body: passwordBody, response: looseAnswer } },
    async (req) => {
      const body = req.body;
      const u = await ctx.db.selectFrom('sys_user').select('id').where('username', '=', body.username).where('del_flag', '=', 0).executeTakeFirst();
      if (!u) throw badRequest('用户不存在！', 'username');
      await guardAdminTargets(ctx.db, req.user!, [u.id]);
      await ctx.db
        .updateTable('sys_user')
        .set({ password: await hashPassword(body.password), update_by: req.user!.username, update_time: nowText() })
        .where('id', '=', u.id)
        .execute();
      // unlike JeecgBoot (contract §6.9) a new password ends every session of the old one
      await ctx.sessions.revokeAllOf(u.id);
      return ok(null, '密码修改成功!');
    },
  );

  await departUserRoutes(app, ctx);
  await roleUserRoutes(app, ctx);
  await userLookupRoutes(app, ctx);
}
