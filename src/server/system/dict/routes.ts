import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { AuthUser, Ctx } from '../../http/types.js';

/** The dictionaries the login page needs before anyone is logged in. */
export const PUBLIC_DICTS = new Set(['sex', 'user_status']);

export async function dictRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['Dictionaries'];
  // public so the login and register pages can render; non-public codes still need a token
  app.get('/sys/dict/getDictItems/:code', { config: { public: true }, schema: { tags, summary: 'Items of one dictionary' } }, async (req) => {
    const code = decodeURIComponent(String((req.params as { code?: string }).code ?? '')).trim();
    if (!code) throw badRequest('字典Code不能为空!', 'code');
    if (!req.user && !PUBLIC_DICTS.has(code)) throw forbidden('请先登录');
    if (code.includes(',')) {
      if (!ctx.dicts.isTableDict(code)) throw badRequest('字典Code格式不正确！', 'code');
      if (!canReadTableDict(ctx, req.user!, code)) throw forbidden();
    }
    const items = await ctx.dicts.get(code, req.tenantId);
    if (!items) throw badRequest(`字典 ${code} 不存在`, 'code');
    return ok(items);
  });
  // an empty code reaches this route: answer with the spec's message instead of a 404
  app.get('/sys/dict/getDictItems/', { config: { public: true }, schema: { hide: true } }, async () => {
    throw badRequest('字典Code不能为空!', 'code');
  });
  app.get('/sys/dict/queryAllDictItems', { schema: { tags, summary: 'Every dictionary, by code' } }, async () => ok(await ctx.dicts.items()));
  // it drops every cache in every process (dictionaries, sessions): each caller's next request reloads, so admins only
  app.get('/sys/dict/refleshCache', { schema: { tags, summary: 'Drop server-side caches (administrators only)' } }, async (req) => {
    if (!req.user!.isAdmin) throw forbidden('只有管理员可以刷新缓存');
    ctx.dicts.invalidate();
    ctx.sessions.invalidate();
    return ok(null, '刷新缓存完成！');
  });
}

/** A table dictionary is readable by whoever may read that entity, or a field that uses it. */
function canReadTableDict(ctx: Ctx, user: AuthUser, code: string): boolean {
  const target = ctx.registry.get(code.split(',')[0])!;
  if (user.perms.has(readPermOf(target))) return true;
  return ctx.registry.all().some((e) => user.perms.has(readPermOf(e)) && Object.values(e.schema.fields).some((f) => f.dict === code));
}
