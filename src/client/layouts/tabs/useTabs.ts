import { message } from 'antd';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { session } from '../../session/session.js';
import { menuTitles, titleFor } from './menuTitle.js';
import { requestRefresh } from './refresh.js';
import { urlOf, type TabsAction } from './tabsReducer.js';
import { dispatchTabs, useTabsState } from './tabsStore.js';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/**
 * The tab bar's logic: the route opens tabs, tab actions navigate, the reducer's
 * warnings become antd messages (the window title is the layout's: usePageTitle).
 */
export function useTabs() {
  const state = useTabsState();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const perms = useSyncExternalStore(session.subscribe, session.permissions);
  const menu = useMemo(() => menuTitles(perms?.menu), [perms]);

  const pageTitle = state.titles[pathname];
  const known = menu.has(pathname) || !!pageTitle;
  useEffect(() => {
    if (!known) return; // unknown: on its way to /404 (or a page that has not named itself yet)
    dispatchTabs({ type: 'open', path: pathname, url: `${pathname}${search}`, title: menu.get(pathname) || undefined });
  }, [pathname, search, menu, known]);

  const titleOf = useCallback((path: string) => titleFor(path, menu, state.titles, t('tabs.home')) ?? path, [t, state.titles, menu]);

  /** Runs a reducer action: shows its warning, and follows the active tab if it moved. */
  const run = useCallback(
    (action: TabsAction) => {
      const r = dispatchTabs(action);
      if (r.warning) void message.warning(t(`tabs.${r.warning}`));
      if (r.state.active !== pathname) navigate(urlOf(r.state, r.state.active));
    },
    [t, pathname, navigate],
  );

  const select = useCallback((path: string) => navigate(urlOf(state, path)), [state, navigate]);
  const close = useCallback((path: string) => run({ type: 'close', path }), [run]);
  const command = useCallback(
    (cmd: TabCommand, path: string) => {
      if (cmd !== 'refresh') run({ type: cmd, path });
      else if (path !== pathname)
        navigate(urlOf(state, path)); // another tab's view mounts afresh anyway
      else {
        requestRefresh();
        void mutate(() => true); // and reads afresh: swr would answer a re-mount from its cache of a moment ago
      }
    },
    [run, pathname, state, navigate, mutate],
  );

  return { tabs: state.tabs, active: state.active, titleOf, select, close, command };
}
