/**
 * Multi-tab state (spec §2), a pure reducer: warnings come back as values so the
 * caller decides how to show them (antd message in the app, plain asserts in tests).
 */
import { HOME } from '../../router/guard.js';

/** One open page. Keyed by path; url keeps the query the page was last opened with. */
export interface Tab {
  path: string;
  url: string;
}

export interface TabsState {
  tabs: Tab[];
  active: string;
  /** Titles remembered per path, also after the tab is closed. */
  titles: Record<string, string>;
}

export type TabsAction =
  | { type: 'open'; path: string; url?: string; title?: string }
  | { type: 'close'; path: string }
  | { type: 'closeLeft'; path: string }
  | { type: 'closeRight'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'setTitle'; path: string; title: string };

/** i18n keys under `tabs.` */
export type TabsWarning = 'homeUnclosable' | 'lastTab';

export interface TabsResult {
  state: TabsState;
  warning?: TabsWarning;
}

export const HOME_PATH = HOME;

export const initialTabs = (): TabsState => ({ tabs: [{ path: HOME_PATH, url: HOME_PATH }], active: HOME_PATH, titles: {} });

/** Keeps the tabs `keep` says yes to (home always); the active tab falls back to `fallback` if dropped. */
function keepOnly(s: TabsState, keep: (t: Tab, i: number) => boolean, fallback: string): TabsResult {
  const tabs = s.tabs.filter((t, i) => t.path === HOME_PATH || keep(t, i));
  if (tabs.length === s.tabs.length) return { state: s };
  const active = tabs.some((t) => t.path === s.active) ? s.active : fallback;
  return { state: { ...s, tabs, active } };
}

function open(s: TabsState, path: string, url = path, title?: string): TabsResult {
  const titles = title && !s.titles[path] ? { ...s.titles, [path]: title } : s.titles;
  const at = s.tabs.findIndex((t) => t.path === path);
  let tabs = s.tabs;
  if (at < 0) tabs = [...s.tabs, { path, url }];
  else if (s.tabs[at].url !== url) tabs = s.tabs.map((t, i) => (i === at ? { path, url } : t));
  if (tabs === s.tabs && titles === s.titles && s.active === path) return { state: s };
  return { state: { tabs, active: path, titles } };
}

function close(s: TabsState, path: string): TabsResult {
  const at = s.tabs.findIndex((t) => t.path === path);
  if (at < 0) return { state: s };
  // the last-page check comes first: with only home left, that is the message that applies
  if (s.tabs.length === 1) return { state: s, warning: 'lastTab' };
  if (path === HOME_PATH) return { state: s, warning: 'homeUnclosable' };
  const tabs = s.tabs.filter((t) => t.path !== path);
  // closing the active tab activates the one sliding into its place, else its left neighbour
  const active = s.active === path ? tabs[Math.min(at, tabs.length - 1)].path : s.active;
  return { state: { ...s, tabs, active } };
}

export function tabsReducer(s: TabsState, a: TabsAction): TabsResult {
  const at = s.tabs.findIndex((t) => t.path === a.path);
  switch (a.type) {
    case 'open':
      return open(s, a.path, a.url, a.title);
    case 'close':
      return close(s, a.path);
    case 'closeLeft':
      return at < 0 ? { state: s } : keepOnly(s, (_, i) => i >= at, a.path);
    case 'closeRight':
      return at < 0 ? { state: s } : keepOnly(s, (_, i) => i <= at, a.path);
    case 'closeOthers':
      return at < 0 ? { state: s } : keepOnly(s, (t) => t.path === a.path, a.path);
    case 'setTitle':
      return s.titles[a.path] === a.title ? { state: s } : { state: { ...s, titles: { ...s.titles, [a.path]: a.title } } };
  }
}

/** The url to navigate to for a path (its tab's url, or the path itself). */
export const urlOf = (s: TabsState, path: string) => s.tabs.find((t) => t.path === path)?.url ?? path;
