import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { currentUserDeparts } from '#shared/contract/users.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { HttpError, badRequest, forbidden } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { userDeparts, userInfo } from '../user/queries.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Account'];

/** The caller's own account: current department and password. Needs only a token. */
export async function accountRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/user/getCurrentUserDeparts',
    { schema: { tags, summary: "The caller's departments and current orgCode", response: answerOf(currentUserDeparts) } },
    async (req) => {
      const list = await userDeparts(ctx, req.user!.id);
      const me = await userInfo(ctx, { id: req.user!.id });
      return ok({ list, orgCode: me?.orgCode ?? null } as z.output<typeof currentUserDeparts>);
    },
  );

  const selectBody = z.object({ orgCode: z.string({ error: '请选择部门' }).min(1, '请选择部门').max(64), username: z.string().optional() });
  const selectDepart = async (req: any) => {
    const body = req.body as z.output<typeof selectBody>;
    if (body.username && body.username !== req.user!.username) throw forbidden('只能切换自己的部门');
    const mine = await userDeparts(ctx, req.user!.id);
    if (!mine.length) throw badRequest('您尚未设置部门信息!', 'orgCode');
    if (!mine.some((d) => d.orgCode === body.orgCode)) throw badRequest('您不属于该部门', 'orgCode');
    await ctx.db.updateTable('sys_user').set({ org_code: body.orgCode }).where('id', '=', req.user!.id).execute();
    ctx.sessions.invalidate();
    return ok({ userInfo: await userInfo(ctx, { id: req.user!.id }) });
  };
  // JeecgBoot's client uses PUT, the spec's POST
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/sys/selectDepart',
      config: { self: true },
      schema: { tags, summary: 'Switch the current department', body: selectBody, response: looseAnswer },
      handler: selectDepart,
    });
  }

  const pwField = ctx.registry.must('sys_user').byName.get('password')!;
  const pwBody = z
    .object({
      username: z.string().optional(),
      oldpassword: z.string({ error: '请输入旧密码!' }).min(1, '请输入旧密码!'),
      password: z
        .string({ error: '请输入新密码!' })
        .min(1, '请输入新密码!')
        .pipe(valueSchema({ ...pwField, title: { zh: '新密码', en: 'New password' } }) as z.ZodType<string, string>),
      confirmpassword: z.string({ error: '请确认新密码!' }).min(1, '请确认新密码!'),
    })
    .refine((b) => b.password === b.confirmpassword, { path: ['confirmpassword'], message: '两次输入的密码不一样！' });
  app.put(
    '/sys/user/updatePassword',
    { config: { self: true }, schema: { tags, summary: 'Change your own password', body: pwBody, response: looseAnswer } },
    async (req) => {
      const body = req.body;
      if (body.username && body.username !== req.user!.username) throw forbidden('只允许修改自己的密码！');
      const row = await ctx.db.selectFrom('sys_user').select(['password']).where('id', '=', req.user!.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password, body.oldpassword))) throw new HttpError(400, '旧密码输入错误!', { field: 'oldpassword' });
      await ctx.db
        .updateTable('sys_user')
        .set({ password: await hashPassword(body.password) })
        .where('id', '=', req.user!.id)
        .execute();
      await ctx.sessions.revokeAllOf(req.user!.id);
      return ok(null, '密码修改成功，请重新登录!');
    },
  );
}
