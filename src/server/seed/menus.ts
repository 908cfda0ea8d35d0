import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import { permOf, readPermOf } from '../crud/perms.js';
import type { DB } from '../db/types.js';
import type { Entity } from '../schema/registry.js';

export interface MenuSeed {
  name: string;
  /** the English name (sys_permission.name_en): the console shows it when the user reads English */
  nameEn?: string;
  url: string;
  component: string;
  componentName?: string;
  icon?: string;
  sortNo: number;
  menuType: 0 | 1 | 2;
  perms?: string;
  redirect?: string;
  hidden?: boolean;
  parentUrl?: string;
}

/** Top-level menus; the schema files hang their pages under these by url. */
export const TOP_MENUS: MenuSeed[] = [
  {
    name: '首页',
    nameEn: 'Home',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    icon: 'home',
    sortNo: 0,
    menuType: 0,
  },
  { name: '系统管理', nameEn: 'System', url: '/isystem', component: 'layouts/RouteView', icon: 'setting', sortNo: 10, menuType: 0, redirect: '/isystem/user' },
];

const BUTTONS: ['add' | 'edit' | 'delete' | 'export' | 'import', string, string][] = [
  ['add', '添加', 'Add'],
  ['edit', '编辑', 'Edit'],
  ['delete', '删除', 'Delete'],
  ['export', '导出', 'Export'],
  ['import', '导入', 'Import'],
];

/** An entity's buttons: code, zh and en name (<prefix>:add|edit|delete|export|import, then the schema's own). */
export const entityButtons = (e: Entity) => [
  ...BUTTONS.map(([a, zh, en]) => ({ code: permOf(e, a), zh: `${zh}${e.schema.title.zh}`, en: `${en} ${e.schema.title.en.toLowerCase()}` })),
  ...(e.schema.buttons ?? []).map((b) => ({ code: b.code, zh: b.title.zh, en: b.title.en })),
];

/** Menu rows under one parent, in one statement (a schema's buttons, a group's pages); their ids in order. */
export async function insertMenus(trx: DB, ms: MenuSeed[], parentId: string | null): Promise<string[]> {
  if (!ms.length) return [];
  const create_time = nowText();
  const rows = ms.map((m) => ({
    id: newId(),
    parent_id: parentId,
    name: m.name,
    name_en: m.nameEn ?? null,
    url: m.url,
    component: m.component,
    component_name: m.componentName ?? null,
    redirect: m.redirect ?? null,
    menu_type: m.menuType,
    perms: m.perms ?? null,
    perms_type: '1',
    sort_no: m.sortNo,
    icon: m.icon ?? null,
    is_route: m.menuType !== 2,
    is_leaf: true,
    keep_alive: false,
    hidden: m.hidden ?? false,
    always_show: false,
    internal_or_external: false,
    rule_flag: 0,
    status: '1',
    del_flag: 0,
    create_by: 'system',
    create_time,
  }));
  await trx.insertInto('sys_permission').values(rows).execute();
  if (parentId) await trx.updateTable('sys_permission').set({ is_leaf: false }).where('id', '=', parentId).execute();
  return rows.map((r) => r.id);
}

export async function insertMenu(trx: DB, m: MenuSeed, parentId: string | null): Promise<string> {
  return (await insertMenus(trx, [m], parentId))[0];
}

const menuId = async (trx: DB, where: { url?: string; perms?: string }) =>
  (
    await trx
      .selectFrom('sys_permission')
      .select('id')
      .where('del_flag', '=', 0)
      .where(where.url ? 'url' : 'perms', '=', (where.url ?? where.perms)!)
      .where('menu_type', '<', 2)
      .executeTakeFirst()
  )?.id as string | undefined;

/**
 * An entity's menu page and its buttons (<prefix>:add|edit|delete|export|import and the
 * schema's own), granted to the admin role; the page itself also to operators. Entities
 * without a menu hang their buttons under the page that holds their read permission.
 */
export async function seedEntityMenu(trx: DB, e: Entity): Promise<void> {
  const s = e.schema;
  let pageId: string | undefined;
  if (s.menu) {
    const parentId = await menuId(trx, { url: s.menu.parent });
    if (!parentId) throw new Error(`${e.file}: key "menu.parent": no menu with url ${s.menu.parent}`);
    pageId = await insertMenu(
      trx,
      {
        name: s.title.zh,
        nameEn: s.title.en,
        url: s.menu.path,
        component: s.menu.component ?? `schema/${s.entity}`,
        componentName: s.menu.name,
        icon: s.menu.icon,
        sortNo: s.menu.order ?? 99,
        menuType: 1,
        perms: readPermOf(e),
      },
      parentId,
    );
  } else {
    pageId = await menuId(trx, { perms: readPermOf(e) });
  }
  const buttons = entityButtons(e).map((b, i) => ({ name: b.zh, nameEn: b.en, url: '', component: '', sortNo: i + 1, menuType: 2 as const, perms: b.code }));
  const ids = [...(pageId && s.menu ? [pageId] : []), ...(await insertMenus(trx, buttons, pageId ?? null))];
  await grant(trx, 'admin', ids);
  if (pageId && s.menu && !s.menu.adminOnly) await grant(trx, 'operator', [pageId]);
}

export async function grant(trx: DB, roleCode: string, permissionIds: string[]) {
  const role = await trx.selectFrom('sys_role').select('id').where('role_code', '=', roleCode).executeTakeFirst();
  if (!role || !permissionIds.length) return;
  await trx
    .insertInto('sys_role_permission')
    .values(permissionIds.map((p) => ({ id: newId(), role_id: role.id, permission_id: p })))
    .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
    .execute();
}
