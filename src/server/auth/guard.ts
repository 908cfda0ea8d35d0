import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_INVALID } from '#shared/contract/envelope.js';
import { HttpError, badRequest, forbidden } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { readToken } from './token.js';

/** A browser cannot set headers on a WebSocket: there the token travels as the Sec-WebSocket-Protocol value. */
const protocolToken = (req: FastifyRequest): string | undefined => {
  if (String(req.headers.upgrade ?? '').toLowerCase() !== 'websocket') return undefined;
  return (
    String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')[0]
      .trim() || undefined
  );
};

/** `?token=` only where a browser cannot send a header (img tags, sockets): elsewhere a URL token would end up in histories and proxy logs. */
const queryToken = (req: FastifyRequest): string | undefined => {
  if (!req.routeOptions.config?.queryToken) return undefined;
  const t = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof t === 'string' && t ? t : undefined;
};

export const tokenOf = (req: FastifyRequest): string | undefined =>
  (req.headers['x-access-token'] as string | undefined) || queryToken(req) || protocolToken(req);

/** JeecgBoot's Vue client sends `tenant-id`, the spec's client `tenant_id`. */
function tenantOf(req: FastifyRequest): string {
  const h = req.headers['tenant_id'] ?? req.headers['tenant-id'];
  const v = Array.isArray(h) ? h[0] : h;
  if (v === undefined || v === '' || v === 'undefined' || v === 'null') return '0';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(v)) throw badRequest('请求头 tenant_id 格式不正确', 'tenant_id');
  return v;
}

/** The request's tenant must be one of the caller's (admins may pick any; '0' is everyone's). */
function checkTenant(req: FastifyRequest, user: AuthUser): void {
  if (req.tenantId !== '0' && !user.isAdmin && !user.tenantIds.includes(req.tenantId)) throw forbidden('无权访问该租户的数据');
}

/** Every route needs a valid token unless its config says public; writes need their permission. */
export function registerGuard(app: FastifyInstance, ctx: Ctx) {
  app.decorateRequest('user', null);
  app.decorateRequest('tenantId', '0');
  const authenticate = async (req: FastifyRequest, token: string | undefined, cfg: FastifyContextConfig) => {
    if (cfg.public) {
      // public routes still learn who is calling when a good token comes along (e.g. logout)
      const claims = await readToken(ctx.secret, token!);
      if (claims) req.user = await ctx.sessions.resolve(claims);
      if (req.user) checkTenant(req, req.user); // a public route may still read tenant data for a caller (getDictItems)
      return;
    }
    const claims = token ? await readToken(ctx.secret, token) : null;
    const user = claims ? await ctx.sessions.resolve(claims) : null;
    if (!user) throw new HttpError(401, TOKEN_INVALID);
    req.user = user;
    checkTenant(req, user);
    const need = cfg.perm;
    if (need) {
      const codes = Array.isArray(need) ? need : [need];
      if (!codes.some((c) => user.perms.has(c))) throw forbidden(`没有权限，请联系管理员授权（${codes.join(' / ')}）`);
    }
  };
  // callback style: a public read without a token (the portal's polls) passes with no promise at all
  app.addHook('onRequest', (req, _reply, done) => {
    let token: string | undefined;
    let cfg: FastifyContextConfig;
    try {
      cfg = req.routeOptions.config ?? {};
      req.tenantId = tenantOf(req);
      token = tokenOf(req);
    } catch (err) {
      return done(err as Error);
    }
    if (cfg.public ? !token : !req.routeOptions.url) return done(); // 404s: let the not-found handler answer
    authenticate(req, token, cfg).then(() => done(), done);
  });
}

/** True when the route changes data and so must declare a permission or be a self-service call. */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
