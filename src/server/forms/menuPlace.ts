import type { MenuDef } from '#shared/contract/entity.js';
import type { DB } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { isOnlinePerm, ownsPerm } from './namespace.js';

/** 在线开发: online forms' pages hang under it, or under another online form's page. */
export const ONLINE_ROOT = '/online';
/** A page path of the online area: /online/<segment>… (no dots, so no /online/../isystem). */
const PATH = /^\/online(\/[A-Za-z0-9_-]+)+$/;
/** Ancestors walked to find a cycle; menus are a few levels deep. */
const MAX_DEPTH = 32;

/**
 * Where a form's page may go: a path under /online no other menu row uses, below 在线开发 or below a page
 * another online form created — never among the system menus, whose rows it would otherwise sit beside or
 * take over. 400 naming menu.path or menu.parent.
 */
export async function checkMenu(db: DB, code: string, menu: MenuDef): Promise<void> {
  if (!PATH.test(menu.path)) throw badRequest(`菜单路径 menu.path 必须在 ${ONLINE_ROOT}/ 下（如 /online/cgform/list/${code}）`, 'menu.path');
  const rows = await db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'url', 'perms', 'menu_type'])
    .where('del_flag', '=', 0)
    .where('url', 'in', [menu.path, menu.parent])
    .execute();
  if (rows.some((r) => r.url === menu.path && !ownsPerm(code, r.perms))) throw badRequest(`菜单路径 menu.path（${menu.path}）已被其他菜单使用`, 'menu.path');
  const parent = rows.find((r) => r.url === menu.parent && r.menu_type < 2);
  if (!parent) throw badRequest(`上级菜单 menu.parent（${menu.parent}）不存在`, 'menu.parent');
  if (menu.parent !== ONLINE_ROOT && !(parent.menu_type === 1 && isOnlinePerm(parent.perms)))
    throw badRequest(`上级菜单 menu.parent 只能是在线开发（${ONLINE_ROOT}）或其他在线表单的菜单`, 'menu.parent');
  // its own page, or one below it, as its parent would make a loop the menu tree never leaves
  let at: { parent_id: string | null; perms: string | null } | undefined = parent;
  for (let i = 0; at && i < MAX_DEPTH; i++) {
    if (ownsPerm(code, at.perms)) throw badRequest('上级菜单 menu.parent 不能是本表单的菜单或其下级', 'menu.parent');
    at = at.parent_id ? await db.selectFrom('sys_permission').select(['parent_id', 'perms']).where('id', '=', at.parent_id).executeTakeFirst() : undefined;
  }
}
