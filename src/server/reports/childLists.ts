import { newId } from '#shared/ids.js';
import { parseRecord, type FieldError } from '../crud/fieldSchema.js';
import type { Row, WriteContext } from '../crud/hooks.js';
import { camelToColumn, nowText } from '../crud/records.js';
import { badRequest } from '../http/errors.js';
import type { Entity } from '../schema/registry.js';
import { invalid, itemErrors } from './itemRules.js';

/**
 * JeecgBoot's report form saves the head with its items and params in one body
 * (`onlCgreportItemList`, `onlCgreportParamList`). When a list is present on add or edit it
 * replaces the report's rows of that kind, in the head's transaction: every row is checked
 * like a separate add, and one bad row refuses the whole save (errors name `list[i].field`).
 */
const LISTS = [
  { key: 'onlCgreportItemList', table: 'onl_cgreport_item', name: 'fieldName' },
  { key: 'onlCgreportParamList', table: 'onl_cgreport_param', name: 'paramName' },
] as const;

const MAX_ROWS = 500;
const ID = /^[A-Za-z0-9_-]{1,32}$/;

function parseList(e: Entity, key: string, nameField: string, list: unknown, headId: string): Row[] {
  if (!Array.isArray(list)) throw badRequest(`${key} 必须是数组`, key);
  if (list.length > MAX_ROWS) throw badRequest(`${key} 最多 ${MAX_ROWS} 行`, key);
  const errors: FieldError[] = [];
  const rows: Row[] = [];
  const names = new Set<string>();
  list.forEach((entry, i) => {
    const prefix = `${key}[${i}].`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors.push({ field: `${key}[${i}]`, message: `${key} 第 ${i + 1} 行必须是对象` });
      return;
    }
    const { data, errors: own } = parseRecord(e.columns, { ...entry, cgrheadId: headId }, 'add');
    errors.push(...own.map((x) => ({ field: prefix + x.field, message: `${key} 第 ${i + 1} 行：${x.message}` })));
    for (const c of e.columns) if (data[c.name] == null && c.default !== undefined && c.name in e.schema.fields) data[c.name] = c.default;
    if ((entry as Row).orderNum == null || (entry as Row).orderNum === '') data.orderNum = i + 1; // the list's order
    const row = camelToColumn(e, data);
    errors.push(...itemErrors(row, prefix));
    const name = String(data[nameField] ?? '');
    if (name && names.has(name)) errors.push({ field: prefix + nameField, message: `${key} 第 ${i + 1} 行：名称「${name}」重复` });
    names.add(name);
    const given = (entry as Row).id;
    row.id = typeof given === 'string' && ID.test(given) ? given : newId();
    rows.push(row);
  });
  if (errors.length) throw invalid(errors);
  return rows;
}

/** Replaces the items/params of head `id` with the lists the body carries (absent list: untouched). */
export async function saveChildLists(w: WriteContext, headId: string): Promise<void> {
  for (const l of LISTS) {
    if (!(l.key in w.body) || w.body[l.key] === undefined) continue;
    const e = w.ctx.registry.must(l.table);
    const rows = parseList(e, l.key, l.name, w.body[l.key], headId);
    await w.trx.deleteFrom(l.table).where('cgrhead_id', '=', headId).execute();
    // an id of another report's row is not taken over: such rows get a new id
    const taken = rows.length
      ? await w.trx
          .selectFrom(l.table)
          .select('id')
          .where(
            'id',
            'in',
            rows.map((r) => r.id as string),
          )
          .execute()
      : [];
    for (const t of taken) {
      const r = rows.find((x) => x.id === t.id);
      if (r) r.id = newId();
    }
    const audit = { create_by: w.user.username, create_time: nowText() };
    if (rows.length)
      await w.trx
        .insertInto(l.table)
        .values(rows.map((r) => ({ ...r, ...audit })))
        .execute();
  }
}
