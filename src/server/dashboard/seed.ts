import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';

/** The spec's dashboards beside the analysis page (首页): chart, task, monitor wall, workplace — for every console role. */
export async function seedDashboards(trx: DB): Promise<void> {
  const group = await insertMenu(
    trx,
    {
      name: '仪表盘',
      url: '/dashboard',
      component: 'layouts/RouteView',
      icon: 'dashboard',
      sortNo: 1,
      menuType: 0,
      redirect: '/dashboard/analysis',
    },
    null,
  );
  const pages: [string, string, string, string][] = [
    ['工作台', 'workplace', 'dashboard/Workplace', 'desktop'],
    ['图表', 'chart', 'dashboard/IndexChart', 'bar-chart'],
    ['任务', 'task', 'dashboard/IndexTask', 'schedule'],
    ['监控墙', 'monitor', 'dashboard/Monitor', 'fund-projection-screen'],
  ];
  const ids = [group];
  for (const [i, [name, path, component, icon]] of pages.entries()) {
    ids.push(await insertMenu(trx, { name, url: `/dashboard/${path}`, component, icon, sortNo: i + 1, menuType: 1 }, group));
  }
  for (const role of ['admin', 'operator']) await grant(trx, role, ids);
}
