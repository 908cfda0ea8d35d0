import { newId } from '#shared/ids.js';
import { readPermOf } from '../crud/perms.js';
import type { DB } from '../db/types.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { once } from '../seed/steps.js';
import { isOnline, onlineComponent } from './live.js';
import { seedEntityMenu } from '../seed/menus.js';
import { GRANTS } from './menu.js';
import { checkMenu, ONLINE_ROOT } from './menuPlace.js';
import { ownsPerm } from './namespace.js';

/**
 * Seed step "cgform-namespace-v1", for databases whose forms were published before online forms had their
 * own namespace: a form's old page (found by its component, online/cgform/list/<code>) and the buttons
 * below it carried whatever codes the publisher chose — possibly a system page's. They are removed with
 * their grants, and the form gets its rows in online:<code>:* under 在线开发 (its old place if that is
 * still allowed). Roles that could open the old page can open the new one; its buttons go to admins only
 * (what a role may change in a form is granted again, on purpose). System rows are never touched:
 * only rows with the form's own component, and buttons hanging below them.
 */
export async function upgradeFormNamespace(ctx: Ctx): Promise<void> {
  await once(ctx.db, 'cgform-namespace-v1', async (trx) => {
    for (const e of ctx.registry.all().filter(isOnline)) {
      const pages = await trx
        .selectFrom('sys_permission')
        .select(['id', 'perms'])
        .where('component', '=', onlineComponent(e.table))
        .where('menu_type', '=', 1)
        .execute();
      const old = pages.filter((p) => !ownsPerm(e.table, p.perms));
      if (!old.length) continue;
      const pageIds = old.map((p) => p.id);
      const buttons = await trx.selectFrom('sys_permission').select('id').where('parent_id', 'in', pageIds).where('menu_type', '=', 2).execute();
      const roles = await trx.selectFrom('sys_role_permission').select('role_id').distinct().where('permission_id', 'in', pageIds).execute();
      const ids = [...pageIds, ...buttons.map((b) => b.id)];
      for (const t of GRANTS) await trx.deleteFrom(t).where('permission_id', 'in', ids).execute();
      await trx.deleteFrom('sys_permission').where('id', 'in', ids).execute();
      const placed = await placeOf(trx, e);
      await seedEntityMenu(trx, placed);
      const page = await trx
        .selectFrom('sys_permission')
        .select('id')
        .where('perms', '=', readPermOf(placed))
        .where('menu_type', '=', 1)
        .executeTakeFirstOrThrow();
      if (roles.length)
        await trx
          .insertInto('sys_role_permission')
          .values(roles.map(({ role_id }) => ({ id: newId(), role_id, permission_id: page.id })))
          .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
          .execute();
    }
  });
  ctx.sessions.invalidate();
}

/** The form with its menu where a publish may put it now: its own place if allowed, else /online/cgform/list/<code> under 在线开发. */
async function placeOf(trx: DB, e: Entity): Promise<Entity> {
  const menu = { ...e.schema.menu!, component: onlineComponent(e.table) };
  const ok = await checkMenu(trx, e.table, menu).then(
    () => true,
    () => false,
  );
  const placed = ok ? menu : { ...menu, parent: ONLINE_ROOT, path: `${ONLINE_ROOT}/cgform/list/${e.table}` };
  return { ...e, schema: { ...e.schema, menu: placed } };
}
