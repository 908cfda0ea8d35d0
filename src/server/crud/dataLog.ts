import { newId } from '#shared/ids.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import type { Row, WriteContext } from './hooks.js';
import { nowText, selectReadable } from './records.js';

/** Versions of records live in sys_data_log (schemas/sys_data_log.json); its columns are fixed here. */
export const DATA_LOG = 'sys_data_log';

/** Schemas opt in with "dataLog": true; without schemas/sys_data_log.json nothing is kept. */
export const keepsVersions = (ctx: Ctx, e: Entity) => !!e.schema.dataLog && !!ctx.registry.get(DATA_LOG);

/** The record as a client reads it (camelCase, no password fields), inside the write's transaction. */
const snapshot = (w: WriteContext, e: Entity, id: string, lock = false) => {
  const q = selectReadable(w.trx.selectFrom(e.table), e).where(`${e.table}.id`, '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst() as Promise<Row | undefined>;
};

async function lastVersion(w: WriteContext, e: Entity, id: string): Promise<number | null> {
  const r = await w.trx
    .selectFrom(DATA_LOG)
    .select((eb) => eb.fn.max<number>('data_version').as('v'))
    .where('data_table', '=', e.table)
    .where('data_id', '=', id)
    .executeTakeFirst();
  return r?.v == null ? null : Number(r.v);
}

async function insertVersion(w: WriteContext, e: Entity, id: string, content: Row, version: number) {
  await w.trx
    .insertInto(DATA_LOG)
    .values({
      id: newId(),
      data_table: e.table,
      data_id: id,
      data_content: JSON.stringify(content),
      data_version: version,
      create_by: w.user.username,
      create_time: nowText(),
    })
    .execute();
}

/**
 * Before an edit: locks the row (concurrent edits of one record then number their versions in
 * turn) and, for a record that has no version yet (written before its schema opted in), keeps
 * its current state as version 1 so the first edit already has something to compare with.
 */
export async function lockForVersion(w: WriteContext, e: Entity, id: string): Promise<void> {
  const before = await snapshot(w, e, id, true);
  if (before && (await lastVersion(w, e, id)) === null) await insertVersion(w, e, id, before, 1);
}

/** After an add or edit, in the same transaction: the record as it now reads becomes the next version. */
export async function writeVersion(w: WriteContext, e: Entity, id: string): Promise<void> {
  const now = await snapshot(w, e, id);
  if (!now) return;
  await insertVersion(w, e, id, now, ((await lastVersion(w, e, id)) ?? 0) + 1);
}
