import { lazy, type ComponentType } from 'react';
import { lazyView, withTimeout } from '../components/lazyView.js';

/** Hand-written views by menu component string, loaded on first use (split by route). */
const REGISTRY: Record<string, () => Promise<{ default: ComponentType }>> = {
  'system/UserAnnouncementList': () => import('../notify/UserAnnouncement.js'),
  'system/AddressList': () => import('../views/system/addressList/AddressList.js'),
  'dashboard/IndexChart': () => import('../views/dashboard/Chart.js'),
  'device/Commission': () => import('../views/device/commission/Commission.js'),
  'device/DeviceCards': () => import('../views/device/cards/DeviceCards.js'),
  'dashboard/IndexTask': () => import('../views/dashboard/Task.js'),
  'dashboard/Monitor': () => import('../views/dashboard/Monitor.js'),
  'dashboard/Workplace': () => import('../views/dashboard/Workplace.js'),
  // 电能质量 (the alarm rules are a schema page)
  'pq/EventList': () => import('../views/pq/EventList.js'),
  'pq/EventPage': () => import('../views/pq/EventPage.js'),
  'pq/IticScatter': () => import('../views/pq/IticScatter.js'),
  'pq/Sarfi': () => import('../views/pq/Sarfi.js'),
  'pq/Compliance': () => import('../views/pq/Compliance.js'),
  // 系统监控 (G2Plot loads with these pages only)
  'modules/monitor/JvmInfo': () => import('../views/monitor/RuntimeMonitor.js'),
  'modules/monitor/SystemInfo': () => import('../views/monitor/SystemMonitor.js'),
  'modules/monitor/DiskMonitoring': () => import('../views/monitor/DiskMonitor.js'),
  'modules/monitor/TomcatInfo': () => import('../views/monitor/HttpMonitor.js'),
  'modules/monitor/HttpTrace': () => import('../views/monitor/HttpTrace.js'),
  'monitor/DatabaseMonitor': () => import('../views/monitor/DatabaseMonitor.js'),
  'modules/monitor/RedisInfo': () => import('../views/monitor/RedisMonitor.js'),
  'system/LogList': () => import('../views/logs/LogList.js'),
  // 示例: JeecgBoot's demo forms and lists (its 查询表格, list/TableList, is the isps_demo_rule schema page)
  'examples/form/BasicForm': () => import('../views/examples/BasicForm.js'),
  'examples/form/stepForm/StepForm': () => import('../views/examples/StepForm.js'),
  'examples/form/advancedForm/AdvancedForm': () => import('../views/examples/AdvancedForm.js'),
  'examples/list/CardList': () => import('../views/examples/CardList.js'),
  'examples/list/search/SearchLayout': () => import('../views/examples/SearchList.js'),
  // 在线表单开发 (the online forms themselves, online/cgform/list/<code>, are schema pages)
  'modules/online/cgform/OnlCgformHeadList': () => import('../views/forms/CgformList.js'),
};

// online reports (JeecgBoot's OnlCgreportAutoList, or online/cgreport/…) come from the online/ library
const ReportRoute = lazyView(() => import('./ReportRoute.js'));
const isReport = (c: string) => c.startsWith('online/cgreport') || /OnlCgreportAutoList$/.test(c);

// every other component is a schema page (or a placeholder when no schema claims it)
const SchemaRoute = lazy(withTimeout(() => import('./SchemaRoute.js')));

const cache = new Map<string, ComponentType>();

/** The view for a menu component. */
export function viewFor(component: string, title: string): ComponentType {
  const key = `${component}|${title}`;
  let v = cache.get(key);
  if (!v) {
    v = REGISTRY[component] ? lazyView(REGISTRY[component]) : isReport(component) ? ReportRoute : () => <SchemaRoute component={component} title={title} />;
    cache.set(key, v);
  }
  return v;
}
