import type { ISchema } from '@formily/react';
import { optionLabel } from '../dict/dictText.js';
import type { ClientField, DictMap, Lang } from '../types.js';
import { tr } from '../types.js';

function queryComponent(f: ClientField, dicts: DictMap, lang: Lang): [string, Record<string, unknown>] {
  if (f.dict) {
    const options = (dicts[f.dict] ?? []).map((d) => ({ label: optionLabel(d, lang), value: d.value }));
    return ['Select', { options, allowClear: true, showSearch: true, optionFilterProp: 'label', mode: f.query === 'in' ? 'multiple' : undefined }];
  }
  if (f.type === 'date' || f.type === 'datetime') {
    const format = f.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
    return f.query === 'range'
      ? ['DatePicker.RangePicker', { format, showTime: f.type === 'datetime', style: { width: '100%' } }]
      : ['DatePicker', { format, style: { width: '100%' } }];
  }
  if (f.type === 'integer' || f.type === 'number') {
    return f.query === 'range' ? ['NumberRange', {}] : ['NumberPicker', { style: { width: '100%' } }];
  }
  if (f.type === 'boolean') {
    return [
      'Select',
      {
        allowClear: true,
        options: [
          { label: lang === 'en' ? 'Yes' : '是', value: 'true' },
          { label: lang === 'en' ? 'No' : '否', value: 'false' },
        ],
      },
    ];
  }
  if (f.query === 'in') return ['Select', { mode: 'tags', allowClear: true, open: false, tokenSeparators: [',', ' '] }];
  return ['Input', { allowClear: true }];
}

/** Query fields → a Formily schema in a collapsible FormGrid (the grid object is supplied by the view). */
export function toQuerySchema(fields: ClientField[], dicts: DictMap, lang: Lang): ISchema {
  const properties: Record<string, ISchema> = {};
  fields.forEach((f, i) => {
    const [comp, props] = queryComponent(f, dicts, lang);
    properties[f.name] = {
      type: f.query === 'range' || f.query === 'in' ? 'array' : 'string',
      title: tr(f.title, lang),
      'x-index': i,
      'x-decorator': 'FormItem',
      'x-component': comp,
      'x-component-props': props,
    };
  });
  return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { grid: '{{grid}}' }, properties } } };
}
