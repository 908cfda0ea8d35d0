import useSWR from 'swr';
import type { ChartData, DeviceEventRow, PublicSummary, TaskItem } from '#shared/contract/dashboard.js';
import { useDataProvider } from '#renderers/core.js';

// live pages refresh by themselves, but not in a hidden tab
const live = (ms: number) => ({ refreshInterval: ms, refreshWhenHidden: false, keepPreviousData: true });

/** One dashboard read through the DataProvider under its swr key (['dash', …]: no entity write makes it stale). */
function useDash<T>(key: readonly unknown[], path: string, query: Record<string, unknown> | undefined, options: object) {
  const dp = useDataProvider();
  return useSWR(key, () => dp.custom<T>({ method: 'GET', path, query, quiet: true }).then((r) => r.result), options);
}

export const useChartData = (refreshMs = 60_000) => useDash<ChartData>(['dash', 'chart'], '/isps/dashboard/chart', undefined, live(refreshMs));
export const useTasks = () => useDash<TaskItem[]>(['dash', 'tasks'], '/isps/dashboard/tasks', undefined, live(30_000));
export const useLatestEvents = (limit = 10) => useDash<DeviceEventRow[]>(['dash', 'events', limit], '/isps/dashboard/events', { limit }, live(5_000));
/** equipIds of running devices silent for a minute (the monitor wall counts them, the device cards mark them) */
export const useOffline = () => useDash<string[]>(['dash', 'offline'], '/isps/dashboard/offline', undefined, live(10_000));
export const usePublicSummary = () => useDash<PublicSummary>(['dash', 'public'], '/api/portal/summary', undefined, { revalidateOnFocus: false });
