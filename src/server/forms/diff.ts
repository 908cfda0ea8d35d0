import type { EntitySchema } from '#shared/contract/entity.js';
import type { FieldDiff } from './types.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field-level difference between two versions of a form (null: the first version). */
export function fieldDiff(before: EntitySchema | null, after: EntitySchema): FieldDiff {
  const old = before?.fields ?? {};
  const now = after.fields;
  const changed: Record<string, string[]> = {};
  for (const [name, f] of Object.entries(now)) {
    if (!(name in old)) continue;
    const o = old[name] as Record<string, unknown>;
    const n = f as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])].filter((k) => !same(o[k], n[k]));
    if (keys.length) changed[name] = keys.sort();
  }
  const top = (s: EntitySchema | null) => (s ? (Object.keys(s) as (keyof EntitySchema)[]).filter((k) => k !== 'fields') : []);
  const settings = [...new Set([...top(before), ...top(after)])].filter((k) => !same(before?.[k], after[k])).sort();
  return {
    added: Object.keys(now).filter((n) => !(n in old)),
    removed: Object.keys(old).filter((n) => !(n in now)),
    changed,
    settings: before ? settings : [],
  };
}
