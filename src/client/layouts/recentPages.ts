import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { KEYS, getItem, setItem } from '../session/storage.js';
import { session } from '../session/session.js';
import type { MenuItem } from '../session/types.js';
import { HOME_PATH } from './tabs/tabsReducer.js';
import { menuTitles } from './tabs/menuTitle.js';

const MAX = 10;
interface Recent {
  userId: string;
  urls: string[];
}

/** The console pages this user opened last (newest first, menu pages only), kept in this browser. */
export function recentPages(): string[] {
  const r = getItem<Recent>(KEYS.recent);
  return r && r.userId === session.user()?.id ? r.urls : [];
}

// pages kept open in tabs do not render again when shown: a page listing the recent ones subscribes
const listeners = new Set<() => void>();
let version = 0;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The recent pages, re-read whenever a page is remembered (a kept-alive page stays current). */
export function useRecentPages(): string[] {
  const v = useSyncExternalStore(subscribe, () => version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version is the change signal for the storage read
  return useMemo(() => recentPages(), [v]);
}

/** Remembers each menu page the user opens (with its query), whatever the tabs setting. */
export function useRememberPage(menu: MenuItem[]): void {
  const { pathname, search } = useLocation();
  const titles = useMemo(() => menuTitles(menu), [menu]);
  useEffect(() => {
    const userId = session.user()?.id;
    if (!userId || pathname === HOME_PATH || !titles.get(pathname)) return;
    const url = `${pathname}${search}`;
    const urls = [url, ...recentPages().filter((u) => u.split('?')[0] !== pathname)].slice(0, MAX);
    setItem<Recent>(KEYS.recent, { userId, urls });
    version++;
    listeners.forEach((l) => l());
  }, [pathname, search, titles]);
}
