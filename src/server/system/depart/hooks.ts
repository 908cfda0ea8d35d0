import type { EntityHooks } from '../../crud/hooks.js';
import { dropDepartLinks, dropDepartRoleLinks } from './cleanup.js';
import { moveTo, placeUnder } from './placement.js';

const parentOf = (row: Record<string, unknown>) => (row.parent_id ? String(row.parent_id) : null);

/**
 * Departments: org code and level are issued here (readOnly fields, never from the request);
 * a move re-codes the subtree; a delete (already cascaded to descendants) drops every link.
 * Only w.trx is used: PGlite has a single connection, held by the write's transaction.
 */
export const departHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    if (op === 'add') Object.assign(row, await placeUnder(w.trx, parentOf(row)));
    else if ('parent_id' in row) Object.assign(row, await moveTo(w.trx, id, parentOf(row)));
  },
  async afterDelete(w, ids) {
    await dropDepartLinks(w.trx, ids);
  },
  // members, department roles and their grants changed: cached sessions hold stale permissions
  changed(ctx) {
    ctx.sessions.invalidate();
  },
};

/**
 * Department roles: a deleted role stops granting (userAccess joins the link tables, not the
 * role). The generic delete routes run it once modules.ts maps sys_depart_role to it.
 */
export const departRoleHooks: EntityHooks = {
  async afterDelete(w, ids) {
    await dropDepartRoleLinks(w.trx, ids);
  },
  changed(ctx) {
    ctx.sessions.invalidate();
  },
};
