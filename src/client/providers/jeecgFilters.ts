import type { CrudFilter, FilterValue } from '#renderers/data/filters.js';

const empty = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '' || (Array.isArray(v) && v.every(empty));
const text = (v: FilterValue) => (Array.isArray(v) ? v.filter((x) => !empty(x)).join(',') : String(v).trim());

/**
 * Typed filters → JeecgBoot query parameters, as its QueryGenerator (and src/server/crud/listQuery.ts) reads
 * them: contains *x*, startswith x*, endswith *x, ne !x, in a,b, gte/lte name_begin/name_end, eq x.
 * The only place the console writes that syntax; the server binds every value.
 */
export function toJeecgQuery(filters: CrudFilter[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, operator, value } of filters) {
    if (empty(value)) continue;
    const v = text(value as FilterValue);
    if (operator === 'gte') out[`${field}_begin`] = v;
    else if (operator === 'lte') out[`${field}_end`] = v;
    else if (operator === 'contains') out[field] = `*${v}*`;
    else if (operator === 'startswith') out[field] = `${v}*`;
    else if (operator === 'endswith') out[field] = `*${v}`;
    else if (operator === 'ne') out[field] = `!${v}`;
    else out[field] = v; // eq, in (an array is already comma-joined)
  }
  return out;
}

/** The inverse, for a list whose filters come back from the URL: each parameter as the operator it spells. */
export function fromJeecgQuery(params: Record<string, string>): CrudFilter[] {
  return Object.entries(params)
    .filter(([, v]) => v !== '')
    .map(([k, v]): CrudFilter => {
      const range = /^(.+)_(begin|end)$/.exec(k);
      if (range) return { field: range[1], operator: range[2] === 'begin' ? 'gte' : 'lte', value: v };
      if (v.length > 1 && v.startsWith('!')) return { field: k, operator: 'ne', value: v.slice(1) };
      const head = v.startsWith('*'),
        tail = v.length > 1 && v.endsWith('*');
      const core = v.replace(/^\*/, '').replace(/\*$/, '');
      if (core && head && tail) return { field: k, operator: 'contains', value: core };
      if (core && head) return { field: k, operator: 'endswith', value: core };
      if (core && tail) return { field: k, operator: 'startswith', value: core };
      if (v.includes(',')) return { field: k, operator: 'in', value: v.split(',').filter(Boolean) };
      return { field: k, operator: 'eq', value: v };
    });
}
