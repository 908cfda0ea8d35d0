import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import type { EntityHooks } from '../../crud/hooks.js';

/** sys_permission.rule_flag tells the menu tree which pages have data rules. */
async function refreshRuleFlags(trx: DB, permissionIds: string[]) {
  if (!permissionIds.length) return;
  await sql`update sys_permission p set rule_flag = case when exists
      (select 1 from sys_permission_data_rule r where r.permission_id = p.id) then 1 else 0 end
    where p.id in (${sql.join(permissionIds)})`.execute(trx);
}

const ownersOf = async (trx: DB, ids: string[]) =>
  (await trx.selectFrom('sys_permission_data_rule').select('permission_id').where('id', 'in', ids).execute()).map((r) => r.permission_id);

export const dataRuleHooks: EntityHooks = {
  async afterWrite(w, id) {
    await refreshRuleFlags(w.trx, await ownersOf(w.trx, [id]));
  },
  // the deleted rules' pages are among those flagged
  async afterDelete(w) {
    const flagged = await w.trx.selectFrom('sys_permission').select('id').where('rule_flag', '=', 1).execute();
    await refreshRuleFlags(
      w.trx,
      flagged.map((f) => f.id),
    );
  },
  // rules are cached with each session
  changed: (ctx) => ctx.sessions.invalidate(),
};
