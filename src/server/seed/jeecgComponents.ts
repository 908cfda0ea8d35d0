import type { DB } from '../db/types.js';
import { REPORT_PAGE_COMPONENT } from '../reports/seed.js';
import { grant, insertMenu } from './menus.js';

/**
 * ISPS pages that JeecgBoot 2.4.6's console also has, by the component string of JeecgBoot's own
 * view (its router loads `@/views/<component>.vue` and silently refuses a name it lacks); ISPS's
 * console maps the same strings to its views (src/client/router/views.tsx). Left: the old names
 * seeded before, migrated by the step below.
 */
export const JEECG_COMPONENTS: Record<string, string> = {
  'dashboard/Chart': 'dashboard/IndexChart',
  'dashboard/Task': 'dashboard/IndexTask',
  'monitor/SystemMonitor': 'modules/monitor/SystemInfo',
  'monitor/RuntimeMonitor': 'modules/monitor/JvmInfo',
  'monitor/HttpMonitor': 'modules/monitor/TomcatInfo',
  'monitor/DiskMonitor': 'modules/monitor/DiskMonitoring',
  'monitor/HttpTrace': 'modules/monitor/HttpTrace',
  'monitor/RedisMonitor': 'modules/monitor/RedisInfo',
  'monitor/LogList': 'system/LogList',
  'monitor/quartz/QuartzJobList': 'system/QuartzJobList',
  'online/cgform/CgformList': 'modules/online/cgform/OnlCgformHeadList',
};

/** JeecgBoot's demo pages live under views/examples/ (its seeded menus say `examples/form/BasicForm`); seeded before without it. */
export const JEECG_EXAMPLES: Record<string, string> = Object.fromEntries(
  ['form/BasicForm', 'form/stepForm/StepForm', 'form/advancedForm/AdvancedForm', 'list/TableList', 'list/CardList', 'list/search/SearchLayout'].map((c) => [
    c,
    `examples/${c}`,
  ]),
);

const rename = async (trx: DB, names: Record<string, string>) => {
  for (const [old, now] of Object.entries(names)) await trx.updateTable('sys_permission').set({ component: now }).where('component', '=', old).execute();
};

/** Seed step "menu-jeecg-examples-v1": the demo pages' menus take JeecgBoot's component strings. */
export const seedJeecgExamples = (trx: DB) => rename(trx, JEECG_EXAMPLES);

/**
 * Seed step "menu-jeecg-components-v1": menus seeded with ISPS's own component names take
 * JeecgBoot's, and the hidden `/online/cgreport/:code` route JeecgBoot seeds (its report page reads
 * the code from the route's parameter; without it a report entry spins for ever) is added under
 * 在线开发, ahead of the report entries so JeecgBoot's router matches it first.
 */
export async function seedJeecgComponents(trx: DB): Promise<void> {
  await rename(trx, JEECG_COMPONENTS);
  const online = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/online').where('del_flag', '=', 0).executeTakeFirst();
  if (!online) return;
  const route = await insertMenu(
    trx,
    { name: '在线报表', nameEn: 'Online report', url: '/online/cgreport/:code', component: REPORT_PAGE_COMPONENT, sortNo: 0, menuType: 1, hidden: true },
    online.id,
  );
  for (const role of ['admin', 'operator']) await grant(trx, role, [route]);
}
