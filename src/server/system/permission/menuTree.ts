import { createHash } from 'node:crypto';
import type { MenuItem } from '#shared/contract/permissions.js';
import { jeecgCanShow } from './jeecgViews.js';
import type { PermTreeNode } from '#shared/contract/permissions.js';

/** By sort number; entries with the same number by path, so the order never depends on where the database keeps a row. */
const bySortNo = (a: PermRow, b: PermRow) => Number(a.sort_no ?? 0) - Number(b.sort_no ?? 0) || String(a.url ?? '').localeCompare(String(b.url ?? ''));

export type PermRow = Record<string, any>;

/** JeecgBoot route name from a url: '/isystem/user' → 'isystem-user'. */
const routeName = (url: string) => url.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
const isExternal = (url: string) => /^https?:\/\//.test(url) || url.includes('{{');

/**
 * One menu row in the shape JeecgBoot's client builds routes from. For JeecgBoot's own console (`elsewhere`: the
 * origin ISPS's console is served from), a page only ISPS has opens there in a new window (JeecgBoot's iframe
 * layout with `internalOrExternal`), where that console would otherwise refuse the route without a word.
 */
function toMenu(r: PermRow, top: boolean, elsewhere?: string): PermRow {
  const url = String(r.url ?? '');
  const external = isExternal(url);
  const away = elsewhere !== undefined && !external && r.menu_type !== 0 && !jeecgCanShow(String(r.component ?? ''));
  const item: PermRow = {
    id: r.id,
    route: r.is_route === false ? '0' : '1',
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: r.component_name || routeName(url),
    component: away ? 'layouts/IframePageView' : r.component,
    meta: {
      keepAlive: !!r.keep_alive,
      internalOrExternal: away || !!r.internal_or_external,
      title: r.name,
      // ours: the console shows it in English (JeecgBoot clients ignore it)
      ...(r.name_en ? { titleEn: r.name_en } : {}),
      componentName:
        r.component_name ||
        String(r.component ?? '')
          .split('/')
          .pop(),
      ...(r.icon ? { icon: r.icon } : {}),
      ...(external ? { url } : {}),
      ...(away ? { url: `${elsewhere}${url}` } : {}),
    },
  };
  if (top && r.redirect) item.redirect = r.redirect;
  if (r.hidden) item.hidden = true;
  if (r.always_show) item.alwaysShow = true;
  return item;
}

/**
 * The menu tree of the rows a user holds (menus only, sorted), with every parent whose
 * children are all hidden itself hidden (spec §5), and 首页 first when the user lacks it;
 * `elsewhere` for JeecgBoot's console (see toMenu).
 */
export function buildMenu(rows: PermRow[], home: PermRow | undefined, elsewhere?: string): MenuItem[] {
  const menus = rows.filter((r) => r.menu_type !== 2).sort(bySortNo);
  const ids = new Set(menus.map((r) => r.id));
  const kids = new Map<string, PermRow[]>();
  for (const r of menus) {
    const p = r.parent_id && ids.has(r.parent_id) ? r.parent_id : '';
    if (r.parent_id && !p) continue; // parent not granted: not reachable
    kids.set(p, [...(kids.get(p) ?? []), r]);
  }
  const walk = (pid: string, top: boolean): PermRow[] =>
    (kids.get(pid) ?? []).map((r) => {
      const item = toMenu(r, top, elsewhere);
      const children = walk(r.id, false);
      if (children.length) {
        item.children = children;
        if (children.every((c) => c.hidden)) item.hidden = true;
      }
      return item;
    });
  const tree = walk('', true);
  if (home && !menus.some((r) => r.url === home.url)) tree.unshift(toMenu(home, true, elsewhere));
  return tree as MenuItem[];
}

/** Button permissions: the user's (`auth`) and every one (`allAuth`). */
export function buttonAuth(rows: PermRow[], all: PermRow[]) {
  const auth = rows
    .filter((r) => r.menu_type === 2 && r.status === '1' && r.perms)
    .map((r) => ({ action: r.perms, type: r.perms_type ?? '1', describe: r.name }));
  const allAuth = all.filter((r) => r.perms).map((r) => ({ action: r.perms, status: r.status, type: r.perms_type ?? '1', describe: r.name }));
  return { auth, allAuth };
}

/** The antd tree of all permissions, as queryTreeList returns it; titled in English for an English reader (X-Lang). */
export function permissionTree(rows: PermRow[], lang: 'zh' | 'en' = 'zh'): PermTreeNode[] {
  const kids = new Map<string, PermRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const p = r.parent_id && ids.has(r.parent_id) ? r.parent_id : '';
    kids.set(p, [...(kids.get(p) ?? []), r]);
  }
  const walk = (pid: string): PermTreeNode[] =>
    (kids.get(pid) ?? []).sort(bySortNo).map((r) => {
      const children = walk(r.id);
      const name = (lang === 'en' && r.name_en) || r.name;
      return {
        key: r.id,
        value: r.id,
        title: name,
        slotTitle: name,
        label: name,
        icon: r.icon ?? null,
        parentId: r.parent_id ?? '',
        isLeaf: children.length === 0,
        ruleFlag: r.rule_flag ?? 0,
        menuType: r.menu_type,
        perms: r.perms ?? null,
        scopedSlots: { title: 'hasDatarule' },
        ...(children.length ? { children } : {}),
      };
    });
  return walk('');
}
