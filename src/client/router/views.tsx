import { lazy, type ComponentType } from 'react';
import { lazyView, withTimeout } from '../components/lazyView.js';

/** Hand-written views by menu component string, loaded on first use (split by route). */
const REGISTRY: Record<string, () => Promise<{ default: ComponentType }>> = {
  'system/AddressList': () => import('../views/system/addressList/AddressList.js'),
  'dashboard/Chart': () => import('../views/dashboard/Chart.js'),
  'device/Commission': () => import('../views/device/commission/Commission.js'),
  'device/DeviceCards': () => import('../views/device/cards/DeviceCards.js'),
  'dashboard/Task': () => import('../views/dashboard/Task.js'),
  'dashboard/Monitor': () => import('../views/dashboard/Monitor.js'),
  'dashboard/Workplace': () => import('../views/dashboard/Workplace.js'),
  // 系统监控 (G2Plot loads with these pages only)
  'monitor/RuntimeMonitor': () => import('../views/monitor/RuntimeMonitor.js'),
  'monitor/SystemMonitor': () => import('../views/monitor/SystemMonitor.js'),
  'monitor/DiskMonitor': () => import('../views/monitor/DiskMonitor.js'),
  'monitor/HttpMonitor': () => import('../views/monitor/HttpMonitor.js'),
  'monitor/HttpTrace': () => import('../views/monitor/HttpTrace.js'),
  'monitor/DatabaseMonitor': () => import('../views/monitor/DatabaseMonitor.js'),
  'monitor/RedisMonitor': () => import('../views/monitor/RedisMonitor.js'),
  'monitor/LogList': () => import('../views/logs/LogList.js'),
  // 在线表单开发 (the online forms themselves, online/cgform/list/<code>, are schema pages)
  'online/cgform/CgformList': () => import('../views/forms/CgformList.js'),
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
