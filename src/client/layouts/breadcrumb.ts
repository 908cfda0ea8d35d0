import { HOME } from '../router/guard.js';
import { isLayout } from '../router/menuRoutes.js';
import type { MenuItem } from '../session/types.js';

export interface Crumb {
  title: string;
  path?: string;
}

/** The chain of menu items from a root down to the item at `pathname` (hidden items included: they are routable). */
function chainTo(menu: MenuItem[], pathname: string): MenuItem[] {
  for (const m of menu) {
    if (m.path === pathname) return [m];
    const below = m.children ? chainTo(m.children, pathname) : [];
    if (below.length) return [m, ...below];
  }
  return [];
}

/** A layout item has no page of its own: it links to its redirect, if any. */
const linkOf = (m: MenuItem) => (isLayout(m.component) ? m.redirect : m.route === '0' ? undefined : m.path);

/**
 * Home first (spec §2), then the matched menu path, or the page's own name when the menu does
 * not list it (a report opened by its code); the last crumb is never a link.
 */
export function buildBreadcrumb(menu: MenuItem[], pathname: string, homeTitle: string, pageTitle?: string): Crumb[] {
  const chain = chainTo(menu, pathname).filter((m) => m.path !== HOME);
  const crumbs: Crumb[] = [{ title: homeTitle, path: HOME }, ...chain.map((m) => ({ title: m.meta.title, path: linkOf(m) }))];
  if (!chain.length && pageTitle && pathname !== HOME) crumbs.push({ title: pageTitle });
  const last = crumbs.length - 1;
  crumbs[last] = { title: crumbs[last].title };
  return crumbs;
}
