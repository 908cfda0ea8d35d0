import type { DB } from '../db/types.js';
import { DEMO_REPORTS } from '../reports/demoReports.js';
import { MONITOR_PAGES } from '../monitor/pages.js';
import type { Registry } from '../schema/registry.js';
import { entityButtons } from './menus.js';

/** English names of the menus the seed steps insert without a schema (schema pages take their title.en). */
const BY_URL: Record<string, string> = {
  '/dashboard/analysis': 'Home',
  '/dashboard': 'Dashboards',
  '/dashboard/workplace': 'Workplace',
  '/dashboard/chart': 'Charts',
  '/dashboard/task': 'Tasks',
  '/dashboard/monitor': 'Monitor wall',
  '/idevice': 'Devices',
  '/ipq': 'Power quality',
  '/idata': 'Data',
  '/isystem': 'System',
  '/isystem/addressList': 'Address book',
  '/monitor': 'Monitoring',
  '/online': 'Low-code',
  ...Object.fromEntries(DEMO_REPORTS.map((r) => [`/online/cgreport/${r.code}`, r.nameEn])),
  '/message': 'Messages',
  '/isps/userAnnouncement': 'My messages',
  ...Object.fromEntries(MONITOR_PAGES.map((p) => [`/monitor/${p.key}`, p.en])),
};

const BY_PERMS: Record<string, string> = {
  'online:list': 'Online users',
  'online:forceLogout': 'Force logout',
};

/**
 * Seed step "menu-en-v1": an English name for every seeded menu and button that has none yet
 * (menus seeded before sys_permission.name_en existed). Names an administrator set are kept.
 */
export async function seedMenuEnglish(trx: DB, registry: Registry): Promise<void> {
  const byUrl = { ...BY_URL };
  const byPerms = { ...BY_PERMS };
  for (const e of registry.all()) {
    if (e.schema.menu) byUrl[e.schema.menu.path] = e.schema.title.en;
    for (const b of entityButtons(e)) byPerms[b.code] = b.en;
  }
  const rows = await trx.selectFrom('sys_permission').select(['id', 'url', 'perms', 'menu_type']).where('name_en', 'is', null).execute();
  for (const r of rows) {
    const en = r.menu_type === 2 ? byPerms[r.perms ?? ''] : byUrl[r.url ?? ''];
    if (en) await trx.updateTable('sys_permission').set({ name_en: en }).where('id', '=', r.id).execute();
  }
}
