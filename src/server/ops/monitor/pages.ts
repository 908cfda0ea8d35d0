/** The monitor pages: menu rows (ops/seed.ts), their permission monitor:<key>, and the routes /sys/monitor/<key>. */
export const MONITOR_PAGES = [
  { key: 'runtime', zh: '运行时监控', component: 'RuntimeMonitor', icon: 'thunderbolt' },
  { key: 'system', zh: '服务器监控', component: 'SystemMonitor', icon: 'desktop' },
  { key: 'disk', zh: '磁盘监控', component: 'DiskMonitor', icon: 'hdd' },
  { key: 'http', zh: 'HTTP 监控', component: 'HttpMonitor', icon: 'api' },
  { key: 'trace', zh: '请求追踪', component: 'HttpTrace', icon: 'unordered-list' },
  { key: 'database', zh: '数据库监控', component: 'DatabaseMonitor', icon: 'database' },
] as const;

export type MonitorKey = (typeof MONITOR_PAGES)[number]['key'];
