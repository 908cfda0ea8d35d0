import type { FieldError } from '../crud/fieldSchema.js';
import type { Row } from '../crud/hooks.js';
import type { DB } from '../db/types.js';
import { HttpError } from '../http/errors.js';

/** Rules of report items and parameters beyond their schema (column-keyed rows). */
export const FIELD_TYPES = ['String', 'Integer', 'Long', 'Date', 'datetime'];
export const SEARCH_MODES = ['single', 'group'];

/** Item values the schema's dictionaries do not already refuse on every path (the combined add skips them). */
export function itemErrors(row: Row, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  if (row.field_type != null && !FIELD_TYPES.includes(String(row.field_type))) {
    errors.push({ field: `${prefix}fieldType`, message: `字段类型（fieldType）只能是 ${FIELD_TYPES.join('/')}` });
  }
  if (row.search_mode != null && !SEARCH_MODES.includes(String(row.search_mode))) {
    errors.push({ field: `${prefix}searchMode`, message: '查询模式（searchMode）只能是 single 或 group' });
  }
  if (row.field_href != null && /^\s*(javascript|data|vbscript)\s*:/i.test(String(row.field_href))) {
    errors.push({ field: `${prefix}fieldHref`, message: '跳转链接（fieldHref）不能是 javascript:/data: 链接' });
  }
  return errors;
}

export const invalid = (errors: FieldError[]) => new HttpError(400, errors[0].message, { errors, field: errors[0].field });

/** The stored head id of an item/param being edited (the body may leave it out). */
export async function headIdOf(trx: DB, table: string, row: Row, id: string): Promise<string | null> {
  if (row.cgrhead_id) return String(row.cgrhead_id);
  const cur = await trx.selectFrom(table).select('cgrhead_id').where('id', '=', id).executeTakeFirst();
  return cur?.cgrhead_id ?? null;
}

/** One name per report: a field name among the items, a parameter name among the params. */
export async function assertUniqueName(trx: DB, table: string, column: string, headId: string, name: unknown, id: string, field: string) {
  if (name == null) return;
  const dup = await trx
    .selectFrom(table)
    .select('id')
    .where('cgrhead_id', '=', headId)
    .where(column, '=', String(name))
    .where('id', '<>', id)
    .executeTakeFirst();
  if (dup) throw invalid([{ field, message: `该报表已有名为「${String(name)}」的${field === 'fieldName' ? '字段' : '参数'}` }]);
}
