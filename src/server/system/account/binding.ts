import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BIND_TYPES } from '#shared/contract/account.js';
import { ok } from '#shared/contract/envelope.js';
import { SIX_DIGITS } from '#shared/contract/phoneLogin.js';
import { Throttle, worst } from '../../auth/throttle.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { sendMail } from '../../notify/mailer.js';
import { userFieldSchemas } from '../selfService/fields.js';
import { resetCodeStore } from '../selfService/sharedResetCodes.js';
import { userInfo } from '../user/queries.js';
import { said, sayIn } from '../../i18n/said.js';
import { langOf } from '../../http/lang.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Account'];
/** codes one account may ask for in 15 minutes (as for password reset) */
const SENDS = 5;
const LABEL = { email: '邮箱', phone: '手机号' } as const;
const code = z.string({ error: '验证码（code）不能为空' }).regex(SIX_DIGITS, '验证码（code）应为 6 位数字');

/**
 * 账户绑定: a new e-mail or phone is taken only with a 6-digit code sent to it (the mail sender or
 * ctx.sms), so nobody binds an address they do not hold. Codes live where password-reset codes do
 * (Redis when shared, with the same ten minutes and five tries), keyed by account, field and value.
 */
export async function bindingRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { field } = userFieldSchemas(ctx);
  const codes = resetCodeStore(ctx.shared, ctx.secret);
  const sends = new Throttle(ctx.db);
  const key = (userId: string, type: string, value: string) => `bind:${userId}:${type}:${value.toLowerCase()}`;

  for (const type of BIND_TYPES) {
    const label = LABEL[type];
    const value = z
      .string({ error: `${label}（${type}）不能为空` })
      .trim()
      .min(1, `${label}（${type}）不能为空`)
      .pipe(field(type, label, type));
    const free = async (userId: string, v: string) => {
      const other = await ctx.db.selectFrom('sys_user').select('id').where(type, '=', v).where('id', '!=', userId).executeTakeFirst();
      if (other) throw badRequest(`该${label}已被其他账号绑定`, type);
    };

    app.post(
      `/isps/account/bind/${type}/code`,
      {
        config: { self: true },
        schema: { tags, summary: `Send a 6-digit code to the new ${type} (10 minutes, 5 tries)`, body: z.object({ [type]: value }), response: looseAnswer },
      },
      async (req) => {
        const user = req.user!;
        const v = (req.body as Record<string, string>)[type];
        if (type === 'email' && !ctx.config.smtp) throw badRequest('系统未配置邮件服务，无法发送邮箱验证码', type);
        const current = await ctx.db.selectFrom('sys_user').select(type).where('id', '=', user.id).executeTakeFirstOrThrow();
        if (String(current[type] ?? '').toLowerCase() === v.toLowerCase()) throw badRequest(`新${label}与当前绑定的相同`, type);
        await free(user.id, v);
        const keys = [`bind-u:${user.id}`];
        if (worst(await sends.read(keys)) >= SENDS) throw new HttpError(429, '验证码发送过于频繁，请 15 分钟后再试');
        await sends.hit(keys);
        const c = await codes.issue(key(user.id, type, v));
        if (type === 'phone') await ctx.sms.send(v, c);
        else {
          const lang = langOf(req);
          const sent = await sendMail(ctx.config.smtp, v, sayIn(said('mail.bind.subject'), lang), {
            text: sayIn(said('mail.bind.text', { username: user.username, code: c }), lang),
          });
          if (!sent.ok) throw new HttpError(502, `验证码邮件发送失败：${sent.message}`, { field: type });
        }
        return ok(null, `验证码已发送到新${label}，10 分钟内有效`);
      },
    );

    app.post(
      `/isps/account/bind/${type}`,
      {
        config: { self: true },
        schema: { tags, summary: `Bind the new ${type} with the code sent to it`, body: z.object({ [type]: value, code }), response: looseAnswer },
      },
      async (req) => {
        const user = req.user!;
        const body = req.body as Record<string, string>;
        const v = body[type];
        if (!(await codes.check(key(user.id, type, v), body.code))) throw badRequest('验证码错误或已失效，请重新获取', 'code');
        await free(user.id, v);
        await ctx.db
          .updateTable('sys_user')
          .set({ [type]: v })
          .where('id', '=', user.id)
          .execute();
        ctx.sessions.invalidate();
        ctx.logs.write({ type: 2, said: said(`log.bind.${type}`, { username: user.username }), userId: user.id, username: user.username, ip: req.ip });
        return ok({ userInfo: await userInfo(ctx, { id: user.id }) }, `${label}绑定成功`);
      },
    );
  }
}
