import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { PORTAL_ROUTES, type PortalRoute } from '../routes.js';

export type NavItem = Required<MenuProps>['items'][number];

export const routeKey = (r: Pick<PortalRoute, 'path'>) => `/portal/${r.path}`;
export const groupKey = (group: string) => `group:${group}`;

/**
 * The site navigation from the route table: "site" pages at the top level, "data" and "about" pages
 * each in one drop-down placed where the first of its pages appears in the table.
 */
export function navItems(t: TFunction, routes: PortalRoute[] = PORTAL_ROUTES): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, { key: string; label: string; children: NavItem[] }>();
  for (const r of routes) {
    if (!r.group) continue;
    const item = { key: routeKey(r), label: <Link to={routeKey(r)}>{t(r.title)}</Link> };
    if (r.group === 'site') {
      items.push(item);
      continue;
    }
    let group = groups.get(r.group);
    if (!group) {
      group = { key: groupKey(r.group), label: t(`nav.group.${r.group}`), children: [] };
      groups.set(r.group, group);
      items.push(group);
    }
    group.children.push(item);
  }
  return items;
}

/** The drop-down that holds the page at this path (to open it in the mobile menu), if any. */
export function groupOf(pathname: string, routes: PortalRoute[] = PORTAL_ROUTES): string | undefined {
  const r = routes.find((x) => routeKey(x) === pathname);
  return r?.group && r.group !== 'site' ? groupKey(r.group) : undefined;
}
