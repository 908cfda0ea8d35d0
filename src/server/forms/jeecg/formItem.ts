import type { Entity } from '../../schema/registry.js';

/** ISPS field types → the view names of JeecgBoot's online form renderer. */
const VIEWS: Record<string, string> = {
  text: 'textarea',
  richtext: 'umeditor',
  integer: 'number',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  password: 'password',
  image: 'image',
};

/** An online form as JeecgBoot's getFormItem answers it: {head, schema: {properties, required}, cgButtonList, enhanceJs}. */
export function formItem(e: Entity, lang: 'zh' | 'en') {
  const shown = e.columns.filter((c) => c.form !== false && !c.readOnly);
  const properties = Object.fromEntries(
    shown.map((c, i) => [
      c.name,
      {
        title: c.title[lang],
        view: c.dict ? 'list' : (VIEWS[c.type] ?? 'text'),
        type: c.type === 'integer' || c.type === 'number' ? 'number' : 'string',
        order: c.order ?? i,
        ...(c.dict ? { dictCode: c.dict } : {}),
        ...(c.maxLength ? { maxLength: c.maxLength } : {}),
      },
    ]),
  );
  return {
    head: { id: e.table, tableName: e.table, tableTxt: e.schema.title[lang], tableType: 1, isTree: e.schema.tree ? 'Y' : 'N', formTemplate: '1' },
    schema: { type: 'object', properties, required: shown.filter((c) => c.required === true).map((c) => c.name) },
    cgButtonList: [],
    enhanceJs: '',
  };
}
