import type { ISchema } from '@formily/react';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { RULE_MESSAGES } from '#shared/contract/ruleMessages.js';
import { optionLabel } from '../dict/dictText.js';
// Formily's `pattern` rule on RE2 for whatever a schema's x-validator asks (before any form validates)
import '../form/patternRule.js';
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
    case 'text':
    case 'json':
      return ['Input.TextArea', { rows: 4, maxLength: f.maxLength }];
    case 'richtext':
      return ['RichText', {}];
    case 'integer':
      return ['NumberPicker', { precision: 0, min: f.min, max: f.max, style: { width: '100%' } }];
    case 'number':
      return ['NumberPicker', { min: f.min, max: f.max, style: { width: '100%' } }];
    case 'boolean':
      return ['Switch', {}];
    case 'date':
      return ['DatePicker', { format: 'YYYY-MM-DD', style: { width: '100%' } }];
    case 'datetime':
      return ['DatePicker', { showTime: true, format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } }];
    case 'password':
      return ['Password', { autoComplete: 'new-password' }];
    case 'image':
      return ['ImageUpload', {}];
    case 'depart':
      return ['DepartSelect', { multiple: !!f.multiple }];
    case 'user':
      return ['UserSelect', { multiple: !!f.multiple }];
    default:
      return ['Input', { maxLength: f.maxLength, allowClear: true }];
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

/**
 * The server's own value rules (length, pattern, format, range, JSON), in the UI language: a form refuses
 * exactly what the server would. Arrays (multiple selects) are joined by their widgets and left to the server.
 */
/** In a form the message stands under its field: the title is enough (the server's answers add the key). */
const formLabel = (lang: Lang) => (f: { title: { zh: string; en: string } }) => (lang === 'en' ? f.title.en || f.title.zh : f.title.zh);

function sharedRule(f: ClientField, lang: Lang) {
  const schema = valueSchema(f, lang, formLabel(lang));
  return (v: unknown) => {
    if (blank(v) || Array.isArray(v)) return '';
    const r = schema.safeParse(v);
    return r.success ? '' : r.error.issues[0].message;
  };
}

function validators(f: ClientField, o: FormSchemaOptions): unknown[] {
  const rules: unknown[] = [sharedRule(f, o.lang)];
  if (f.required === true || (f.required === 'add' && o.mode === 'add')) {
    rules.push({ required: true, message: RULE_MESSAGES[o.lang].required(formLabel(o.lang)(f)) });
  }
  if (o.checks && f.unique && o.mode !== 'detail') {
    const checks = o.checks;
    rules.push({ triggerType: 'onBlur', validator: async (v: unknown) => (blank(v) ? '' : ((await checks.unique(f, String(v))) ?? '')) });
  }
  if (o.checks && f.checkRule && o.mode !== 'detail') {
    const checks = o.checks;
    const code = f.checkRule;
    rules.push({ triggerType: 'onBlur', validator: async (v: unknown) => (blank(v) ? '' : ((await checks.checkRule(code, String(v))) ?? '')) });
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
    };
  });
  return {
    type: 'object',
    properties: {
      grid: {
        type: 'void',
        'x-component': 'FormGrid',
        'x-component-props': { maxColumns: o.columns ?? 2, minColumns: 1, columnGap: 24, strictAutoFit: true },
        properties,
      },
    },
  };
}
