import { useEffect, useMemo } from 'react';
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
  }, [pathname, search, titles]);
}
