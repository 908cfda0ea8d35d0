import type { FastifyInstance } from 'fastify';
import { fail, ok } from '#shared/contract/envelope.js';
import { answerOf, dictItem, dictItemsByCode } from '#shared/contract/answer.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, selectReadable } from '../../crud/records.js';
import { escapeLike } from '../../db/like.js';
import { zId } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { dictRecycleRoutes } from './recycleRoutes.js';
import { dictSearchRoutes } from './searchRoutes.js';
import { dictTableRoutes } from './tableRoutes.js';
import { canReadTableDict } from './tableAccess.js';
import { looseAnswer } from '#shared/contract/loose.js';

const itemCheckQuery = z.object({
  dictId: zId('dictId'),
  itemValue: z.string({ error: 'itemValue 不能为空' }).min(1, 'itemValue 不能为空').max(100, 'itemValue 长度不能超过 100'),
  id: zId('id').optional(),
});

/** The dictionaries the login page needs before anyone is logged in. */
export const PUBLIC_DICTS = new Set(['sex', 'user_status']);

export async function dictRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dictionaries'];
  const e = ctx.registry.must('sys_dict');
  // public so the login and register pages can render; non-public codes still need a token
  app.get(
    '/sys/dict/getDictItems/:code',
    { config: { public: true }, schema: { tags, summary: 'Items of one dictionary', response: answerOf(z.array(dictItem)) } },
    async (req) => {
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
    },
  );
  // an empty code reaches this route: answer with the spec's message instead of a 404
  app.get('/sys/dict/getDictItems/', { config: { public: true }, schema: { hide: true } }, async () => {
    throw badRequest('字典Code不能为空!', 'code');
  });
  app.get('/sys/dict/queryAllDictItems', { schema: { tags, summary: 'Every dictionary, by code', response: answerOf(dictItemsByCode) } }, async () =>
    ok(await ctx.dicts.items()),
  );
  // it drops every cache in every process (dictionaries, sessions): each caller's next request reloads, so admins only
  app.get('/sys/dict/refleshCache', { schema: { tags, summary: 'Drop server-side caches (administrators only)', response: looseAnswer } }, async (req) => {
    if (!req.user!.isAdmin) throw forbidden('只有管理员可以刷新缓存');
    ctx.dicts.invalidate();
    ctx.sessions.invalidate();
    return ok(null, '刷新缓存完成！');
  });
  // the dictionary picker of the online form designer: every dictionary as a flat list of tree nodes
  app.get(
    '/sys/dict/treeList',
    {
      config: { perm: 'dict:list' },
      schema: {
        tags,
        summary: 'Every dictionary as SysDictTree nodes (dictName: contains)',
        querystring: z.object({ dictName: z.string().max(100).optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      let q = selectReadable(scoped(ctx, e, req.tenantId), e);
      if (req.query.dictName) q = q.where('sys_dict.dict_name', 'ilike', `%${escapeLike(req.query.dictName)}%`);
      const rows = await q.orderBy('sys_dict.create_time', 'desc').orderBy('sys_dict.id').execute();
      return ok(rows.map((r) => ({ ...r, key: r.id, value: r.dictCode, title: r.dictName })));
    },
  );
  // DictItemModal checks each value on blur: unique within its dictionary (id: the item being edited)
  app.get(
    '/sys/dictItem/dictItemCheck',
    {
      config: { perm: 'dict:list' },
      schema: { tags, summary: 'Is an item value free within its dictionary?', querystring: itemCheckQuery, response: looseAnswer },
    },
    async (req) => {
      const { dictId, itemValue, id } = req.query;
      let q = ctx.db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dictId).where('item_value', '=', itemValue);
      if (id) q = q.where('id', '<>', id);
      return (await q.executeTakeFirst()) ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！');
    },
  );
  await dictRecycleRoutes(app, ctx);
  await dictSearchRoutes(app, ctx);
  await dictTableRoutes(app, ctx);
}
