import type { SWRConfiguration } from 'swr';

/**
 * swr options of the portal's live data: every `ms` after the previous answer, only while the tab is
 * visible (swr pauses hidden tabs), at once when it shows again; the last data stays while the next
 * load runs or fails. 0: loaded once per key.
 */
export const polled = (ms = 0): SWRConfiguration =>
  ms > 0
    ? { refreshInterval: ms, refreshWhenHidden: false, revalidateOnFocus: true, focusThrottleInterval: 0, dedupingInterval: 0, keepPreviousData: true }
    : { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, keepPreviousData: true };
