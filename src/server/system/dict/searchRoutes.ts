import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { canReadTableDict } from './tableAccess.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Dictionaries'];
const params = z.object({ dictCode: z.string().trim().min(1, '字典Code不能为空!').max(200, '字典Code过长') });
const query = z.object({
  keyword: z.string().trim().max(100, 'keyword 长度不能超过 100').default(''),
  pageSize: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'pageSize 必须是 1–1000 的整数' }).int().min(1).max(1000).optional()),
});

/** JSearchSelectTag's type-ahead over a dictionary (plain or `table,text,code`): items whose text contains the keyword. */
export async function dictSearchRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/dict/loadDict/:dictCode',
    { schema: { tags, summary: 'Dictionary items whose text contains keyword (pageSize: at most)', params, querystring: query, response: looseAnswer } },
    async (req) => {
      const code = req.params.dictCode;
      if (code.includes(',')) {
        if (!ctx.dicts.isTableDict(code)) throw badRequest('字典Code格式不正确！', 'dictCode');
        if (!canReadTableDict(ctx, req.user!, code)) throw forbidden();
      }
      const items = await ctx.dicts.get(code, req.tenantId);
      // an unknown code, also one that names an Object.prototype key (constructor, __proto__)
      if (!Array.isArray(items)) throw badRequest(`字典 ${code} 不存在`, 'dictCode');
      const k = req.query.keyword.toLowerCase();
      const found = items.filter((i) =>
        String(i.text ?? '')
          .toLowerCase()
          .includes(k),
      );
      return ok(req.query.pageSize ? found.slice(0, req.query.pageSize) : found);
    },
  );
}
