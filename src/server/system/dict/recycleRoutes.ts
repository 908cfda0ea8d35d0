import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { notFound } from '../../http/errors.js';
import { zId } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Dictionaries'];
const idParams = z.object({ id: zId('id') });

/** JeecgBoot's dictionary recycle bin (DictDeleteList.vue): list the deleted, take one back, delete one for good. */
export async function dictRecycleRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_dict');
  /** a deleted dictionary of this tenant, else 404 */
  const deleted = async (id: string, tenantId: string) => {
    const row = await scoped(ctx, e, tenantId, true).select('sys_dict.id').where('sys_dict.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`回收站中未找到 id 为 ${id} 的字典`);
  };

  app.get(
    '/sys/dict/deleteList',
    { config: { perm: 'dict:list' }, schema: { tags, summary: 'Deleted dictionaries (a bare list)', response: looseAnswer } },
    async (req) =>
      ok(
        await selectReadable(scoped(ctx, e, req.tenantId, true), e)
          .orderBy('sys_dict.update_time', 'desc')
          .orderBy('sys_dict.id')
          .execute(),
      ),
  );

  app.put(
    '/sys/dict/back/:id',
    { config: { perm: 'dict:delete' }, schema: { tags, summary: 'Restore a deleted dictionary', params: idParams, response: looseAnswer } },
    async (req) => {
      await deleted(req.params.id, req.tenantId);
      await ctx.db.updateTable('sys_dict').set({ del_flag: 0 }).where('id', '=', req.params.id).execute();
      ctx.dicts.invalidate();
      return ok(null, '操作成功!');
    },
  );

  app.delete(
    '/sys/dict/deletePhysic/:id',
    {
      config: { perm: 'dict:delete' },
      schema: { tags, summary: 'Delete a deleted dictionary and its items for good', params: idParams, response: looseAnswer },
    },
    async (req) => {
      await deleted(req.params.id, req.tenantId);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sys_dict_item').where('dict_id', '=', req.params.id).execute();
        await trx.deleteFrom('sys_dict').where('id', '=', req.params.id).execute();
      });
      ctx.dicts.invalidate();
      return ok(null, '删除成功!');
    },
  );
}
