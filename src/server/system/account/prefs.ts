import { nowText } from '../../crud/records.js';
import type { DB } from '../../db/types.js';

/** A user's preference stored as JSON text under a key (shortcuts today; settings later). */
export async function readPref<T>(db: DB, userId: string, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('sys_user_pref').select('value').where('user_id', '=', userId).where('pref_key', '=', key).executeTakeFirst();
  if (!row) return fallback;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return fallback; // a damaged value must not break the page that reads it
  }
}

export async function writePref(db: DB, userId: string, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('sys_user_pref')
    .values({ user_id: userId, pref_key: key, value: text, update_time: nowText() })
    .onConflict((oc) => oc.columns(['user_id', 'pref_key']).doUpdateSet({ value: text, update_time: nowText() }))
    .execute();
}

export async function deletePref(db: DB, userId: string, key: string): Promise<void> {
  await db.deleteFrom('sys_user_pref').where('user_id', '=', userId).where('pref_key', '=', key).execute();
}
