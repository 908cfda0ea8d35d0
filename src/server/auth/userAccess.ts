import { sql } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * Ids of the permission rows (menus and buttons) a user holds: through their roles and
 * through their department roles (spec §6). One query, used by the token check and the menu.
 */
export async function grantedPermissionIds(db: DB, userId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select rp.permission_id as id from sys_role_permission rp
      join sys_user_role ur on ur.role_id = rp.role_id where ur.user_id = ${userId}
    union
    select drp.permission_id from sys_depart_role_permission drp
      join sys_depart_role_user dru on dru.drole_id = drp.role_id where dru.user_id = ${userId}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The permission codes (perms) of those rows: menus' and buttons' alike. */
export async function permCodesOf(db: DB, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('sys_permission')
    .select('perms')
    .where('id', 'in', ids)
    .where('del_flag', '=', 0)
    .where('status', '=', '1')
    .where('perms', 'is not', null)
    .execute();
  return rows.flatMap((r) =>
    String(r.perms)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

export async function roleCodes(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
    .select('r.role_code')
    .where('ur.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.role_code);
}
