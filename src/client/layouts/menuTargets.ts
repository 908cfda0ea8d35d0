import { menuToRoutes, visibleMenu, type DynRoute } from '../router/menuRoutes.js';
import type { MenuItem } from '../session/types.js';

/** Where choosing a menu item (side, top or search) leads. */
export interface MenuTarget {
  path: string;
  title: string;
  /** set when the item opens in a new window instead of navigating inside the app */
  newWindowUrl?: string;
}

/** External: meta.internalOrExternal, or an http(s) meta.url (spec §2 "menu search"). */
export function targetOf(r: DynRoute): MenuTarget {
  const external = r.internalOrExternal || /^https?:\/\//i.test(r.external ?? '');
  return { path: r.path, title: r.title, ...(external ? { newWindowUrl: r.external ?? r.path } : {}) };
}

/** The searchable items: non-hidden, non-layout menu items, in menu order. */
export const menuTargets = (menu: MenuItem[], values: Record<string, string> = {}): MenuTarget[] => menuToRoutes(visibleMenu(menu), values).map(targetOf);

/** Opens the target: a new window for external items, else in-app navigation. */
export function openTarget(t: MenuTarget, navigate: (path: string) => unknown, open: (url: string) => void = (u) => window.open(u, '_blank')) {
  if (t.newWindowUrl) open(t.newWindowUrl);
  else navigate(t.path);
}
