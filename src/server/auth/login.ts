import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { answerOf } from '#shared/contract/answer.js';
import { captchaImage, loginResultOf } from '#shared/contract/login.js';
import { CaptchaStore } from './captcha.js';
import { verifyPassword } from './password.js';
import { Throttle, beforeSlot, lockedMinutes, loginKeys, needsCaptcha, overLimit } from './throttle.js';
import { readToken, signToken } from './token.js';
import { tokenOf } from './guard.js';
import { clientAddress } from '../http/clientAddress.js';
import { HttpError } from '../http/errors.js';
import { perMinute } from '../http/rateLimit.js';
import type { Ctx } from '../http/types.js';
import { userDeparts } from '../system/user/queries.js';
import { scoped, selectReadable } from '../crud/records.js';
import { recordSession } from '../system/userOnline/sessions.js';
import { said } from '../i18n/said.js';
import { looseAnswer } from '#shared/contract/loose.js';

const CAPTCHAS_PER_MINUTE = 30;
const captchaMissing = () => new HttpError(400, '验证码无效', { field: 'captcha', captchaRequired: true });

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(100, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(200, '密码过长'),
  captcha: z.string().max(10).optional(),
  checkKey: z.union([z.string().max(64), z.number()]).optional(),
  remember_me: z.unknown().optional(),
});

export async function loginRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const throttle = new Throttle(ctx.db);
  const captchas = new CaptchaStore(ctx.db);

  // public and each image is a row: a client gets a few a minute (a person needs one per failed try)
  const captchaLimit = perMinute(CAPTCHAS_PER_MINUTE, (c) => `验证码请求过于频繁，请 ${c.seconds} 秒后再试`);
  app.get(
    '/sys/randomImage/:key',
    {
      config: { public: true, rateLimit: captchaLimit },
      schema: { tags: ['Auth'], summary: 'Captcha image (data URL)', params: z.object({ key: z.string().min(1).max(64) }), response: answerOf(captchaImage) },
    },
    async (req) => {
      const { key } = req.params;
      return ok(await captchas.create(key));
    },
  );

  // the console's reset page checks the picture before its next step; the answer is used up either way
  app.post(
    '/sys/checkCaptcha',
    {
      config: { public: true, rateLimit: captchaLimit },
      schema: {
        tags: ['Auth'],
        summary: 'Check a captcha answer (used up either way)',
        body: z.object({
          captcha: z.string({ error: '验证码无效' }).trim().min(1, '验证码无效').max(10, '验证码无效'),
          checkKey: z.union([z.string().min(1).max(64), z.number()]),
        }),
        response: looseAnswer,
      },
    },
    async (req) => {
      if (!(await captchas.check(String(req.body.checkKey), req.body.captcha))) throw new HttpError(400, '验证码错误', { field: 'captcha' });
      return ok(null);
    },
  );

  // the answer names every key it may carry: a column selected by mistake (the password hash) is never written
  const loginAnswer = answerOf(loginResultOf(ctx.registry.must('sys_user').readable, ctx.registry.must('sys_depart').readable));
  app.post('/sys/login', { config: { public: true }, schema: { tags: ['Auth'], summary: 'Log in', body: loginBody, response: loginAnswer } }, async (req) => {
    const body = req.body;
    // per account (whatever the address) and per client address (whatever the account)
    const keys = loginKeys(body.username, clientAddress(req));
    const e = ctx.registry.must('sys_user');
    // the counters beside the user lookup: one statement more per login, no extra wait on PostgreSQL
    const [counters, row] = await Promise.all([
      throttle.read(keys),
      selectReadable(scoped(ctx, e, '0'), e)
        .select('sys_user.password as password')
        .where('sys_user.username', '=', body.username)
        .executeTakeFirst(),
    ]);
    // cheap refusals before a slot is taken: already locked, or a captcha is due and none came
    const minutes = lockedMinutes(counters);
    if (minutes) throw new HttpError(429, `登录失败次数过多，请 ${minutes} 分钟后再试`);
    if (needsCaptcha(counters) && (!body.captcha || body.checkKey === undefined)) throw captchaMissing();
    // One atomic increment per attempt, before any password check: parallel tries each get their own
    // number, so no more than the lock's count of passwords is ever checked for an account or address.
    const taken = await throttle.hit(keys);
    if (overLimit(taken)) throw new HttpError(429, `登录失败次数过多，请 ${lockedMinutes(taken) || 1} 分钟后再试`);
    if (needsCaptcha(beforeSlot(taken))) {
      if (!body.captcha || body.checkKey === undefined) throw captchaMissing(); // the slot stays taken
      // wrong answers count toward the lock (the slot stays taken)
      if (!(await captchas.check(String(body.checkKey), body.captcha))) throw new HttpError(400, '验证码错误', { field: 'captcha', captchaRequired: true });
    }
    // an unknown username costs the same argon2 verify (against a dummy hash)
    if (!(await verifyPassword(row?.password, body.password)) || !row) {
      ctx.logs.write({ type: 1, said: said('log.login.failed', { username: body.username }), username: body.username, ip: req.ip });
      throw new HttpError(400, '用户名或密码错误', { field: 'password', captchaRequired: needsCaptcha(taken) });
    }
    // the account starts afresh; the address gets its slot back but keeps its failures
    // (logging into one's own account must not reset what others did from there)
    await Promise.all([throttle.clear([keys[0]]), throttle.release([keys[1]])]);
    if (row.status !== 1) throw new HttpError(403, '该用户已冻结');
    const { password: _, ...user } = row;
    return ok(await loginResult(ctx, user, req.ip, req.headers['user-agent']), '登录成功');
  });

  app.post(
    '/sys/logout',
    { config: { self: true }, schema: { tags: ['Auth'], summary: 'Log out (revokes the token)', response: looseAnswer } },
    async (req) => {
      const claims = await readToken(ctx.secret, tokenOf(req)!);
      if (claims) await ctx.sessions.revoke(claims.jti, claims.exp);
      ctx.logs.write({ type: 1, said: said('log.logout', { username: req.user!.username }), userId: req.user!.id, username: req.user!.username, ip: req.ip });
      return ok(null, '退出登录成功！');
    },
  );
}

/** {token, userInfo, sysAllDictItems, departs, multi_depart, tenantList}, JeecgBoot's login shape. */
export async function loginResult(ctx: Ctx, known: Record<string, unknown>, ip: string, userAgent?: string) {
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
  const tenantIds = String(user.relTenantIds ?? '')
    .split(',')
    .filter(Boolean);
  const tenantList = tenantIds.length ? await ctx.db.selectFrom('sys_tenant').select(['id', 'name', 'status']).where('id', 'in', tenantIds).execute() : [];
  const token = await signToken(ctx.secret, userId, String(user.username));
  await recordSession(ctx, token, { id: userId, username: String(user.username) }, ip, userAgent);
  ctx.logs.write({ type: 1, said: said('log.login.ok', { username: String(user.username) }), userId, username: String(user.username), ip });
  return { token, userInfo: user, sysAllDictItems: await ctx.dicts.items(), departs, multi_depart: multi, tenantList };
}
