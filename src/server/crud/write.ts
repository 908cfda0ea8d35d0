import { sql } from 'kysely';
import { newId } from '#shared/ids.js';
import { hashPassword } from '../auth/password.js';
import type { DB } from '../db/types.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { parseRecord, writable, type FieldError } from './fieldSchema.js';
import type { EntityHooks, Row, WriteContext } from './hooks.js';
import { camelToColumn, nowText, scoped } from './records.js';
import { keepsVersions, lockForVersion, writeVersion } from './dataLog.js';

const invalid = (errors: FieldError[]) => new HttpError(400, errors[0].message, { errors });

/** Checks the parsed values against the database: unique fields, dictionary codes, tree parent. */
async function checkValues(ctx: Ctx, trx: DB, e: Entity, data: Row, id: string | null, tenantId: string, dicts: Record<string, { value: string }[]>) {
  const errors: FieldError[] = [];
  for (const c of writable(e.columns)) {
    const v = data[c.name];
    if (v === null || v === undefined) continue;
    if (c.unique) {
      let q = trx.selectFrom(e.table).select('id').where(sql.ref(c.column), '=', v);
      if (id) q = q.where('id', '<>', id);
      if (await q.executeTakeFirst()) errors.push({ field: c.name, message: `${c.title.zh}「${v}」已存在` });
    }
    if (c.dict?.includes(',')) {
      // table dictionary: every value must be a row of the registered entity
      const values = c.multiple ? String(v).split(',') : [String(v)];
      const found = new Set((await ctx.dicts.tableItems(c.dict, tenantId, values, trx))?.map((i) => i.value));
      const bad = values.find((x) => !found.has(x));
      if (bad !== undefined) errors.push({ field: c.name, message: `${c.title.zh}的值「${bad}」不存在` });
    } else if (c.dict) {
      const items = dicts[c.dict];
      const values = c.multiple ? String(v).split(',') : [String(v)];
      const bad = items ? values.find((x) => !items.some((i) => i.value === x)) : undefined;
      if (bad !== undefined) errors.push({ field: c.name, message: `${c.title.zh}的值「${bad}」不在字典 ${c.dict} 中` });
    }
  }
  const tree = e.schema.tree;
  const pid = tree ? data[tree.parentField] : null;
  if (tree && pid) {
    if (pid === id) errors.push({ field: tree.parentField, message: '上级不能是自己' });
    else if (
      !(await scoped({ ...ctx, db: trx }, e, tenantId)
        .select('id')
        .where('id', '=', pid)
        .executeTakeFirst())
    ) {
      errors.push({ field: tree.parentField, message: `上级「${pid}」不存在` });
    }
  }
  if (errors.length) throw invalid(errors);
}

const encodePassword = async (ctx: Ctx, hooks: EntityHooks, plain: string) => (hooks.encodePassword ? hooks.encodePassword(ctx, plain) : hashPassword(plain));

/** After a committed change: the entity's own cache drops, and table dictionaries built on it. */
export function afterChange(ctx: Ctx, e: Entity, hooks: EntityHooks) {
  hooks.changed?.(ctx);
  ctx.dicts.entityChanged(e.table);
}

/** A new record's values, parsed and defaulted (400 naming the first bad field). */
export function parseNew(e: Entity, body: Row): Row {
  const { data, errors } = parseRecord(e.columns, body, 'add');
  if (errors.length) throw invalid(errors);
  for (const c of writable(e.columns)) if (data[c.name] == null && c.default !== undefined) data[c.name] = c.default;
  return data;
}

/**
 * Inserts parsed values in the caller's transaction (checks, hooks, audit, version), so several records
 * can be written all or nothing. `dicts` are read before the transaction: PGlite has one connection.
 */
export async function insertParsed(w: WriteContext, e: Entity, hooks: EntityHooks, data: Row, dicts: Record<string, { value: string }[]>): Promise<string> {
  const { ctx, trx, user, tenantId } = w;
  const id = newId();
  await checkValues(ctx, trx, e, data, null, tenantId, dicts);
  for (const c of e.columns) if (c.type === 'password' && data[c.name]) data[c.name] = await encodePassword(ctx, hooks, String(data[c.name]));
  const row = camelToColumn(e, data);
  Object.assign(row, { id, create_by: user.username, create_time: nowText() });
  if (e.schema.tenant) row.tenant_id = tenantId;
  if (e.schema.softDelete) row.del_flag = 0;
  await hooks.beforeWrite?.(w, row, 'add', id);
  await trx.insertInto(e.table).values(row).execute();
  await hooks.afterWrite?.(w, id, 'add');
  if (keepsVersions(ctx, e)) await writeVersion(w, e, id);
  return id;
}

