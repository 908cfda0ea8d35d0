import type { DB } from '../../db/types.js';
import { grant, insertMenu } from '../../seed/menus.js';

/** 在线用户 / 强制退出 as button permissions under the user page (JeecgBoot's codes), for administrators. */
export async function seedOnlineUsers(trx: DB): Promise<void> {
  const page = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/isystem/user').where('del_flag', '=', 0).executeTakeFirst();
  const ids = [
    await insertMenu(trx, { name: '在线用户', url: '', component: '', sortNo: 50, menuType: 2, perms: 'online:list' }, page?.id ?? null),
    await insertMenu(trx, { name: '强制退出', url: '', component: '', sortNo: 51, menuType: 2, perms: 'online:forceLogout' }, page?.id ?? null),
  ];
  await grant(trx, 'admin', ids);
}
