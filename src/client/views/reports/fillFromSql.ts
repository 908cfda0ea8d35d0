import { http } from '../../api/http.js';
import type { Row } from '#renderers/core.js';
import { parsedSql, reportHead, reportItemNames, reportParamNames } from '#shared/contract/cgreport.js';

const all = { cgrheadId: '', pageNo: 1, pageSize: 1000 };

/**
 * Runs the report's SQL with no rows on the server (parseSql) and adds the columns and
 * ${params} it does not have yet as report items and params; existing ones are kept as edited.
 */
export async function fillFromSql(row: Row): Promise<{ fields: number; params: number }> {
  const head = (await http.get('/online/cgreport/head/queryById', { id: row.id }, { answer: reportHead })).result; // the list may leave the SQL out
  const parsed = (await http.post('/online/cgreport/head/parseSql', { sql: head.cgrSql, dbSource: head.dbSource || undefined }, { answer: parsedSql })).result;
  const haveItems = new Set(
    (await http.get('/online/cgreport/item/list', { ...all, cgrheadId: head.id }, { answer: reportItemNames })).result.records.map((r) => r.fieldName),
  );
  const haveParams = new Set(
    (await http.get('/online/cgreport/param/list', { ...all, cgrheadId: head.id }, { answer: reportParamNames })).result.records.map((r) => r.paramName),
  );
  const newItems = parsed.fields.filter((f) => !haveItems.has(f.fieldName));
  const newParams = parsed.params.filter((p) => !haveParams.has(p.paramName));
  for (const f of newItems) await http.post('/online/cgreport/item/add', { ...f, cgrheadId: head.id });
  for (const p of newParams) await http.post('/online/cgreport/param/add', { ...p, cgrheadId: head.id });
  return { fields: newItems.length, params: newParams.length };
}
