import useSWR from 'swr';
import { useDataProvider } from '#renderers/core.js';

export interface LogInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}
export interface Visit {
  tian: string;
  visit: number;
  ip: number;
  type: string;
}

const once = { revalidateOnFocus: false };

/**
 * The signed-in analysis figures through the DataProvider: login counts, the last 7 days of visits, and the
 * user and device totals for those allowed to list them (others get undefined and do not see the figure).
 */
export function useAnalysis() {
  const dp = useDataProvider();
  const get = <T>(path: string, query?: Record<string, unknown>, quiet = false) => dp.custom<T>({ method: 'GET', path, query, quiet }).then((r) => r.result);
  const total = (path: string, q: Record<string, unknown> = {}) => get<{ total: number }>(path, { pageSize: 1, ...q }, true).then((r) => r.total);
  const info = useSWR(['analysis', 'loginfo'], () => get<LogInfo>('/sys/loginfo'), once);
  const visits = useSWR(['analysis', 'visits'], () => get<Visit[]>('/sys/visitInfo'), once);
  const users = useSWR(['analysis', 'users'], () => total('/sys/user/list'), { ...once, shouldRetryOnError: false });
  const devices = useSWR(['analysis', 'devices'], () => Promise.all([total('/isps/device/list'), total('/isps/device/list', { status: 1 })]), {
    ...once,
    shouldRetryOnError: false,
  });
  return { info: info.data, visits: visits.data ?? [], users: users.data, devices: devices.data };
}
