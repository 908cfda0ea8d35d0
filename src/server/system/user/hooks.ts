import { sql } from 'kysely';
import { z } from 'zod';
import { userListExtra } from '#shared/contract/users.js';
import type { EntityHooks, Row } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { zIds } from '../../http/ids.js';
import { guardAdminRole, guardOwnAdmin, mustExist, replaceLinks, syncOrgCodes } from './relations.js';

/** null and absent both mean "leave the set alone"; "" clears it. */
const optionalIds = (field: string) => z.preprocess((v) => v ?? undefined, zIds(field, true).optional());
const relationsBody = z.object({ selectedroles: optionalIds('selectedroles'), selecteddeparts: optionalIds('selecteddeparts') });
type Relations = z.output<typeof relationsBody>;

/** Tables that only describe a user; emptied when the user is purged for good. */
const USER_TABLES = ['sys_user_role', 'sys_user_depart', 'sys_user_tenant', 'sys_depart_role_user', 'sys_user_token_epoch'];

/** orgCodeTxt: the names of each user's departments, one query per page. */
async function addOrgCodeTxt(ctx: Ctx, rows: Row[]) {
  if (!rows.length) return;
  const links = await ctx.db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['ud.user_id', 'd.depart_name'])
    .where(
      'ud.user_id',
      'in',
      rows.map((r) => String(r.id)),
    )
    .where('d.del_flag', '=', 0)
    .orderBy('d.org_code')
    .execute();
  for (const r of rows) {
    const names = links.filter((l) => l.user_id === r.id).map((l) => l.depart_name);
    r.orgCodeTxt = names.length ? names.join(',') : null;
  }
}

export const userHooks: EntityHooks = {
  answer: userListExtra,
  body: relationsBody, // checked by the add/edit routes, before the user is written

  async beforeWrite(w, row, op) {
    // new accounts start active (as in JeecgBoot); freezing goes through frozenBatch, which
    // has its own permission and refuses freezing yourself, so edit may not change status
    if (op === 'add') row.status = 1;
    else delete row.status;
  },

  async afterWrite(w, id) {
    const { selectedroles, selecteddeparts } = w.body as Relations;
    if (selectedroles) {
      await mustExist(w.trx, 'sys_role', selectedroles, 'selectedroles', '角色');
      const current = (await w.trx.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).execute()).map((r) => r.role_id);
      const changed = [...selectedroles.filter((r) => !current.includes(r)), ...current.filter((r) => !selectedroles.includes(r))];
      await guardAdminRole(w.trx, w.user, changed);
      await guardOwnAdmin(
        w.trx,
        w.user,
        current.filter((r) => !selectedroles.includes(r)),
        [id],
        'selectedroles',
      );
      await replaceLinks(w.trx, 'sys_user_role', id, selectedroles);
    }
    if (selecteddeparts) {
      await mustExist(w.trx, 'sys_depart', selecteddeparts, 'selecteddeparts', '部门');
      await replaceLinks(w.trx, 'sys_user_depart', id, selecteddeparts);
      await syncOrgCodes(w.trx, [id]);
    }
  },

  async beforeDelete(w, ids) {
    if (ids.includes(w.user.id)) throw badRequest('不能删除当前登录用户', 'id');
  },

  // runs after a soft delete too: keep the links then (restore brings them back), and only
  // clean up for users whose row is really gone (purged from the recycle bin)
  async afterDelete(w, ids) {
    const left = new Set((await w.trx.selectFrom('sys_user').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
    const gone = ids.filter((i) => !left.has(i));
    if (!gone.length) return;
    for (const t of USER_TABLES) await w.trx.deleteFrom(t).where('user_id', 'in', gone).execute();
  },

  decorate: addOrgCodeTxt,
  pageColumns: (q) =>
    q.select(
      sql<string | null>`(select string_agg(d.depart_name, ',' order by d.org_code)
    from sys_user_depart ud join sys_depart d on d.id = ud.dep_id and d.del_flag = 0 where ud.user_id = p.id)`.as('orgCodeTxt'),
    ),

  // roles, status and deletion all change what a token may do
  changed: (ctx) => ctx.sessions.invalidate(),
};
