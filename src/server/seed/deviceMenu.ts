import type { DB } from '../db/types.js';
import { grant, insertMenu } from './menus.js';

/**
 * Seed step "commissioning-menu-v1": under 设备管理, 设备登记 (the step form, needs device:add) and
 * 设备卡片 (the card list, device:list). Admins get both, operators the card list.
 */
export async function seedCommissioningMenu(trx: DB): Promise<void> {
  const parent = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/idevice').where('del_flag', '=', 0).executeTakeFirst();
  if (!parent) return; // no device menu (realtime left out): nothing to hang the pages under
  const register = await insertMenu(
    trx,
    {
      name: '设备登记',
      nameEn: 'Register a device',
      url: '/idevice/commission',
      component: 'device/Commission',
      icon: 'profile',
      sortNo: 3,
      menuType: 1,
      perms: 'device:add',
    },
    parent.id,
  );
  const cards = await insertMenu(
    trx,
    {
      name: '设备卡片',
      nameEn: 'Device cards',
      url: '/idevice/cards',
      component: 'device/DeviceCards',
      icon: 'appstore',
      sortNo: 4,
      menuType: 1,
      perms: 'device:list',
    },
    parent.id,
  );
  await grant(trx, 'admin', [register, cards]);
  await grant(trx, 'operator', [cards]);
}
