import { newId } from '#shared/ids.js';
import type { DB } from '../../db/types.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { AuthUser } from '../../http/types.js';

export type LinkTable = 'sys_user_role' | 'sys_user_depart';
/** The column naming the other side of each user relation. */
export const OTHER: Record<LinkTable, string> = { sys_user_role: 'role_id', sys_user_depart: 'dep_id' };

/** 400 naming `field` unless every id is a live row of `table`. */
export async function mustExist(trx: DB, table: 'sys_user' | 'sys_depart' | 'sys_role', ids: string[], field: string, what: string) {
  if (!ids.length) return;
  let q = trx.selectFrom(table).select('id').where('id', 'in', ids);
  if (table !== 'sys_role') q = q.where('del_flag', '=', 0);
  const found = new Set((await q.execute()).map((r) => r.id));
  const bad = ids.find((i) => !found.has(i));
  if (bad !== undefined) throw badRequest(`${what}「${bad}」不存在`, field);
}

/**
 * Only an administrator may hand out or take away the admin role: otherwise anyone
 * holding user:edit or role:user could make themselves admin. `roleIds` are the changed ones.
 */
export async function guardAdminRole(trx: DB, caller: AuthUser, roleIds: string[]) {
  if (caller.isAdmin || !roleIds.length) return;
  const admin = await trx.selectFrom('sys_role').select('id').where('id', 'in', roleIds).where('role_code', '=', 'admin').executeTakeFirst();
  if (admin) throw forbidden('只有管理员可以分配或移除管理员角色');
}

/** Nobody takes away their own admin role: the last administrator would lock everyone out. */
export async function guardOwnAdmin(db: DB, caller: AuthUser, removedRoleIds: string[], userIds: string[], field = 'roleId') {
  if (!userIds.includes(caller.id) || !removedRoleIds.length) return;
  const admin = await db.selectFrom('sys_role').select('id').where('id', 'in', removedRoleIds).where('role_code', '=', 'admin').executeTakeFirst();
  if (admin) throw badRequest('不能移除自己的管理员角色', field);
}

/** Only an administrator may act on an administrator's account (password reset, freezing). */
export async function guardAdminTargets(db: DB, caller: AuthUser, userIds: string[]) {
  if (caller.isAdmin || !userIds.length) return;
  const admin = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', 'in', userIds)
    .where('r.role_code', '=', 'admin')
    .executeTakeFirst();
  if (admin) throw forbidden('只有管理员可以操作管理员账号');
}

/** Adds user ↔ role / department links; existing ones are kept. */
export async function link(trx: DB, table: LinkTable, pairs: [userId: string, otherId: string][]) {
  if (!pairs.length) return;
  await trx
    .insertInto(table)
    .values(pairs.map(([u, o]) => ({ id: newId(), user_id: u, [OTHER[table]]: o })))
    .onConflict((oc) => oc.columns(['user_id', OTHER[table]]).doNothing())
    .execute();
}

/** Makes the user's links exactly `ids`. */
export async function replaceLinks(trx: DB, table: LinkTable, userId: string, ids: string[]) {
  let del = trx.deleteFrom(table).where('user_id', '=', userId);
  if (ids.length) del = del.where(OTHER[table], 'not in', ids);
  await del.execute();
  await link(
    trx,
    table,
    ids.map((o) => [userId, o]),
  );
}

/**
 * A user's current department (org_code) must be one they belong to: after their
 * departments change, keep it if still valid, else take the first (or none).
 */
export async function syncOrgCodes(trx: DB, userIds: string[]) {
  if (!userIds.length) return;
  const users = await trx.selectFrom('sys_user').select(['id', 'org_code']).where('id', 'in', userIds).execute();
  const deps = await trx
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['ud.user_id', 'd.org_code'])
    .where('ud.user_id', 'in', userIds)
    .where('d.del_flag', '=', 0)
    .orderBy('d.org_code')
    .execute();
  for (const u of users) {
    const codes = deps.filter((d) => d.user_id === u.id).map((d) => d.org_code);
    if (!codes.includes(u.org_code))
      await trx
        .updateTable('sys_user')
        .set({ org_code: codes[0] ?? null })
        .where('id', '=', u.id)
        .execute();
  }
}
