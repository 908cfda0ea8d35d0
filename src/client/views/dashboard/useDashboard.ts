import useSWR from 'swr';
import { z } from 'zod';
import { chartData, deviceEventRow, publicSummary, taskItem } from '#shared/contract/dashboard.js';
import { useDataProvider } from '#renderers/core.js';

// live pages refresh by themselves, but not in a hidden tab
const live = (ms: number) => ({ refreshInterval: ms, refreshWhenHidden: false, keepPreviousData: true });

/** One dashboard read through the DataProvider under its swr key (['dash', …]: no entity write makes it stale), checked by its answer schema. */
function useDash<S extends z.ZodType>(key: readonly unknown[], path: string, answer: S, query: Record<string, unknown> | undefined, options: object) {
  const dp = useDataProvider();
  return useSWR(key, () => dp.custom({ method: 'GET', path, query, quiet: true, answer }).then((r) => r.result), options);
}

export const useChartData = (refreshMs = 60_000) => useDash(['dash', 'chart'], '/isps/dashboard/chart', chartData, undefined, live(refreshMs));
export const useTasks = () => useDash(['dash', 'tasks'], '/isps/dashboard/tasks', z.array(taskItem), undefined, live(30_000));
export const useLatestEvents = (limit = 10) => useDash(['dash', 'events', limit], '/isps/dashboard/events', z.array(deviceEventRow), { limit }, live(5_000));
/** equipIds of running devices silent for a minute (the monitor wall counts them, the device cards mark them) */
export const useOffline = () => useDash(['dash', 'offline'], '/isps/dashboard/offline', z.array(z.string()), undefined, live(10_000));
export const usePublicSummary = () => useDash(['dash', 'public'], '/api/portal/summary', publicSummary, undefined, { revalidateOnFocus: false });
