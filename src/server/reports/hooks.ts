import type { EntityHooks } from '../crud/hooks.js';
import { saveChildLists } from './childLists.js';
import { assertUniqueName, headIdOf, invalid, itemErrors } from './itemRules.js';
import { secretsOf } from '../schema/secrets.js';
import { compilePlaceholders } from './placeholders.js';
import { assertSafeSelect } from './sqlGuard.js';
import { gateRules } from './reportTables.js';

/**
 * Report configuration (onl_cgreport_head / _item / _param): the SQL passes the parser gate on
 * every add and edit (a 400 naming cgrSql, nothing written), a head saves its items and params
 * when the body carries them, and deleting a head deletes them too — all in the write's
 * transaction (w.trx; PGlite has one connection).
 */
export const reportHeadHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    if (row.cgr_sql == null) return;
    // the rules depend on where the report runs: the main database, or a data source
    const stored = op === 'edit' && row.db_source === undefined;
    const dbSource = stored
      ? (await w.trx.selectFrom('onl_cgreport_head').select('db_source').where('id', '=', id).executeTakeFirst())?.db_source
      : row.db_source;
    const compiled = compilePlaceholders(String(row.cgr_sql));
    await assertSafeSelect(compiled.text, compiled.names.length, gateRules(w.ctx, secretsOf(w.ctx.registry), dbSource as string | null));
  },
  async afterWrite(w, id) {
    await saveChildLists(w, id);
  },
  async beforeDelete(w, ids) {
    await w.trx.deleteFrom('onl_cgreport_item').where('cgrhead_id', 'in', ids).execute();
    await w.trx.deleteFrom('onl_cgreport_param').where('cgrhead_id', 'in', ids).execute();
  },
};

export const reportItemHooks: EntityHooks = {
  async beforeWrite(w, row, _op, id) {
    const errors = itemErrors(row);
    if (errors.length) throw invalid(errors);
    const headId = await headIdOf(w.trx, 'onl_cgreport_item', row, id);
    if (headId) await assertUniqueName(w.trx, 'onl_cgreport_item', 'field_name', headId, row.field_name, id, 'fieldName');
  },
};

export const reportParamHooks: EntityHooks = {
  async beforeWrite(w, row, _op, id) {
    const headId = await headIdOf(w.trx, 'onl_cgreport_param', row, id);
    if (headId) await assertUniqueName(w.trx, 'onl_cgreport_param', 'param_name', headId, row.param_name, id, 'paramName');
  },
};
