import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';

/** The role whose code makes a user an administrator (AuthUser.isAdmin). */
const ADMIN = 'admin';

export const roleHooks: EntityHooks = {
  // renaming the admin role's code would silently strip every administrator
  async beforeWrite(w, row, op, id) {
    if (op !== 'edit' || row.role_code === undefined) return;
    const cur = await w.trx.selectFrom('sys_role').select('role_code').where('id', '=', id).executeTakeFirst();
    if (cur?.role_code === ADMIN && row.role_code !== ADMIN) throw badRequest('不能修改管理员角色的编码', 'roleCode');
  },

  async beforeDelete(w, ids) {
    const admin = await w.trx.selectFrom('sys_role').select('id').where('id', 'in', ids).where('role_code', '=', ADMIN).executeTakeFirst();
    if (admin) throw badRequest('不能删除管理员角色', 'id');
  },

  // roles are deleted for real, so their grants and members go with them
  async afterDelete(w, ids) {
    await w.trx.deleteFrom('sys_role_permission').where('role_id', 'in', ids).execute();
    await w.trx.deleteFrom('sys_user_role').where('role_id', 'in', ids).execute();
  },

  // tokens cache their roles and permissions
  changed: (ctx) => ctx.sessions.invalidate(),
};
