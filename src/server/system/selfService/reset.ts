import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { SIX_DIGITS } from '#shared/contract/phoneLogin.js';
import { hashPassword } from '../../auth/password.js';
import { Throttle, worst } from '../../auth/throttle.js';
import { clientAddress } from '../../http/clientAddress.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { sendMail } from '../../notify/mailer.js';
import { userFieldSchemas } from './fields.js';
import { resetCodeStore } from './sharedResetCodes.js';
import { said, sayIn } from '../../i18n/said.js';
import { langOf } from '../../http/lang.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Account'];
const PUBLIC = { public: true } as const;
/** code e-mails per address or account in 15 minutes */
const SENDS = 5;
const SENT = '如果账号与邮箱匹配，验证码已发送到该邮箱，10 分钟内有效';

/**
 * Forgotten password (the /user/alteration page): a 6-digit code to the account's own e-mail,
 * then a new password with that code. Unlike JeecgBoot's anonymous passwordChange, the code
 * binds the reset to the mailbox; the answer never tells whether an account or address exists.
 */
export async function resetRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { required } = userFieldSchemas(ctx);
  const codes = resetCodeStore(ctx.shared, ctx.secret);
  const sends = new Throttle(ctx.db);
  const sendBody = z.object({
    username: z.string({ error: '用户账号（username）不能为空' }).trim().min(1, '用户账号（username）不能为空').max(100),
    email: z.string({ error: '邮箱（email）不能为空' }).trim().min(1, '邮箱（email）不能为空').email('邮箱（email）格式不正确'),
  });
  const resetBody = z
    .object({
      username: z.string({ error: '用户账号（username）不能为空' }).trim().min(1, '用户账号（username）不能为空').max(100),
      code: z.string({ error: '验证码（code）不能为空' }).regex(SIX_DIGITS, '验证码（code）应为 6 位数字'),
      password: required('password', '新密码', 'New password'),
      confirmPassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码'),
    })
    .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: '两次输入的密码不一样！' });

  const account = (username: string) =>
    ctx.db.selectFrom('sys_user').select(['id', 'email', 'status']).where('username', '=', username).where('del_flag', '=', 0).executeTakeFirst();

  app.post(
    '/sys/user/sendResetCode',
    { config: PUBLIC, schema: { tags, summary: 'E-mail a password-reset code to the account address', body: sendBody, response: looseAnswer } },
    async (req) => {
      const b = req.body;
      if (!ctx.config.smtp) throw new HttpError(400, '系统未配置邮件服务，请联系管理员重置密码');
      const keys = [`reset-ip:${clientAddress(req)}`, `reset-u:${b.username}`];
      if (worst(await sends.read(keys)) >= SENDS) throw new HttpError(429, '验证码发送过于频繁，请 15 分钟后再试');
      await sends.hit(keys);
      const user = await account(b.username);
      if (user?.status === 1 && user.email && user.email.toLowerCase() === b.email.toLowerCase()) {
        const code = await codes.issue(user.id);
        const lang = langOf(req);
        const sent = await sendMail(ctx.config.smtp, user.email, sayIn(said('mail.reset.subject'), lang), {
          text: sayIn(said('mail.reset.text', { username: b.username, code }), lang),
        });
        if (!sent.ok) req.log.warn({ err: sent.message }, 'reset code not sent');
      }
      return ok(null, SENT);
    },
  );

  app.post(
    '/sys/user/resetPassword',
    { config: PUBLIC, schema: { tags, summary: 'Set a new password with an e-mailed code', body: resetBody, response: looseAnswer } },
    async (req) => {
      const b = req.body;
      const user = await account(b.username);
      if (!user || !(await codes.check(user.id, b.code))) throw badRequest('验证码错误或已失效，请重新获取', 'code');
      await ctx.db
        .updateTable('sys_user')
        .set({ password: await hashPassword(b.password) })
        .where('id', '=', user.id)
        .execute();
      await ctx.sessions.revokeAllOf(user.id);
      return ok(null, '密码重置成功，请使用新密码登录');
    },
  );
}
