import type { ClientField, DictMap } from '#renderers/types.js';
import type { QueryItem, RpColumns } from '../types.js';

const TYPES: Record<string, ClientField['type']> = { integer: 'integer', date: 'date', datetime: 'datetime' };

/**
 * getQueryInfo's items as query fields, so the report's form is built like an entity's (toQuerySchema):
 * group items are ranges (_begin/_end), a column's dictionary gives the options; hidden items wait for 展开.
 */
export function reportQueryFields(rp: RpColumns, items: QueryItem[]): { fields: ClientField[]; extra: ClientField[]; dicts: DictMap } {
  const dictOf = (field: string) => rp.columns.find((c) => c.dataIndex === field)?.customRender || undefined;
  const toField = (it: QueryItem): ClientField => {
    const dict = dictOf(it.field);
    return {
      name: it.field,
      column: it.field,
      title: { zh: it.label, en: it.label },
      type: TYPES[it.view] ?? 'string',
      dict: dict && rp.dictOptions[dict]?.length ? dict : undefined,
      query: it.mode === 'group' ? 'range' : 'eq',
    };
  };
  return {
    fields: items.filter((i) => i.hidden !== '1').map(toField),
    extra: items.filter((i) => i.hidden === '1').map(toField),
    dicts: rp.dictOptions,
  };
}