export async function insertRecord(ctx: Ctx, e: Entity, hooks: EntityHooks, user: AuthUser, tenantId: string, body: Row) {
  const data = parseNew(e, body);
  const dicts = await ctx.dicts.items(); // before the transaction: PGlite has one connection
  const id = await ctx.db.transaction().execute((trx) => insertParsed({ ctx, trx, user, tenantId, body }, e, hooks, data, dicts));
  afterChange(ctx, e, hooks);
  return id;
}

export async function updateRecord(ctx: Ctx, e: Entity, hooks: EntityHooks, user: AuthUser, tenantId: string, body: Row) {
  const id = typeof body?.id === 'string' ? body.id : '';
  if (!id) throw new HttpError(400, 'id 不能为空', { errors: [{ field: 'id', message: 'id 不能为空' }] });
  const { data, errors } = parseRecord(e.columns, body, 'edit');
  if (errors.length) throw invalid(errors);
  for (const c of e.columns) {
    if (c.type !== 'password') continue;
    // passwords change only through their own routes, unless the entity stores them reversibly
    if (hooks.encodePassword && data[c.name]) data[c.name] = await hooks.encodePassword(ctx, String(data[c.name]));
    else delete data[c.name];
  }
  const dicts = await ctx.dicts.items();
  await ctx.db.transaction().execute(async (trx) => {
    const found = await scoped({ ...ctx, db: trx }, e, tenantId)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound(`未找到 id 为 ${id} 的记录`);
    await checkValues(ctx, trx, e, data, id, tenantId, dicts);
    const row = camelToColumn(e, data);
    Object.assign(row, { update_by: user.username, update_time: nowText() });
    const w = { ctx, trx, user, tenantId, body };
    if (keepsVersions(ctx, e)) await lockForVersion(w, e, id);
    await hooks.beforeWrite?.(w, row, 'edit', id);
    await trx.updateTable(e.table).set(row).where('id', '=', id).execute();
    await hooks.afterWrite?.(w, id, 'edit');
    if (keepsVersions(ctx, e)) await writeVersion(w, e, id);
  });
  afterChange(ctx, e, hooks);
  return id;
}

/** Ids plus, for tree entities, every descendant. */
async function withDescendants(trx: DB, e: Entity, ids: string[]): Promise<string[]> {
  if (!e.schema.tree) return ids;
  const parent = e.byName.get(e.schema.tree.parentField)!.column;
  const all = new Set(ids);
  let frontier = ids;
  while (frontier.length) {
    const kids = await trx.selectFrom(e.table).select('id').where(sql.ref(parent), 'in', frontier).execute();
    frontier = kids.map((k) => k.id).filter((k) => !all.has(k));
    frontier.forEach((k) => all.add(k));
  }
  return [...all];
}

export async function deleteRecords(ctx: Ctx, e: Entity, hooks: EntityHooks, user: AuthUser, tenantId: string, ids: string[]) {
  let count = 0;
  await ctx.db.transaction().execute(async (trx) => {
    const found = await scoped({ ...ctx, db: trx }, e, tenantId)
      .select('id')
      .where('id', 'in', ids)
      .execute();
    if (!found.length) throw notFound('未找到要删除的记录');
    const all = await withDescendants(
      trx,
      e,
      found.map((f) => f.id),
    );
    const w = { ctx, trx, user, tenantId, body: {} };
    await hooks.beforeDelete?.(w, all);
    if (e.schema.softDelete) {
      await trx.updateTable(e.table).set({ del_flag: 1, update_by: user.username, update_time: nowText() }).where('id', 'in', all).execute();
    } else {
      await trx.deleteFrom(e.table).where('id', 'in', all).execute();
    }
    await hooks.afterDelete?.(w, all);
    count = all.length;
  });
  afterChange(ctx, e, hooks);
  return count;
}
