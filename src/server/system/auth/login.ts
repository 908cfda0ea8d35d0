import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../shared/envelope.js';
import { CaptchaStore } from '../../auth/captcha.js';
import { verifyPassword } from '../../auth/password.js';
import { CAPTCHA_AFTER, LoginThrottle } from '../../auth/throttle.js';
import { readToken, signToken } from '../../auth/token.js';
import { tokenOf } from '../../auth/guard.js';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import type { Ctx } from '../../http/types.js';
import { userDeparts } from '../user/queries.js';
import { scoped, selectReadable } from '../../crud/records.js';

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(100, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(200, '密码过长'),
  captcha: z.string().max(10).optional(),
  checkKey: z.union([z.string().max(64), z.number()]).optional(),
  remember_me: z.unknown().optional(),
});

export async function loginRoutes(app: FastifyInstance, ctx: Ctx) {
  const throttle = new LoginThrottle();
  const captchas = new CaptchaStore();

  app.get('/sys/randomImage/:key', { config: { public: true }, schema: { tags: ['Auth'], summary: 'Captcha image (data URL)' } }, async (req) => {
    const { key } = parse(z.object({ key: z.string().min(1).max(64) }), req.params);
    return ok(captchas.create(key));
  });

  app.post('/sys/login', { config: { public: true }, schema: { tags: ['Auth'], summary: 'Log in', body: loginBody } }, async (req) => {
    const body = parse(loginBody, req.body);
    const keys = [`u:${body.username.toLowerCase()}`, `ip:${req.ip}`];
    const minutes = throttle.lockedFor(keys);
    if (minutes) throw new HttpError(429, `登录失败次数过多，请 ${minutes} 分钟后再试`);
    if (throttle.count(keys) >= CAPTCHA_AFTER) {
      const missing = !body.captcha || body.checkKey === undefined;
      if (missing || !captchas.check(String(body.checkKey), body.captcha!)) {
        if (!missing) throw throttleFail(throttle, keys, '验证码错误'); // wrong answers count toward the lock
        throw new HttpError(400, '验证码无效', { field: 'captcha', captchaRequired: true });
      }
    }
    // one lookup serves the password check and the login result
    const e = ctx.registry.must('sys_user');
    const row = await selectReadable(scoped(ctx, e, '0'), e).select('sys_user.password as password')
      .where('sys_user.username', '=', body.username).executeTakeFirst();
    if (!row || !(await verifyPassword(row.password, body.password))) {
      throttle.fail(keys);
      ctx.logs.write({ type: 1, content: `用户名: ${body.username}，登录失败：用户名或密码错误`, username: body.username, ip: req.ip });
      throw new HttpError(400, '用户名或密码错误', { field: 'password', captchaRequired: throttle.count(keys) >= CAPTCHA_AFTER });
    }
    if (row.status !== 1) throw new HttpError(403, '该用户已冻结');
    throttle.clear(keys);
    const { password: _, ...user } = row;
    return ok(await loginResult(ctx, user, req.ip), '登录成功');
  });

  app.post('/sys/logout', { config: { self: true }, schema: { tags: ['Auth'], summary: 'Log out (revokes the token)' } }, async (req) => {
    const claims = await readToken(ctx.secret, tokenOf(req)!);
    if (claims) await ctx.sessions.revoke(claims.jti, claims.exp);
    ctx.logs.write({ type: 1, content: `用户名: ${req.user!.username}，退出成功！`, userId: req.user!.id, username: req.user!.username, ip: req.ip });
    return ok(null, '退出登录成功！');
  });
}

function throttleFail(throttle: LoginThrottle, keys: string[], message: string) {
  throttle.fail(keys);
  return new HttpError(400, message, { field: 'captcha', captchaRequired: true });
}

/** {token, userInfo, sysAllDictItems, departs, multi_depart, tenantList}, JeecgBoot's login shape. */
export async function loginResult(ctx: Ctx, known: Record<string, unknown>, ip: string) {
  const userId = String(known.id);
  const departs = await userDeparts(ctx, userId);
  let user = known;
  let multi = 0;
  if (departs.length) {
    multi = departs.length === 1 ? 1 : 2;
    const current = departs.some((d) => d.orgCode === user.orgCode);
    if (!current) {
      await ctx.db.updateTable('sys_user').set({ org_code: departs[0].orgCode }).where('id', '=', userId).execute();
      user = { ...user, orgCode: departs[0].orgCode };
    }
  }
  const tenantIds = String(user.relTenantIds ?? '').split(',').filter(Boolean);
  const tenantList = tenantIds.length
    ? await ctx.db.selectFrom('sys_tenant').select(['id', 'name', 'status']).where('id', 'in', tenantIds).execute()
    : [];
  const token = await signToken(ctx.secret, userId, String(user.username));
  ctx.logs.write({ type: 1, content: `用户名: ${user.username}，登录成功！`, userId, username: String(user.username), ip });
  return { token, userInfo: user, sysAllDictItems: await ctx.dicts.items(), departs, multi_depart: multi, tenantList };
}
