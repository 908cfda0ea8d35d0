import useSWR from 'swr';
import type { ChartData, DeviceEventRow, PublicSummary, TaskItem } from '#shared/contract/dashboard.js';
import { http } from '../../api/http.js';

const get =
  <T>(path: string, query?: Record<string, unknown>) =>
  async () =>
    (await http.get<T>(path, query, true)).result;
// live pages refresh by themselves, but not in a hidden tab
const live = (ms: number) => ({ refreshInterval: ms, refreshWhenHidden: false, keepPreviousData: true });

export const useChartData = (refreshMs = 60_000) => useSWR(['dash', 'chart'], get<ChartData>('/isps/dashboard/chart'), live(refreshMs));
export const useTasks = () => useSWR(['dash', 'tasks'], get<TaskItem[]>('/isps/dashboard/tasks'), live(30_000));
export const useLatestEvents = (limit = 10) => useSWR(['dash', 'events', limit], get<DeviceEventRow[]>('/isps/dashboard/events', { limit }), live(5_000));
export const useOffline = () => useSWR(['dash', 'offline'], get<string[]>('/isps/dashboard/offline'), live(10_000));
export const usePublicSummary = () => useSWR(['dash', 'public'], get<PublicSummary>('/api/portal/summary'), { revalidateOnFocus: false });
