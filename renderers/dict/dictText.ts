import type { ClientField, DictMap, DictOption, Lang } from '../types.js';

/** The label of one option in the current language. */
export const optionLabel = (o: DictOption, lang: Lang) => (lang === 'en' && o.textEn ? o.textEn : o.text);

/** Options a value maps to (comma-joined values for multiple fields). */
export function optionsOf(field: ClientField, value: unknown, dicts: DictMap): { value: string; option?: DictOption }[] {
  if (value === null || value === undefined || value === '') return [];
  const items = field.dict ? (dicts[field.dict] ?? []) : [];
  const values = field.multiple ? String(value).split(',').filter(Boolean) : [String(value)];
  return values.map((v) => ({ value: v, option: items.find((o) => o.value === v) }));
}

/**
 * Text of a dictionary cell: from the page's one dictionary load, falling back to the server's
 * `<field>_dictText` (table dictionaries the caller cannot list) and finally to the raw code.
 */
export function dictText(field: ClientField, record: Record<string, unknown>, dicts: DictMap, lang: Lang): string {
  const opts = optionsOf(field, record[field.name], dicts);
  if (opts.every((o) => o.option)) return opts.map((o) => optionLabel(o.option!, lang)).join(',');
  const server = record[`${field.name}_dictText`];
  if (typeof server === 'string' && server) return server;
  return opts.map((o) => (o.option ? optionLabel(o.option, lang) : o.value)).join(',');
}
