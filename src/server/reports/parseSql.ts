import { isSecretName } from '../schema/secrets.js';
import type { ParsedColumn } from '#shared/contract/cgreport.js';
import { kindOf } from './filters.js';
import type { ReportDef } from './reportDef.js';
import { innerSql, paramValues } from './reportQuery.js';
import { runReadOnly } from './runner.js';
import { assertSafeSelect } from './sqlGuard.js';
import { gateRules } from './reportTables.js';
import type { ReportEnv } from './types.js';

/**
 * The "parse SQL" button of the report form: runs the (checked) SQL with no rows — joined
 * to a single dummy row so the result still names its columns — and asks each column's type
 * with pg_typeof. Answers JeecgBoot's {fields, params}: items and parameters to fill the form.
 */

/** PostgreSQL type name → the report's field type. */
export function fieldTypeOf(dbType: string): string {
  const t = dbType.toLowerCase();
  if (t === 'integer' || t === 'smallint') return 'Integer';
  if (t === 'bigint' || t === 'numeric' || t === 'real' || t === 'double precision' || t.startsWith('numeric(')) return 'Long';
  if (t === 'date') return 'Date';
  if (t.startsWith('timestamp')) return 'datetime';
  return 'String';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function parseReportSql(env: ReportEnv, def: ReportDef, q: Record<string, unknown>) {
  const rules = gateRules(env.ctx, env.secrets, def.head.dbSource);
  const inner = await innerSql(def, rules);
  const params = paramValues(def, inner.names, q);
  const noRows = `(select * from (\n${inner.sql}\n) s limit 0) t`;
  const nullRow = `select t.* from (select 1) d left join ${noRows} on true`;
  await assertSafeSelect(nullRow, params.length, rules);
  const fields = await runReadOnly(env, def.head.dbSource, async (c) => {
    const [row] = await c.query(nullRow, params);
    const names = Object.keys(row ?? {}).filter((n) => !isSecretName(env.secrets, n));
    if (!names.length) return [];
    const typeSql = `select ${names.map((n, i) => `pg_typeof(t.${ident(n)})::text as c${i}`).join(', ')} from (select 1) d left join ${noRows} on true`;
    await assertSafeSelect(typeSql, params.length, rules);
    const [types] = await c.query(typeSql, params);
    return names.map((n, i) => ({ name: n, dbType: String(types?.[`c${i}`] ?? 'text') }));
  });
  const columns: ParsedColumn[] = fields.map((f, i) => {
    const fieldType = fieldTypeOf(f.dbType);
    return {
      fieldName: f.name,
      fieldTxt: f.name,
      fieldType,
      dbType: f.dbType,
      orderNum: i + 1,
      isShow: f.name === 'id' ? 0 : 1,
      isOrder: 0,
      isSearch: 0,
      searchMode: ['date', 'datetime'].includes(kindOf(fieldType)) ? 'group' : 'single',
    };
  });
  const paramRows = [...new Set(inner.names)].map((name, i) => ({
    paramName: name,
    paramTxt: def.params.find((p) => p.paramName === name)?.paramTxt ?? name,
    paramValue: def.params.find((p) => p.paramName === name)?.paramValue ?? '',
    orderNum: i + 1,
  }));
  return { fields: columns, params: paramRows };
}
