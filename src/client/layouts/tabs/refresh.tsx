import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * 刷新 re-mounts the current view by bumping a key. The tab bar sits beside the content,
 * not around it, so the key lives in a tiny store that the layout's outlet reads.
 */
let refreshKey = 0;
const listeners = new Set<() => void>();

export function requestRefresh(): void {
  refreshKey += 1;
  listeners.forEach((l) => l());
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

export const useRefreshKey = (): number => useSyncExternalStore(subscribe, () => refreshKey);

/** Drop-in for <Outlet />: the routed view, re-mounted on every requestRefresh(). */
export function TabOutlet() {
  return <Outlet key={useRefreshKey()} />;
}
