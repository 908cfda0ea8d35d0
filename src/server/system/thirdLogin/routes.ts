import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { HttpError } from '../../http/errors.js';
import { perMinute } from '../../http/rateLimit.js';
import type { Ctx } from '../../http/types.js';
import { loginResult } from '../../auth/login.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { casRoutes } from './cas.js';
import { issueLoginCode, tradeLoginCode } from './loginCode.js';
import { mapUser } from './mapUser.js';
import { OidcClient } from './oidc.js';
import { said } from '../../i18n/said.js';

/** A route that answers with a redirect, or success:false (200) while single sign-on is not configured. */
const redirects = (to: string) => ({ ...looseAnswer, 302: z.null().describe(`redirect (Location) to ${to}`) });

const tags = ['Auth'];
const SOURCE = 'oidc';
const COOKIE = 'isps_oidc';
/** where the browser lands after the provider: the console's login page finishes the sign-in */
const LOGIN_PAGE = '/user/login';
export const NOT_CONFIGURED = '未配置第三方登录（OpenID Connect），请使用账号密码或手机号登录';

const cookieOf = (req: FastifyRequest, name: string) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1];

/**
 * Sign-in through the configured OpenID Connect provider, on JeecgBoot's paths: render/oidc sends the
 * browser to the provider, oidc/callback trades the code and sends the browser to the login page with
 * a one-time code (never the token), getLoginUser/{code} trades that for the usual login answer.
 * Unconfigured, each answers success:false 未配置 as before.
 */
export async function thirdLoginRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cfg = ctx.config.oidc;
  const oidc = cfg && new OidcClient(cfg, ctx.secret);
  const rateLimit = perMinute(30, (c) => `登录请求过于频繁，请 ${c.seconds} 秒后再试`);
  const config = { public: true, rateLimit };
  const source = z.object({ source: z.string().max(32) });
  const cookiePath = `${ctx.config.apiBase}/sys/thirdLogin`;
  const back = (reply: FastifyReply, hash: Record<string, string>) => reply.redirect(`${LOGIN_PAGE}#${new URLSearchParams(hash)}`, 302);

  app.get(
    '/sys/thirdLogin/render/:source',
    {
      config,
      schema: {
        tags,
        summary: 'Sends the browser to the OpenID Connect provider (source: oidc)',
        params: source,
        response: redirects("the provider's login page"),
      },
    },
    async (req, reply) => {
      if (!oidc) return fail(NOT_CONFIGURED, 501);
      if (req.params.source !== SOURCE) throw new HttpError(400, `不支持的第三方登录：${req.params.source}`, { field: 'source' });
      const redirectUri = cfg.redirectUri ?? `${req.protocol}://${req.host}${ctx.config.apiBase}/sys/thirdLogin/${SOURCE}/callback`;
      const { url, flow } = await oidc.start(redirectUri).catch((err) => {
        req.log.warn({ err }, 'OIDC discovery failed');
        throw new HttpError(502, '无法连接第三方登录服务，请稍后再试');
      });
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${COOKIE}=${flow}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=600${secure}`);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/sys/thirdLogin/:source/callback',
    {
      config,
      schema: {
        tags,
        summary: "The provider's way back: to the login page with a one-time code (#thirdLoginCode) or the reason (#thirdLoginError)",
        params: source,
        response: redirects('the login page, the code or the reason in its hash'),
      },
    },
    async (req, reply) => {
      if (!oidc) return fail(NOT_CONFIGURED, 501);
      reply.header('set-cookie', `${COOKIE}=; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=0`);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      let who;
      try {
        who = await oidc.finish(cookieOf(req, COOKIE), query);
      } catch (err) {
        req.log.warn({ err }, 'OIDC callback refused');
        return back(reply, { thirdLoginError: '第三方登录失败或已过期，请重试' });
      }
      try {
        const user = await mapUser(ctx, who, 'OpenID Connect');
        return back(reply, { thirdLoginCode: await issueLoginCode(ctx, String(user.id)) });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        ctx.logs.write({ type: 1, said: said('log.thirdLogin.failed', { reason: err.message }), username: who.username ?? '', ip: req.ip });
        return back(reply, { thirdLoginError: err.message });
      }
    },
  );

  const trade = async (req: FastifyRequest<{ Params: { token: string } }>) => {
    if (!oidc) return fail(NOT_CONFIGURED, 501);
    const userId = await tradeLoginCode(ctx, req.params.token);
    if (!userId) throw new HttpError(401, '第三方登录凭证无效或已使用，请重新登录');
    const e = ctx.registry.must('sys_user');
    const user = await selectReadable(scoped(ctx, e, '0'), e)
      .where('sys_user.id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, '第三方登录凭证无效或已使用，请重新登录');
    if (user.status !== 1) throw new HttpError(403, '该用户已冻结');
    return ok(await loginResult(ctx, user, req.ip), '登录成功');
  };
  const code = z.string().min(1).max(2000);
  app.get(
    '/sys/thirdLogin/getLoginUser/:token',
    {
      config,
      schema: {
        tags,
        summary: "Trades the callback's one-time code for the login answer {token, userInfo, …}",
        params: z.object({ token: code }),
        response: looseAnswer,
      },
    },
    trade,
  );
  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      config,
      schema: {
        tags,
        summary: 'As getLoginUser/{token} (JeecgBoot 2.4.6 adds the source)',
        params: z.object({ token: code, thirdType: z.string().max(32) }),
        response: looseAnswer,
      },
    },
    trade,
  );
  await casRoutes(app, ctx, config);
}
