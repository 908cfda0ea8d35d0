import type { ISchema } from '@formily/react';
import type { JsonSchema, Schema } from './types.js';

/** Keys the server owns or the designer edits elsewhere. */
const HIDDEN = new Set(['$schema', 'api', 'fields']);
/** a nested object's keys become flat form keys "menu__parent", so each gets one input (and a grid column) */
const SEP = '__';

const options = (p: JsonSchema): unknown[] | null => {
  if (p.enum) return p.enum;
  if ('const' in p) return [p.const];
  if (p.type === 'boolean') return [true, false];
  if (p.anyOf) {
    const all = p.anyOf.map(options);
    return all.every(Boolean) ? all.flat() : null;
  }
  return null;
};

/** The input for one leaf of the meta-schema; null for what a single input cannot hold (arrays). */
function leaf(p: JsonSchema, title: string, text: (v: unknown) => string): ISchema | null {
  // the meta-schema's descriptions are English notes for schema authors: the labels come from i18n
  const base = { title, 'x-decorator': 'FormItem' };
  if (p.type === 'boolean') return { ...base, type: 'boolean', 'x-component': 'Checkbox' };
  const opts = options(p);
  if (opts)
    return {
      ...base,
      type: 'string',
      'x-component': 'Select',
      'x-component-props': { allowClear: true, style: { minWidth: 96 } },
      enum: opts.map((v) => ({ label: text(v), value: v })),
    };
  if (p.type === 'integer' || p.type === 'number') return { ...base, type: 'number', 'x-component': 'NumberPicker' };
  if (p.type === 'string' || Array.isArray(p.type)) return { ...base, type: 'string', 'x-component': 'Input' };
  return null;
}

/** Every editable key of an object node, nested objects flattened one level: [form key, node, [key, sub]]. */
function flatKeys(node: JsonSchema): [string, JsonSchema, string[]][] {
  const out: [string, JsonSchema, string[]][] = [];
  for (const [k, p] of Object.entries(node.properties ?? {})) {
    if (HIDDEN.has(k)) continue;
    if (p.properties) for (const [sub, q] of Object.entries(p.properties)) out.push([`${k}${SEP}${sub}`, q, [k, sub]]);
    else out.push([k, p, [k]]);
  }
  return out;
}

/**
 * The designer's Formily schema, built from the entity meta-schema alone: the entity settings as a grid,
 * the fields as a table with a column per field key. A key added to the format appears here with no client change.
 * Labels and option texts (a field's type, its query mode…) come from the caller's i18n.
 */
export function designerSchema(
  meta: JsonSchema,
  label: (path: string[]) => string,
  valueText: (path: string[], v: unknown) => string = (_, v) => String(v),
): ISchema {
  const settings: Record<string, ISchema> = {};
  for (const [key, p, path] of flatKeys(meta)) {
    const s = leaf(p, label(path), (v) => valueText(path, v));
    if (s) settings[key] = s;
  }
  const field = meta.properties?.fields?.additionalProperties as JsonSchema;
  const columns: Record<string, ISchema> = {
    name: column('name', label(['name']), { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true }),
  };
  for (const [key, p, path] of flatKeys(field)) {
    const s = leaf(p, '', (v) => valueText(path, v));
    if (s) columns[key] = column(key, label(path), s);
  }
  columns.remove = {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { width: 60, fixed: 'right' },
    properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
  };
  return {
    type: 'object',
    properties: {
      settings: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 4, minColumns: 2 }, properties: settings },
      fields: {
        type: 'array',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        'x-component-props': { pagination: false, scroll: { x: 'max-content' }, size: 'small' },
        items: { type: 'object', properties: columns },
        properties: { add: { type: 'void', 'x-component': 'ArrayTable.Addition', title: label(['addField']) } },
      },
    },
  };
}

const column = (key: string, title: string, input: ISchema): ISchema => ({
  type: 'void',
  'x-component': 'ArrayTable.Column',
  'x-component-props': { title, dataIndex: key, width: key === 'name' ? 140 : undefined },
  properties: { [key]: { ...input, title: undefined } },
});

type Flat = Record<string, unknown>;

const flatten = (o: Record<string, unknown>): Flat => {
  const out: Flat = {};
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && !k.startsWith('x-')) for (const [s, w] of Object.entries(v)) out[`${k}${SEP}${s}`] = w;
    else out[k] = v;
  }
  return out;
};

const unflatten = (o: Flat): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    // ArrayTable keeps its row index in __DO_NOT_USE_THIS_PROPERTY_index__: never a schema key
    if (k.startsWith('__') || v === undefined || v === null || v === '') continue;
    const [a, b] = k.split(SEP);
    if (b === undefined) out[a] = v;
    else out[a] = { ...(out[a] as object), [b]: v };
  }
  return out;
};

/** Form values for a schema: settings flattened, fields as rows in their order. */
export function toValues(s: Schema): Flat {
  const { fields, ...rest } = s;
  return { ...flatten(rest), fields: Object.entries(fields).map(([name, f]) => ({ name, ...flatten(f) })) };
}

/** The schema back from the form values (empty inputs dropped, as if the key were never written). */
export function fromValues(v: Flat): Schema {
  const { fields, ...rest } = v as Flat & { fields?: Flat[] };
  const rows = (fields ?? []).filter((r) => r.name);
  return {
    ...(unflatten(rest) as Schema),
    fields: Object.fromEntries(rows.map(({ name, ...f }) => [String(name), unflatten(f)])),
  };
}
