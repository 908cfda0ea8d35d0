import useSWR from 'swr';
import { z } from 'zod';
import { useDataProvider } from '#renderers/core.js';
import { logInfo, visitDay } from '#shared/contract/dashboard.js';

/** A list's page as far as a total is read from it. */
const counted = z.object({ total: z.number().int() });

const once = { revalidateOnFocus: false };

/**
 * The signed-in analysis figures through the DataProvider: login counts, the last 7 days of visits, and the
 * user and device totals for those allowed to list them (others get undefined and do not see the figure).
 */
export function useAnalysis() {
  const dp = useDataProvider();
  const get = <S extends z.ZodType>(path: string, answer: S, query?: Record<string, unknown>, quiet = false) =>
    dp.custom({ method: 'GET', path, query, quiet, answer }).then((r) => r.result);
  const total = (path: string, q: Record<string, unknown> = {}) => get(path, counted, { pageSize: 1, ...q }, true).then((r) => r.total);
  const info = useSWR(['analysis', 'loginfo'], () => get('/sys/loginfo', logInfo), once);
  const visits = useSWR(['analysis', 'visits'], () => get('/sys/visitInfo', z.array(visitDay)), once);
  const users = useSWR(['analysis', 'users'], () => total('/sys/user/list'), { ...once, shouldRetryOnError: false });
  const devices = useSWR(['analysis', 'devices'], () => Promise.all([total('/isps/device/list'), total('/isps/device/list', { status: 1 })]), {
    ...once,
    shouldRetryOnError: false,
  });
  return { info: info.data, visits: visits.data ?? [], users: users.data, devices: devices.data };
}
