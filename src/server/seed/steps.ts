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
