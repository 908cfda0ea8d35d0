import { menuToRoutes } from '../../router/menuRoutes.js';
import type { MenuItem } from '../../session/types.js';
import { HOME_PATH } from './tabsReducer.js';

/**
 * Routable console paths and their menu titles. Only these get a tab: an unknown path is
 * on its way to /404 and must not leave a tab behind.
 */
export function menuTitles(menu: MenuItem[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of menuToRoutes(menu ?? [])) if (!r.external) out.set(r.path, r.title);
  if (!out.has(HOME_PATH)) out.set(HOME_PATH, '');
  return out;
}

/** A path's title: home's own, the menu's, else the name the page gave itself (tabsStore's setTabTitle). */
export const titleFor = (path: string, menu: Map<string, string>, own: Record<string, string>, homeTitle: string): string | undefined =>
  path === HOME_PATH ? homeTitle : menu.get(path) || own[path] || undefined;
