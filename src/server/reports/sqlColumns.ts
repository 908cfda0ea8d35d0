import { newId } from '#shared/ids.js';
import type { Row } from '../crud/hooks.js';
import { camelToColumn, nowText } from '../crud/records.js';
import { parseReportSql } from './parseSql.js';
import { loadReport } from './reportDef.js';
import type { ReportEnv } from './types.js';

/**
 * A report saved without its columns (解析SQL not pressed, or a client that sends the head alone) gets the columns its
 * SQL reads and its \${params}, as 解析SQL would have listed them: without any, its page showed rows with no columns.
 * A report that has columns keeps them (and its params). The save stands if the SQL cannot be read now (a data source
 * down): the page says so when opened.
 */
export async function columnsOfSql(env: ReportEnv, id: string, username: string): Promise<void> {
  const def = await loadReport(env.ctx.db, id);
  if (def.items.length || !def.head.cgrSql) return;
  const { fields, params } = await parseReportSql(env, def, {}).catch((err: unknown) => {
    env.log.warn({ err, report: def.head.code }, 'report saved without columns: its SQL could not be parsed');
    return { fields: [], params: [] };
  });
  if (!fields.length) return;
  const at = nowText();
  // the parsed rows carry the schema's own field names: the entity maps them to columns (extra keys such as dbType drop)
  const insert = (table: string, rows: object[]) => {
    const e = env.ctx.registry.must(table);
    const values = rows.map((r) => ({ ...camelToColumn(e, { ...(r as Row), cgrheadId: id }), id: newId(), create_by: username, create_time: at }));
    return env.ctx.db.insertInto(table).values(values).execute();
  };
  await insert('onl_cgreport_item', fields);
  if (!def.params.length && params.length) await insert('onl_cgreport_param', params);
}
