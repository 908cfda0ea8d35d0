import type { Entity } from '../../schema/registry.js';

export interface FieldDiff {
  field: string;
  title: string;
  value1: unknown;
  value2: unknown;
  changed: boolean;
}

const parse = (json: unknown): Record<string, unknown> => {
  try {
    const v = JSON.parse(String(json ?? ''));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Field-level comparison of two stored versions (their dataContent): every field of either,
 * in the schema's order when the table is a registered entity, titled in Chinese like the
 * form, each with both values and whether it changed.
 */
export function diffVersions(content1: unknown, content2: unknown, e?: Entity): FieldDiff[] {
  const a = parse(content1);
  const b = parse(content2);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const order = new Map(e?.columns.map((c, i) => [c.name, i]) ?? []);
  keys.sort((x, y) => (order.get(x) ?? 1e9) - (order.get(y) ?? 1e9));
  return keys.map((k) => ({ field: k, title: e?.byName.get(k)?.title.zh ?? k, value1: a[k] ?? null, value2: b[k] ?? null, changed: !same(a[k], b[k]) }));
}
