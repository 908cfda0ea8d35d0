import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setTabTitle } from './tabsStore.js';

/** A page the menu does not list (the account pages) names its own tab, window title and last crumb. */
export function useOwnTabTitle(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    setTabTitle(pathname, title);
  }, [pathname, title]);
}
