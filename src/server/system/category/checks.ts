import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import { decorate, scoped, selectReadable } from '../../crud/records.js';
import { notFound } from '../../http/errors.js';
import { zId, zIds } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Categories'];
const checkQuery = z.object({
  pid: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), zId('pid').optional()),
  code: z.string().trim().max(100, 'code 长度不能超过 100').optional(),
});

/** SysCategoryModal's code check and SysCategoryList's reload of every expanded node at once. */
export async function categoryCheckRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_category');
  const read = readPermOf(e);

  app.get(
    '/sys/category/checkCode',
    { config: { perm: read }, schema: { tags, summary: "Does a code start with its parent's code?", querystring: checkQuery, response: looseAnswer } },
    async (req) => {
      const { pid, code } = req.query;
      if (!code) return fail('错误,类型编码为空!');
      if (!pid) return ok(null);
      const parent = await scoped(ctx, e, req.tenantId).select('sys_category.code').where('sys_category.id', '=', pid).executeTakeFirst();
      if (!parent) throw notFound(`未找到 id 为 ${pid} 的分类`);
      return code.startsWith(parent.code) ? ok(null) : fail(`编码不符合规范,须以"${parent.code}"开头!`);
    },
  );

  app.get(
    '/sys/category/getChildListBatch',
    {
      config: { perm: read },
      schema: { tags, summary: 'Children of several nodes as one page', querystring: z.object({ parentIds: zIds('parentIds') }), response: looseAnswer },
    },
    async (req) => {
      const rows = await selectReadable(scoped(ctx, e, req.tenantId), e)
        .where('sys_category.pid', 'in', req.query.parentIds)
        .orderBy('sys_category.code')
        .execute();
      await decorate(ctx, e, rows, req.tenantId);
      return ok({ records: rows, total: rows.length, size: 10, current: 1, pages: Math.ceil(rows.length / 10) });
    },
  );
}
