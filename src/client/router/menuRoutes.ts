import type { MenuItem } from '../session/types.js';

/** A route derived from one menu item. */
export interface DynRoute {
  path: string;
  title: string;
  component: string;
  hidden: boolean;
  external?: string;
  keepAlive?: boolean;
  /** meta.internalOrExternal: the item opens in a new window. */
  internalOrExternal?: boolean;
}

const LAYOUTS = /(^|\/)(RouteView|TabLayout|PageView|BasicLayout|BlankLayout|UserLayout|RouteLayout)$/;
export const isLayout = (component?: string | null) => !!component && (component.startsWith('layouts/') || LAYOUTS.test(component));

/** {{ name }} in meta.url, filled only from a whitelist (never eval'd, unlike JeecgBoot). */
export function substitute(url: string, values: Record<string, string>): string {
  return url.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, k: string) => values[k] ?? '');
}

/** Menu items a user can navigate to: layouts contribute only their children; route '0' is skipped. */
export function menuToRoutes(menu: MenuItem[], values: Record<string, string> = {}): DynRoute[] {
  const out: DynRoute[] = [];
  const walk = (items: MenuItem[], parentHidden: boolean) => {
    for (const m of items) {
      const hidden = parentHidden || !!m.hidden;
      if (m.route !== '0' && !isLayout(m.component)) {
        const url = m.meta.url ? substitute(m.meta.url, values) : undefined;
        out.push({
          path: m.path,
          title: m.meta.title,
          component: m.component ?? '',
          hidden,
          external: url,
          keepAlive: m.meta.keepAlive,
          ...(m.meta.internalOrExternal ? { internalOrExternal: true } : {}),
        });
      }
      if (m.children) walk(m.children, hidden);
    }
  };
  walk(menu, false);
  return out;
}

/** Visible menu tree for the side menu and search: hidden items removed, parents with nothing visible dropped. */
export function visibleMenu(menu: MenuItem[]): MenuItem[] {
  return menu
    .filter((m) => !m.hidden)
    .map((m) => ({ ...m, children: m.children ? visibleMenu(m.children) : undefined }))
    .filter((m) => !isLayout(m.component) || (m.children?.length ?? 0) > 0);
}
