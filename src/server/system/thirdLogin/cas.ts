import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { HttpError } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { loginResult } from '../../auth/login.js';
import { mapUser } from './mapUser.js';
import { said } from '../../i18n/said.js';
import { looseAnswer } from '#shared/contract/loose.js';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER = 64 * 1024;
export const CAS_NOT_CONFIGURED = '未配置 CAS 单点登录，请使用账号密码或手机号登录';
export const CAS_SERVICE_NOT_CONFIGURED = '未配置本系统的 CAS 服务地址（ISPS_CAS_SERVICE），无法校验 CAS 票据';
const xml = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '' });

const query = z.object({
  ticket: z.string({ error: 'ticket 不能为空' }).min(1, 'ticket 不能为空').max(500, 'ticket 过长'),
  service: z.url({ error: 'service 应为网址' }).max(1000, 'service 过长'),
});

/** The CAS user a service ticket stands for (CAS 2.0 serviceValidate), or the CAS server's own reason. */
async function validate(casUrl: string, ticket: string, service: string): Promise<string> {
  const url = `${casUrl}/serviceValidate?${new URLSearchParams({ ticket, service })}`;
  let text: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    text = await res.text();
  } catch {
    throw new HttpError(502, '无法连接 CAS 服务器，请稍后再试');
  }
  if (text.length > MAX_ANSWER) throw new HttpError(502, 'CAS 服务器的应答无法识别');
  const answer = xml.parse(text)?.serviceResponse;
  const user = answer?.authenticationSuccess?.user;
  if (typeof user === 'string' && user) return user;
  const failure = answer?.authenticationFailure;
  if (failure)
    throw new HttpError(401, `CAS 票据无效：${typeof failure === 'string' ? failure.trim() : String(failure['#text'] ?? failure.code ?? '').trim()}`);
  throw new HttpError(502, 'CAS 服务器的应答无法识别');
}

const parsedService = (s: string | undefined) => (s && URL.canParse(s) ? new URL(s) : undefined);

/**
 * Whether a ticket's service is this system's (ISPS_CAS_SERVICE): the same origin and path, parsed.
 * A ticket issued to another application must not log in here; a prefix test would let
 * `http://host:port@evil.example/cb` (host evil.example) through. The query may differ.
 */
export function sameService(given: string, ours: URL): boolean {
  const u = parsedService(given);
  // protocol and host rather than origin: every non-http(s) URL has the origin "null"
  return !!u && !u.username && !u.password && u.protocol === ours.protocol && u.host === ours.host && u.pathname === ours.pathname;
}

/** JeecgBoot's CAS client login: a service ticket in, the usual login answer out (the CAS user is an ISPS username). */
export async function casRoutes(app: FastifyInstance, ctx: Ctx, config: object) {
  const cas = ctx.config.cas;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sys/cas/client/validateLogin',
    {
      config,
      schema: { tags: ['Auth'], summary: 'Log in with a CAS service ticket (validated at the CAS server)', querystring: query, response: looseAnswer },
    },
    async (req) => {
      if (!cas) return fail(CAS_NOT_CONFIGURED, 501);
      const ours = parsedService(cas.service);
      if (!ours) return fail(CAS_SERVICE_NOT_CONFIGURED, 501);
      const { ticket, service } = req.query;
      if (!sameService(service, ours)) throw new HttpError(400, 'service 不是本系统的地址', { field: 'service' });
      const username = await validate(cas.url, ticket, service);
      let user;
      try {
        user = await mapUser(ctx, { username }, 'CAS');
      } catch (err) {
        if (err instanceof HttpError) ctx.logs.write({ type: 1, said: said('log.cas.failed', { reason: err.message }), username, ip: req.ip });
        throw err;
      }
      return ok(await loginResult(ctx, user, req.ip), '登录成功');
    },
  );
}
