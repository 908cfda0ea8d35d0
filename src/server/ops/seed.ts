import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';
import { MONITOR_PAGES } from './monitor/pages.js';

/**
 * Seed step "ops-v1" (before the schema menus: the job and log pages hang under it): the
 * 系统监控 menu and the read-only monitor pages, for the admin role only.
 */
export async function seedOps(trx: DB): Promise<void> {
  const top = await insertMenu(trx, {
    name: '系统监控', url: '/monitor', component: 'layouts/RouteView', icon: 'monitor', sortNo: 20, menuType: 0, redirect: '/monitor/quartz',
  }, null);
  const ids = [top];
  for (const [i, p] of MONITOR_PAGES.entries()) {
    ids.push(await insertMenu(trx, {
      name: p.zh, url: `/monitor/${p.key}`, component: `monitor/${p.component}`, icon: p.icon, sortNo: 10 + i, menuType: 1, perms: `monitor:${p.key}`,
    }, top));
  }
  await grant(trx, 'admin', ids);
}
