import { escapeLike } from '../db/like.js';
import { badRequest } from '../http/errors.js';
import { yes, type Item } from './reportDef.js';

/**
 * The query values of getData/exportXls as WHERE conditions on the wrapped report ("t").
 * Only searchable report items can be filtered; every value is a bound parameter, checked
 * against the item's type first (so a bad value is a 400 naming the field, not a database
 * error). A searchable item takes `<field>=v` (`*` wildcards → ILIKE, `a,b` for dictionary
 * columns → any of) and `<field>_begin` / `<field>_end` (a range). Empty values are dropped;
 * keys that are not report items are ignored (clients send extras such as `_t`).
 */
export type Bind = (value: unknown) => string;

const MAX_VALUE = 1000;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4}-\d{2}-\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const realDate = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
};

type Kind = 'number' | 'date' | 'datetime' | 'text';
export const kindOf = (fieldType: string | null): Kind =>
  fieldType === 'Integer' || fieldType === 'Long' ? 'number' : fieldType === 'Date' ? 'date' : fieldType === 'datetime' ? 'datetime' : 'text';

/** One scalar query value: a string within bounds, else a 400 naming the key. */
export function scalar(q: Record<string, unknown>, key: string): string | null {
  const v = q[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`参数 ${key} 只能有一个值`, key);
  const s = String(v).trim();
  if (s.length > MAX_VALUE) throw badRequest(`参数 ${key} 长度不能超过 ${MAX_VALUE}`, key);
  return s === '' ? null : s;
}

/** A value parsed for the item's type, with the cast the comparison uses. */
function typed(item: Item, key: string, raw: string, bound: 'begin' | 'end' | null): { value: string; cast: string } {
  const label = `${item.fieldTxt || item.fieldName}（${key}）`;
  switch (kindOf(item.fieldType)) {
    case 'number':
      if (!NUMBER.test(raw)) throw badRequest(`${label}必须是数字`, key);
      return { value: raw, cast: 'numeric' };
    case 'date': {
      const d = raw.slice(0, 10);
      if (!DATE.test(d) || !realDate(d) || (raw.length > 10 && !DATETIME.test(raw))) throw badRequest(`${label}格式应为 YYYY-MM-DD`, key);
      return { value: d, cast: 'date' };
    }
    case 'datetime': {
      const m = DATETIME.exec(raw);
      if (DATE.test(raw) && realDate(raw)) return { value: `${raw} ${bound === 'end' ? '23:59:59' : '00:00:00'}`, cast: 'timestamp' };
      if (!m || !realDate(m[1])) throw badRequest(`${label}格式应为 YYYY-MM-DD HH:mm:ss`, key);
      return { value: `${m[1]} ${m[2]}${m[3] ?? ':00'}`, cast: 'timestamp' };
    }
    default:
      return { value: raw, cast: 'text' };
  }
}

function single(item: Item, raw: string, bind: Bind): string {
  const key = item.fieldName;
  const col = `(t.${quoteIdent(key)})`;
  const kind = kindOf(item.fieldType);
  if (kind === 'text' && raw.includes('*') && raw.replace(/\*/g, '') !== '') {
    return `${col}::text ilike ${bind(escapeLike(raw).replace(/\*/g, '%'))}`;
  }
  if (item.dictCode && raw.includes(',')) {
    const values = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => typed(item, key, s, null));
    if (!values.length) return 'true';
    return `${col}::${values[0].cast} = any(${bind(values.map((v) => v.value))}::${values[0].cast}[])`;
  }
  if (kind === 'datetime' && DATE.test(raw)) {
    const { value } = typed(item, key, raw, null);
    return `${col}::date = ${bind(value.slice(0, 10))}::date`;
  }
  const { value, cast } = typed(item, key, raw, null);
  return `${col}::${cast} = ${bind(value)}::${cast}`;
}

/** WHERE conditions for the query values `q`. */
export function filterConditions(items: Item[], q: Record<string, unknown>, bind: Bind): string[] {
  const out: string[] = [];
  for (const item of items) {
    const keys = [item.fieldName, `${item.fieldName}_begin`, `${item.fieldName}_end`];
    if (!yes(item.isSearch)) {
      const used = keys.find((k) => scalarOrArray(q[k]));
      if (used) throw badRequest(`不能按 ${item.fieldName} 查询（不是查询字段）`, used);
      continue;
    }
    const eq = scalar(q, keys[0]);
    if (eq !== null) out.push(single(item, eq, bind));
    for (const [key, op, bound] of [
      [keys[1], '>=', 'begin'],
      [keys[2], '<=', 'end'],
    ] as const) {
      const raw = scalar(q, key);
      if (raw === null) continue;
      const { value, cast } = typed(item, key, raw, bound);
      out.push(`(t.${quoteIdent(item.fieldName)})::${cast} ${op} ${bind(value)}::${cast}`);
    }
  }
  return out;
}

const scalarOrArray = (v: unknown) => v !== undefined && v !== null && v !== '';
