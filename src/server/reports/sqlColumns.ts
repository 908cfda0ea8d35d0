import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
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
  await env.ctx.db
    .insertInto('onl_cgreport_item')
    .values(
      fields.map((f) => ({
        id: newId(),
        cgrhead_id: id,
        field_name: f.fieldName,
        field_txt: f.fieldTxt,
        field_type: f.fieldType,
        search_mode: f.searchMode,
        is_show: f.isShow,
        is_order: f.isOrder,
        is_search: f.isSearch,
        order_num: f.orderNum,
        create_by: username,
        create_time: at,
      })),
    )
    .execute();
  if (def.params.length || !params.length) return;
  await env.ctx.db
    .insertInto('onl_cgreport_param')
    .values(
      params.map((p) => ({
        id: newId(),
        cgrhead_id: id,
        param_name: p.paramName,
        param_txt: p.paramTxt,
        param_value: p.paramValue,
        order_num: p.orderNum,
        create_by: username,
        create_time: at,
      })),
    )
    .execute();
}
