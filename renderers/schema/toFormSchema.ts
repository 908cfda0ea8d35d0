import type { ISchema } from '@formily/react';
import { FORMATS } from '../../src/shared/formats.js';
import { optionLabel } from '../dict/dictText.js';
import type { ClientField, DictMap, Lang } from '../types.js';
import { tr } from '../types.js';

/** Server round trips a field may need while it is being validated (empty values skip both). */
export interface RemoteChecks {
  /** message when the value is taken, else undefined */
  unique(field: ClientField, value: string): Promise<string | undefined>;
  checkRule(code: string, value: string): Promise<string | undefined>;
}

export interface FormSchemaOptions {
  lang: Lang;
  dicts: DictMap;
  mode: 'add' | 'edit' | 'detail';
  /** grid columns (default 2) */
  columns?: 1 | 2;
  checks?: RemoteChecks;
}

const jsonType = (f: ClientField) => (f.type === 'integer' || f.type === 'number' ? 'number' : f.type === 'boolean' ? 'boolean' : 'string');

function component(f: ClientField, o: FormSchemaOptions): [string, Record<string, unknown>] {
  if (f.dict && f.type !== 'depart' && f.type !== 'user') {
    const options = (o.dicts[f.dict] ?? []).map((d) => ({ label: optionLabel(d, o.lang), value: d.value }));
    return ['DictSelect', { options, multiple: !!f.multiple, numeric: jsonType(f) === 'number' }];
  }
  switch (f.type) {
    case 'text': case 'json': return ['Input.TextArea', { rows: 4, maxLength: f.maxLength }];
    case 'richtext': return ['RichText', {}];
    case 'integer': return ['NumberPicker', { precision: 0, min: f.min, max: f.max, style: { width: '100%' } }];
    case 'number': return ['NumberPicker', { min: f.min, max: f.max, style: { width: '100%' } }];
    case 'boolean': return ['Switch', {}];
    case 'date': return ['DatePicker', { format: 'YYYY-MM-DD', style: { width: '100%' } }];
    case 'datetime': return ['DatePicker', { showTime: true, format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } }];
    case 'password': return ['Password', { autoComplete: 'new-password' }];
    case 'image': return ['ImageUpload', {}];
    case 'depart': return ['DepartSelect', { multiple: !!f.multiple }];
    case 'user': return ['UserSelect', { multiple: !!f.multiple }];
    default: return ['Input', { maxLength: f.maxLength, allowClear: true }];
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

function validators(f: ClientField, o: FormSchemaOptions): unknown[] {
  const title = tr(f.title, o.lang);
  const rules: unknown[] = [];
  if (f.maxLength && jsonType(f) === 'string') rules.push({ maxLength: f.maxLength });
  if (f.minLength) rules.push({ minLength: f.minLength });
  if (f.min !== undefined) rules.push({ minimum: f.min });
  if (f.max !== undefined) rules.push({ maximum: f.max });
  if (f.pattern) rules.push({ pattern: f.pattern, message: f.patternMessage ? `${title}: ${tr(f.patternMessage, o.lang)}` : undefined });
  if (f.format) rules.push({ pattern: FORMATS[f.format].source, message: o.lang === 'en' ? `${title} is not a valid ${f.format}` : `${title}格式不正确` });
  if (f.type === 'json') {
    rules.push((v: unknown) => {
      if (blank(v)) return '';
      try { JSON.parse(String(v)); return ''; } catch { return o.lang === 'en' ? `${title} is not valid JSON` : `${title}不是有效的 JSON`; }
    });
  }
  if (o.checks && f.unique && o.mode !== 'detail') {
    const checks = o.checks;
    rules.push({ triggerType: 'onBlur', validator: async (v: unknown) => (blank(v) ? '' : (await checks.unique(f, String(v))) ?? '') });
  }
  if (o.checks && f.checkRule && o.mode !== 'detail') {
    const checks = o.checks;
    const code = f.checkRule;
    rules.push({ triggerType: 'onBlur', validator: async (v: unknown) => (blank(v) ? '' : (await checks.checkRule(code, String(v))) ?? '') });
  }
  return rules;
}

/** x-* keys of a field def pass through unchanged, so a schema can override any rendering detail. */
const overrides = (f: ClientField) => Object.fromEntries(Object.entries(f).filter(([k]) => k.startsWith('x-')));

/** Schema fields → a Formily form schema in a grid (two columns unless the schema says one). */
export function toFormSchema(fields: ClientField[], o: FormSchemaOptions): ISchema {
  const properties: Record<string, ISchema> = {};
  fields.forEach((f, i) => {
    if (f.type === 'password' && o.mode !== 'add') return; // passwords change through their own dialog
    const [comp, props] = component(f, o);
    const title = tr(f.title, o.lang);
    const wide = ['text', 'richtext', 'json', 'image'].includes(f.type);
    const x = overrides(f) as ISchema;
    properties[f.name] = {
      type: jsonType(f),
      title,
      required: f.required === true || (f.required === 'add' && o.mode === 'add'),
      default: o.mode === 'add' ? f.default : undefined,
      'x-index': (i + 1) * 10, // gaps: an extension field may sit between two (x-after)
      'x-decorator': 'FormItem',
      'x-decorator-props': { gridSpan: wide ? (o.columns ?? 2) : 1, ...(x['x-decorator-props'] as object) },
      'x-component': comp,
      ...x,
      'x-component-props': { ...props, ...(x['x-component-props'] as object) },
      'x-validator': [...validators(f, o), ...((x['x-validator'] as unknown[]) ?? [])],
    } as ISchema;
  });
  return {
    type: 'object',
    properties: {
      grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: o.columns ?? 2, minColumns: 1, columnGap: 24, strictAutoFit: true }, properties },
    },
  };
}
