import type { CrudFilter, FilterValue } from '../data/filters.js';
import type { ClientField } from '../types.js';

/** What the query form holds per field: a string, a list (in mode) or a [from, to] pair (range mode). */
export type QueryValue = string | number | (string | number | null | undefined)[] | null | undefined;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.every(empty));
const present = (vs: (string | number | null | undefined)[]) => vs.filter((x): x is string | number => !empty(x));

/**
 * Query-form values → typed filters: like → contains (a dictionary field matches exactly), in → in,
 * range → gte/lte, eq → eq. The DataProvider spells them in its API's syntax (filterQuery).
 */
export function toFilters(fields: ClientField[], values: Record<string, QueryValue>): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const f of fields) {
    const v = values[f.name];
    if (empty(v)) continue;
    if (f.query === 'range') {
      const [from, to] = Array.isArray(v) ? v : [v, undefined];
      if (!empty(from)) out.push({ field: f.name, operator: 'gte', value: from! });
      if (!empty(to)) out.push({ field: f.name, operator: 'lte', value: to! });
    } else if (f.query === 'in' || Array.isArray(v)) {
      out.push({ field: f.name, operator: 'in', value: present(Array.isArray(v) ? v : [v]) });
    } else {
      out.push({ field: f.name, operator: f.query === 'like' && !f.dict ? 'contains' : 'eq', value: String(v).trim() });
    }
  }
  return out;
}

const asText = (v: FilterValue | null | undefined) => (Array.isArray(v) ? v.join(',') : v === null || v === undefined ? undefined : String(v));

/** The inverse, for filling the query form from the list's filters after a reload or back. */
export function fromFilters(fields: ClientField[], filters: CrudFilter[]): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  const of = (name: string, op?: CrudFilter['operator']) => filters.find((x) => x.field === name && (!op || x.operator === op))?.value;
  for (const f of fields) {
    if (f.query === 'range') {
      const from = asText(of(f.name, 'gte'));
      const to = asText(of(f.name, 'lte'));
      if (from !== undefined || to !== undefined) out[f.name] = [from ?? null, to ?? null];
      continue;
    }
    const v = of(f.name);
    if (empty(v)) continue;
    if (f.query === 'in') out[f.name] = Array.isArray(v) ? v.map(String) : String(v).split(',');
    else out[f.name] = asText(v);
  }
  return out;
}
