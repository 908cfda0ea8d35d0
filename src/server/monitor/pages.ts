/** The monitor pages: menu rows (monitor/seed.ts), their permission monitor:<key>, and the routes /sys/monitor/<key>. */
export const MONITOR_PAGES = [
  { key: 'runtime', en: 'Runtime', zh: '运行时监控', component: 'modules/monitor/JvmInfo', icon: 'thunderbolt' },
  { key: 'system', en: 'Server', zh: '服务器监控', component: 'modules/monitor/SystemInfo', icon: 'desktop' },
  { key: 'disk', en: 'Disks', zh: '磁盘监控', component: 'modules/monitor/DiskMonitoring', icon: 'hdd' },
  { key: 'http', en: 'HTTP', zh: 'HTTP 监控', component: 'modules/monitor/TomcatInfo', icon: 'api' },
  { key: 'trace', en: 'Request trace', zh: '请求追踪', component: 'modules/monitor/HttpTrace', icon: 'unordered-list' },
  { key: 'database', en: 'Database', zh: '数据库监控', component: 'monitor/DatabaseMonitor', icon: 'database' },
] as const;

export type MonitorKey = (typeof MONITOR_PAGES)[number]['key'];
