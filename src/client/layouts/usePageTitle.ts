import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { menuTitles, titleFor } from './tabs/menuTitle.js';
import { useTabsState } from './tabs/tabsStore.js';
import { useDocumentTitle } from './tabs/useDocumentTitle.js';

/**
 * The window title follows the page in every layout, tabs or not (spec §2): the menu title,
 * else the name a page gave itself (a report opened by its code), else the platform alone.
 */
export function usePageTitle(menu: MenuItem[]): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titles = useMemo(() => menuTitles(menu), [menu]);
  const own = useTabsState().titles;
  useDocumentTitle(titleFor(pathname, titles, own, t('tabs.home')));
}
