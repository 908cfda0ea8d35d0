import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import type { EntityHooks, Row } from './hooks.js';
import { permOf } from './perms.js';
import { listPage } from './read.js';
import { scoped } from './records.js';
import { idsOf, type Add, type Answers } from './routeTypes.js';
import { afterChange } from './write.js';

/** Soft-deleted records: list, restore, purge. */
export function mountRecycleBin(ctx: Ctx, e: Entity, hooks: EntityHooks, add: Add, read: string, answers: Answers) {
  add(
    'GET',
    'recycleBin',
    read,
    `Deleted ${e.table} records`,
    async (req) => ok((await listPage(ctx, e, hooks, req.query, req.tenantId, { deleted: true })).records),
    answers.rows,
  );
  // the same with its total, for a paged bin (JeecgBoot's answer above is only the rows)
  add(
    'GET',
    'recycleBinPage',
    read,
    `Deleted ${e.table} records (paged, with the total)`,
    async (req) => ok(await listPage(ctx, e, hooks, req.query, req.tenantId, { deleted: true })),
    answers.loosePage,
  );
  const restore = async (req: any) => {
    const b = (req.body ?? {}) as Row;
    const ids = idsOf(b.ids ?? b.userIds, 'ids');
    const inScope = scoped(ctx, e, req.tenantId, true).select('id').where('id', 'in', ids);
    const n = await ctx.db.updateTable(e.table).set({ del_flag: 0 }).where('id', 'in', inScope).executeTakeFirst();
    afterChange(ctx, e, hooks);
    return ok(Number(n.numUpdatedRows), '还原成功');
  };
  add('PUT', 'putRecycleBin', permOf(e, 'delete'), `Restore deleted ${e.table}`, restore, answers.count);
  add(
    'DELETE',
    'deleteRecycleBin',
    permOf(e, 'delete'),
    `Purge deleted ${e.table}`,
    async (req) => {
      const ids = idsOf(req.query.ids ?? req.query.userIds, 'ids');
      await ctx.db.transaction().execute(async (trx) => {
        const w = { ctx, trx, user: req.user, tenantId: req.tenantId, body: {} };
        await hooks.beforeDelete?.(w, ids);
        await trx
          .deleteFrom(e.table)
          .where(
            'id',
            'in',
            scoped({ ...ctx, db: trx }, e, req.tenantId, true)
              .select('id')
              .where('id', 'in', ids),
          )
          .execute();
        await hooks.afterDelete?.(w, ids);
      });
      afterChange(ctx, e, hooks);
      return ok(null, '删除成功!');
    },
    answers.none,
  );
}
