import type { ClientField } from '../types.js';

/** What the query form holds per field: a string, a list (in mode) or a [from, to] pair (range mode). */
export type QueryValue = string | number | (string | number | null | undefined)[] | null | undefined;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.every(empty));

/**
 * Query-form values → JeecgBoot query parameters: like → *v*, in → a,b, range → name_begin/name_end,
 * eq → v. The server escapes and binds every value; this only chooses the syntax.
 */
export function serialise(fields: ClientField[], values: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (empty(v)) continue;
    if (f.query === 'range') {
      const [from, to] = Array.isArray(v) ? v : [v, undefined];
      if (!empty(from)) out[`${f.name}_begin`] = String(from);
      if (!empty(to)) out[`${f.name}_end`] = String(to);
    } else if (f.query === 'in' || Array.isArray(v)) {
      out[f.name] = (Array.isArray(v) ? v : [v]).filter((x) => !empty(x)).join(',');
    } else if (f.query === 'like' && !f.dict) {
      out[f.name] = `*${String(v).trim()}*`;
    } else {
      out[f.name] = String(v).trim();
    }
  }
  return out;
}

/** The inverse, for filling the query form from the URL after a reload or back. */
export function deserialise(fields: ClientField[], params: Record<string, string>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const f of fields) {
    if (f.query === 'range') {
      const from = params[`${f.name}_begin`];
      const to = params[`${f.name}_end`];
      if (from !== undefined || to !== undefined) out[f.name] = [from ?? null, to ?? null];
      continue;
    }
    const raw = params[f.name];
    if (raw === undefined || raw === '') continue;
    if (f.query === 'in') out[f.name] = raw.split(',');
    else if (f.query === 'like' && !f.dict) out[f.name] = raw.replace(/^\*/, '').replace(/\*$/, '');
    else out[f.name] = raw;
  }
  return out;
}

/** The URL keys a field's filter may occupy (to clear them on reset). */
export const paramKeys = (f: ClientField) => (f.query === 'range' ? [`${f.name}_begin`, `${f.name}_end`] : [f.name]);
