import type { JsonSchema } from './types.js';

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}
export type Rng = ReturnType<typeof prng>;

const nested = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** Values no field accepts as they are, or that once broke a parser, a driver or a query. */
export const BAD_SCALARS: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(70_000),
  '',
  ' ',
  "' or 1=1 --",
  '%_\\',
  '\ud800',
  '💩'.repeat(40),
  '../../etc/passwd',
  -1,
  0,
  1e308,
  -1e308,
  2 ** 63,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  ['a\u0000'],
  [1, 2],
  {},
  { $gt: '' },
  { a: { b: { c: 1 } } },
  nested(70, 'x'),
  nested(20, 'a\u0000'),
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '2024-13-45 99:99:99',
  '__proto__',
  'constructor',
];

/** Query values (strings only: the URL carries text); repeated keys become arrays. */
export const BAD_QUERY: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(8_000),
  '',
  "' or 1=1 --",
  '%_\\',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  'NaN',
  '-99999999999',
  '1.5',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{"a":1}',
  '2024-13-45',
  ',,,',
  ',a\u0000,',
  '💩',
  '\ud800',
  '__proto__',
  'asc;drop table sys_user',
  'sys_user',
  'zzz_unknown_enum',
];

/** Names the list, tree and lookup routes read from the query, documented or not. */
export const COMMON_QUERY = [
  'id',
  'ids',
  'pageNo',
  'pageSize',
  'column',
  'order',
  'keyword',
  'keyWord',
  'pid',
  'parentId',
  'roleId',
  'userId',
  'departId',
  'username',
  'status',
  'createTime_begin',
  'createTime_end',
  'superQueryParams',
  'superQueryMatchType',
  'selections',
  'field',
  'dictCode',
  'tableName',
  'fieldName',
  'pointIds',
  'measId',
  'startTime',
  'endTime',
  'code',
  'name',
  '_t',
];

/** Path parameter values: ids that are not ids, and encodings that are not encodings. */
export const BAD_PATH: readonly string[] = [
  '%00',
  'a%00b',
  "'x",
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%F0%9F%92%A9',
  '-1',
  '1e999',
  '%E0%A4%A',
  '%FF',
  '__proto__',
  'constructor',
  '%20',
  'null',
  '0'.repeat(32),
  'Z'.repeat(33),
  '%ED%A0%80',
];

/** Keys that would pollute Object.prototype if merged naively. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[x]', 'constructor[prototype][x]'];

const CANDIDATES = ['a1', 'abc', '123456', 'a@b.cd', '0123456789abcdef0123456789abcdef', 'x'];

/** A plausible value for a schema, so a single bad field gets past the others. */
export function sample(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt[0], rng, depth);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'string';
  if (type === 'object') {
    if (depth > 3) return {};
    const props = Object.entries(schema.properties ?? {});
    return Object.fromEntries(props.filter(([k]) => schema.required?.includes(k) || rng.next() < 0.5).map(([k, v]) => [k, sample(v, rng, depth + 1)]));
  }
  if (type === 'array') return schema.items && depth < 3 ? [sample(schema.items, rng, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  const re = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (s: string) => (!re || re.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  return (schema.format === 'email' ? 'a@b.cd' : CANDIDATES.find(fits)) ?? 'a';
}
