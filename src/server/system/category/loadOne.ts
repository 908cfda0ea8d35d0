import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import { decorate, scoped, selectReadable } from '../../crud/records.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const query = z.object({
  field: z.string({ error: 'field 不能为空' }).trim().min(1, 'field 不能为空').max(64, 'field 过长'),
  val: z.string({ error: 'val 不能为空' }).max(200, 'val 过长'),
});

/** JTreeDict's echo of a chosen value: the one category whose field equals val (JeecgBoot answers success:false for none or several). */
export async function categoryLoadOneRoute(app: FastifyInstance, ctx: Ctx) {
  const e = ctx.registry.must('sys_category');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sys/category/loadOne',
    {
      config: { perm: readPermOf(e) },
      schema: { tags: ['Categories'], summary: 'The category whose field (id, code, name, …) equals val', querystring: query, response: looseAnswer },
    },
    async (req) => {
      const { field, val } = req.query;
      const c = e.readable.find((x) => x.name === field);
      if (!c) throw badRequest(`field 不是分类字典的字段：${field}`, 'field');
      const rows = await selectReadable(scoped(ctx, e, req.tenantId), e)
        .where(sql.ref(`${e.table}.${c.column}`), '=', val)
        .limit(2)
        .execute();
      if (!rows.length) return fail('查询无果', 500);
      if (rows.length > 1) return fail(`查询数据异常,[${field}]存在多个值:${val}`, 500);
      return ok((await decorate(ctx, e, rows, req.tenantId))[0]);
    },
  );
}
