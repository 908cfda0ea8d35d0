import type { DB } from '../../db/types.js';
import { escapeLike } from '../../db/like.js';

/** A department role's grants: its users and its permissions (else they would keep granting). */
export async function dropDepartRoleLinks(trx: DB, roleIds: string[]): Promise<void> {
  if (!roleIds.length) return;
  await trx.deleteFrom('sys_depart_role_user').where('drole_id', 'in', roleIds).execute();
  await trx.deleteFrom('sys_depart_role_permission').where('role_id', 'in', roleIds).execute();
}

/**
 * Everything hanging off deleted departments: members, department permissions, department
 * roles with their grants, and the ids in users' "departments in charge" (left there, the
 * user form would refuse to save that user).
 */
export async function dropDepartLinks(trx: DB, departIds: string[]): Promise<void> {
  if (!departIds.length) return;
  const roles = await trx.selectFrom('sys_depart_role').select('id').where('depart_id', 'in', departIds).execute();
  await dropDepartRoleLinks(
    trx,
    roles.map((r) => r.id),
  );
  await trx.deleteFrom('sys_depart_role').where('depart_id', 'in', departIds).execute();
  await trx.deleteFrom('sys_depart_permission').where('depart_id', 'in', departIds).execute();
  await trx.deleteFrom('sys_user_depart').where('dep_id', 'in', departIds).execute();
  const gone = new Set(departIds);
  const users = await trx
    .selectFrom('sys_user')
    .select(['id', 'depart_ids'])
    .where((eb) => eb.or(departIds.map((d) => eb('depart_ids', 'like', `%${escapeLike(d)}%`))))
    .execute();
  for (const u of users) {
    const kept = String(u.depart_ids)
      .split(',')
      .filter((d) => d && !gone.has(d));
    await trx
      .updateTable('sys_user')
      .set({ depart_ids: kept.join(',') || null })
      .where('id', '=', u.id)
      .execute();
  }
}
