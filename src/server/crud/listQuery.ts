import { sql, type ComparisonOperatorExpression } from 'kysely';
import { badRequest } from '../http/errors.js';
import type { Column, Entity } from '../schema/registry.js';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { escapeLike } from '../db/like.js';
import { pagingInt } from '#shared/contract/queryParams.js';
import { compare, type Filter } from './filter.js';

export interface Paging {
  pageNo: number;
  pageSize: number;
  sort: { column: string; dir: 'asc' | 'desc'; unique?: boolean }[];
}

const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', '_t', 'field', 'token', 'superQueryParams', 'superQueryMatchType']);
export const MAX_PAGE_SIZE = 1000;

const paramRules = new Map<string, ReturnType<typeof pagingInt>>();
/** A paging parameter by the shared rule (src/shared/contract/queryParams: clamped to `max`, page 0 is 1); a refusal names it. */
export function positiveParam(v: unknown, name: string, def: number, max: number): number {
  // the plain forms every list request sends skip zod's pipe (~50 µs a call); the rest get the rule and its message
  if (v === undefined) return def;
  if (typeof v === 'string' && /^[1-9]\d{0,14}$/.test(v) && Number(v) <= max) return Number(v);
  const key = `${name}:${def}:${max}`;
  let rule = paramRules.get(key);
  if (!rule) paramRules.set(key, (rule = pagingInt(name, def, max)));
  const r = rule.safeParse(v);
  if (!r.success) throw badRequest(r.error.issues[0].message, name);
  return r.data;
}

/** pageNo / pageSize / column / order, with sort columns only from the schema. */
export function parsePaging(e: Entity, q: Record<string, unknown>): Paging {
  const pageNo = positiveParam(q.pageNo, 'pageNo', 1, 1_000_000);
  const pageSize = positiveParam(q.pageSize, 'pageSize', 10, MAX_PAGE_SIZE);
  const order = q.order === undefined || q.order === '' ? 'desc' : String(q.order).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('order 只能是 asc 或 desc', 'order');
  const sort: Paging['sort'] = [];
  if (q.column !== undefined && q.column !== '') {
    const name = String(q.column).replace(/_dictText$/, '');
    const c = e.byName.get(name);
    if (!c || c.type === 'password') throw badRequest(`不能按 ${name} 排序`, 'column');
    sort.push({ column: c.column, dir: order, unique: (!!c.unique && c.required === true) || c.name === 'id' });
  } else if (e.schema.orderBy) {
    const [f, d] = e.schema.orderBy.split(' ');
    const c = e.byName.get(f)!;
    sort.push({ column: c.column, dir: d as 'asc' | 'desc', unique: !!c.unique && c.required === true });
  } else {
    sort.push({ column: 'create_time', dir: 'desc' });
  }
  // stable pages; a unique sort column already is (and the extra key would cost an incremental sort)
  if (!sort[0].unique) sort.push({ column: 'id', dir: 'asc' });
  return { pageNo, pageSize, sort };
}

function parseValue(c: Column, raw: string): unknown {
  const r = valueSchema(c).safeParse(raw);
  if (!r.success) throw badRequest(r.error.issues[0].message, c.name);
  return r.data;
}

/** One query parameter as JeecgBoot's QueryGenerator reads it: *x* like, a,b in, !x, >= x, _begin/_end. */
function condition(c: Column, raw: string, bound?: 'begin' | 'end'): Filter | null {
  const col = sql.ref(c.column);
  const op = (o: ComparisonOperatorExpression, v: unknown) => compare(`${c.column} ${o}`, col, o, v);
  if (bound) {
    const dayOnly = c.type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
    const v = parseValue(c, dayOnly ? `${raw.trim()} ${bound === 'begin' ? '00:00:00' : '23:59:59'}` : raw);
    return op(bound === 'begin' ? '>=' : '<=', v);
  }
  const textual = !['integer', 'number', 'boolean', 'date', 'datetime'].includes(c.type);
  const cmp = /^(>=|<=|!=|>|<)\s+(.+)$/.exec(raw);
  if (cmp) return op(cmp[1] as '>', parseValue(c, cmp[2]));
  if (raw.startsWith('!') && raw.length > 1) return op('<>', parseValue(c, raw.slice(1)));
  if (textual && (raw.startsWith('*') || raw.endsWith('*')) && raw.replace(/\*/g, '') !== '') {
    const core = escapeLike(raw.replace(/^\*|\*$/g, ''));
    return op('ilike', `${raw.startsWith('*') ? '%' : ''}${core}${raw.endsWith('*') ? '%' : ''}`);
  }
  if (raw.includes(',') && !c.multiple) {
    const vs = raw
      .split(',')
      .filter((s) => s !== '')
      .map((s) => parseValue(c, s));
    return vs.length ? { key: `${c.column} in ${vs.length}`, values: vs, where: (eb, xs) => eb(col, 'in', xs) } : null;
  }
  if (c.multiple) {
    // comma-joined column (e.g. post codes): match one member exactly
    const v = `%,${escapeLike(String(parseValue(c, raw)))},%`;
    return compare(`${c.column} member`, sql`',' || ${col} || ','`, 'like', v);
  }
  return op('=', parseValue(c, raw));
}

/** Filters from the query string; fields are looked up in the schema, values are bound. */
export function parseFilters(e: Entity, q: Record<string, unknown>): Filter[] {
  const out: Filter[] = [];
  for (const [key, val] of Object.entries(q)) {
    if (RESERVED.has(key) || val === undefined || val === '') continue;
    const m = /^(.+)_(begin|end)$/.exec(key);
    const name = m ? m[1] : key;
    const c = e.byName.get(name);
    if (!c || c.type === 'password' || c.name === 'delFlag' || c.name === 'tenantId') continue; // extras are ignored
    const raw = Array.isArray(val) ? String(val[0]) : String(val);
    const cond = condition(c, raw, m ? (m[2] as 'begin' | 'end') : undefined);
    if (cond) out.push(cond);
  }
  return out;
}
