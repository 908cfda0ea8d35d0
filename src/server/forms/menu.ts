import { readPermOf } from '../crud/perms.js';
import type { DB } from '../db/types.js';
import { entityButtons, grant, insertMenu, seedEntityMenu } from '../seed/menus.js';
import type { Entity } from '../schema/registry.js';
import { ownsPerm } from './namespace.js';

/** Tables that point at a menu entry: its grants go with it. */
export const GRANTS = ['sys_role_permission', 'sys_depart_permission', 'sys_depart_role_permission', 'sys_permission_data_rule'] as const;

/** The sys_permission rows the form created: those in its namespace (namespace.ts), never a row found by url or name. */
async function ownRows(trx: DB, code: string) {
  const rows = await trx.selectFrom('sys_permission').select(['id', 'parent_id', 'perms', 'menu_type']).where('perms', 'like', 'online:%').execute();
  return rows.filter((r) => ownsPerm(code, r.perms));
}

/** Rows of the form and the grants on them. */
async function dropRows(trx: DB, ids: string[]): Promise<void> {
  if (!ids.length) return;
  for (const t of GRANTS) await trx.deleteFrom(t).where('permission_id', 'in', ids).execute();
  await trx.deleteFrom('sys_permission').where('id', 'in', ids).execute();
}

/**
 * The form's menu page and buttons the first time; later publishes keep its own rows in step with the form
 * (title, place, read permission, buttons added or dropped). Rows outside its namespace are never touched.
 */
export async function mountMenu(trx: DB, e: Entity): Promise<void> {
  const own = await ownRows(trx, e.table);
  const page = own.find((r) => r.menu_type === 1);
  const m = e.schema.menu!; // validateForm refuses a form without one
  if (!page) return seedEntityMenu(trx, e);
  const parent = await trx
    .selectFrom('sys_permission')
    .select('id')
    .where('url', '=', m.parent)
    .where('del_flag', '=', 0)
    .where('menu_type', '<', 2)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('sys_permission')
    .set({
      name: e.schema.title.zh,
      name_en: e.schema.title.en,
      perms: readPermOf(e),
      parent_id: parent.id,
      url: m.path,
      component: m.component,
      icon: m.icon ?? null,
      sort_no: m.order ?? 99,
    })
    .where('id', '=', page.id)
    .execute();
  const wanted = entityButtons(e);
  const buttons = own.filter((r) => r.menu_type === 2);
  await dropRows(
    trx,
    buttons.filter((r) => !wanted.some((b) => b.code === r.perms)).map((r) => r.id),
  );
  const added: string[] = [];
  for (const [i, b] of wanted.entries())
    if (!buttons.some((r) => r.perms === b.code))
      added.push(await insertMenu(trx, { name: b.zh, nameEn: b.en, url: '', component: '', sortNo: i + 1, menuType: 2, perms: b.code }, page.id));
  await grant(trx, 'admin', added);
}

/** Deletes the form's own rows and their grants; pages hung below its page move up a level rather than dangle. */
export async function removeMenu(trx: DB, code: string): Promise<void> {
  const own = await ownRows(trx, code);
  const ids = own.map((r) => r.id);
  const page = own.find((r) => r.menu_type === 1);
  if (page) await trx.updateTable('sys_permission').set({ parent_id: page.parent_id }).where('parent_id', '=', page.id).where('id', 'not in', ids).execute();
  await dropRows(trx, ids);
}
