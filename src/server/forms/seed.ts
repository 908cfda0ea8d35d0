import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';

/** The designer's menu component (client views registry). */
export const DESIGNER_COMPONENT = 'modules/online/cgform/OnlCgformHeadList';

/** Seed step "cgform-v1": 在线表单开发 under 在线开发, and its edit button; the admin role only. */
export async function seedCgform(trx: DB): Promise<void> {
  const online = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/online').where('del_flag', '=', 0).executeTakeFirst();
  const page = await insertMenu(
    trx,
    {
      name: '在线表单开发',
      nameEn: 'Online forms',
      url: '/online/cgform',
      component: DESIGNER_COMPONENT,
      icon: 'profile',
      sortNo: 0,
      menuType: 1,
      perms: 'onlCgform:list',
    },
    online?.id ?? null,
  );
  const edit = await insertMenu(
    trx,
    { name: '发布在线表单', nameEn: 'Publish online forms', url: '', component: '', sortNo: 1, menuType: 2, perms: 'onlCgform:edit' },
    page,
  );
  await grant(trx, 'admin', [page, edit]);
}
