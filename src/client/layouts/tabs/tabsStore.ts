import { useSyncExternalStore } from 'react';
import { session } from '../../session/session.js';
import { initialTabs, tabsReducer, type TabsAction, type TabsResult, type TabsState } from './tabsReducer.js';

/**
 * The tab state lives outside React so it survives the tab bar unmounting
 * (narrow window, multi-page switched off and on).
 */
let state: TabsState = initialTabs();
const listeners = new Set<() => void>();

export const getTabs = (): TabsState => state;

/** Applies an action; returns the reducer's result so the caller can show its warning. */
export function dispatchTabs(action: TabsAction): TabsResult {
  const r = tabsReducer(state, action);
  if (r.state !== state) {
    state = r.state;
    listeners.forEach((l) => l());
  }
  return r;
}

/** Back to the home tab alone. */
export function resetTabs(): void {
  state = initialTabs();
  listeners.forEach((l) => l());
}

/** Names a page the menu does not list (a report opened by its code): its tab, page title and breadcrumb use the name. */
export const setTabTitle = (path: string, title: string) => dispatchTabs({ type: 'setTitle', path, title });

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

// a logout must not leave the previous user's tabs behind for the next login
session.subscribe(() => {
  if (!session.token() && state.tabs.length > 1) resetTabs();
});

export const useTabsState = (): TabsState => useSyncExternalStore(subscribe, getTabs);
