import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { mobile, phoneLoginBody } from '#shared/contract/phoneLogin.js';
import { Throttle, lockedMinutes, loginKeys } from '../../auth/throttle.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { clientAddress } from '../../http/clientAddress.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { loginResult } from '../../auth/login.js';
import { SmsCodes } from './codes.js';
import { said } from '../../i18n/said.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Auth'];
/** codes one client address may ask for within the throttle window (15 min) */
const SENDS_PER_ADDRESS = 20;
const smsBody = z.object({
  mobile,
  // JeecgBoot's template modes: 0 login, 1 register, 2 forgotten password; ISPS sends login codes only
  smsmode: z.preprocess((v) => (v == null ? '0' : String(v)), z.literal('0', { error: 'ISPS 只发送登录验证码（smsmode 只能是 0）' })),
});

/**
 * 手机号登录: POST /sys/sms sends a code through ctx.sms, POST /sys/phoneLogin trades it for the
 * same answer as /sys/login. Failures count on the same per-account and per-address counters
 * as password logins (locked at the same thresholds). /sys/sms answers alike whether or not the
 * number belongs to an account, so it cannot be used to find out who has one.
 */
export async function phoneLoginRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const throttle = new Throttle(ctx.db);
  const codes = new SmsCodes(ctx.db, ctx.secret);
  const e = ctx.registry.must('sys_user');
  const userByPhone = (phone: string) =>
    selectReadable(scoped(ctx, e, '0'), e)
      .where('sys_user.phone', '=', phone)
      .executeTakeFirst();

  app.post(
    '/sys/sms',
    { config: { public: true }, schema: { tags, summary: 'Send a 6-digit login code to a mobile number (smsmode 0)', body: smsBody, response: looseAnswer } },
    async (req) => {
      const { mobile: phone } = req.body;
      const address = clientAddress(req);
      const wait = await codes.waitSeconds(phone);
      if (wait) throw new HttpError(429, `验证码已发送，请 ${wait} 秒后再试`);
      const [sent] = await throttle.hit([`sms:${address}`]);
      if (sent.hits > SENDS_PER_ADDRESS) throw new HttpError(429, '验证码请求过于频繁，请稍后再试');
      const user = await userByPhone(phone);
      if (user && user.status === 1) await ctx.sms.send(phone, await codes.issue(phone));
      return ok(null, '验证码已发送，10 分钟内有效');
    },
  );

  app.post(
    '/sys/phoneLogin',
    { config: { public: true }, schema: { tags, summary: 'Log in with a mobile number and the code sent to it', body: phoneLoginBody, response: looseAnswer } },
    async (req) => {
      const { mobile: phone, captcha } = req.body;
      const user = await userByPhone(phone);
      const keys = loginKeys(String(user?.username ?? `phone:${phone}`), clientAddress(req));
      const minutes = lockedMinutes(await throttle.read(keys));
      if (minutes) throw new HttpError(429, `登录失败次数过多，请 ${minutes} 分钟后再试`);
      if (!user || !(await codes.check(phone, captcha))) {
        const after = await throttle.hit(keys);
        ctx.logs.write({ type: 1, said: said('log.phoneLogin.failed', { phone }), username: String(user?.username ?? ''), ip: req.ip });
        const locked = lockedMinutes(after);
        if (locked) throw new HttpError(429, `登录失败次数过多，请 ${locked} 分钟后再试`);
        throw badRequest('手机验证码错误或已失效', 'captcha');
      }
      if (user.status !== 1) throw new HttpError(403, '该用户已冻结');
      await throttle.clear([keys[0]]);
      return ok(await loginResult(ctx, user, req.ip, req.headers['user-agent']), '登录成功');
    },
  );
}
