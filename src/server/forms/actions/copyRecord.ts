import { z } from 'zod';
import { writable } from '../../crud/fieldSchema.js';
import { insertParsed, parseNew, afterChange } from '../../crud/write.js';
import { scoped, selectReadable } from '../../crud/records.js';
import type { CgAction } from './types.js';

/** Copies the selected records as new ones (unique fields left empty), all or nothing. */
export const copyRecord: CgAction<Record<string, never>> = {
  perm: 'add',
  params: z.object({}).strict(),
  async run({ ctx, entity: e, user, tenantId, ids }) {
    const rows = await selectReadable(scoped(ctx, e, tenantId), e)
      .where(`${e.table}.id`, 'in', ids)
      .execute();
    const copies = rows.map((r) =>
      parseNew(
        e,
        Object.fromEntries(
          writable(e.columns)
            .filter((c) => !c.unique && c.type !== 'password')
            .map((c) => [c.name, r[c.name]]),
        ),
      ),
    );
    const dicts = await ctx.dicts.items(); // before the transaction: PGlite has one connection
    await ctx.db.transaction().execute(async (trx) => {
      for (const data of copies) await insertParsed({ ctx, trx, user, tenantId, body: {} }, e, {}, data, dicts);
    });
    afterChange(ctx, e, {});
    return { count: copies.length, message: `已复制 ${copies.length} 条记录` };
  },
};
