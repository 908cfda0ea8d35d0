import type { ReactNode } from 'react';
import { visibleMenu } from '../router/menuRoutes.js';
import type { MenuItem } from '../session/types.js';
import { menuIcon } from './menuIcons.js';

/** An antd Menu item built from a menu entry, keyed by its path. */
export type MenuNode = { key: string; label: ReactNode; icon?: ReactNode; children?: MenuNode[] };

const toNodes = (menu: MenuItem[]): MenuNode[] =>
  menu.map((m) => ({
    key: m.path,
    // the full name on hover, where a long (English) name is cut off
    label: <span title={m.meta.title}>{m.meta.title}</span>,
    ...(m.meta.icon && menuIcon(m.meta.icon) ? { icon: menuIcon(m.meta.icon) } : {}),
    ...(m.children?.length ? { children: toNodes(m.children) } : {}),
  }));

/** The visible menu as antd items, shared by the side and the top menu. */
export const menuNodes = (menu: MenuItem[]): MenuNode[] => toNodes(visibleMenu(menu));

/** Keys of the submenus that contain `pathname`, outermost first (to open them on load). */
export function ancestorKeys(nodes: MenuNode[], pathname: string): string[] {
  for (const n of nodes) {
    if (!n.children) continue;
    if (n.children.some((c) => c.key === pathname)) return [n.key];
    const deeper = ancestorKeys(n.children, pathname);
    if (deeper.length) return [n.key, ...deeper];
  }
  return [];
}
