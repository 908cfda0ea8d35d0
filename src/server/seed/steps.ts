import type { DB } from '../db/types.js';

/** Runs a seed step once per database, recorded in sys_seed, inside one transaction. */
export async function once(db: DB, name: string, step: (trx: DB) => Promise<void>): Promise<boolean> {
  const done = await db.selectFrom('sys_seed').select('name').where('name', '=', name).executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    await step(trx);
    await trx.insertInto('sys_seed').values({ name }).execute();
  });
  return true;
}

/**
 * Many steps of one kind (a menu per schema file), each still once per database, the pending ones in one
 * transaction: a first start runs them in a few statements each instead of a transaction and a look-up each.
 */
export async function onceEach(db: DB, steps: { name: string; step: (trx: DB) => Promise<void> }[]): Promise<void> {
  if (!steps.length) return;
  const rows = await db
    .selectFrom('sys_seed')
    .select('name')
    .where(
      'name',
      'in',
      steps.map((s) => s.name),
    )
    .execute();
  const done = new Set(rows.map((r) => r.name));
  const pending = steps.filter((s) => !done.has(s.name));
  if (!pending.length) return;
  await db.transaction().execute(async (trx) => {
    for (const s of pending) await s.step(trx);
    await trx
      .insertInto('sys_seed')
      .values(pending.map((s) => ({ name: s.name })))
      .execute();
  });
}
