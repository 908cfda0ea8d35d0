import { dateFormat, ellipsis, thousands } from '../format/filters.js';
import { dictText } from '../dict/dictText.js';
import type { ClientField, DictMap, Lang } from '../types.js';

export const LONG_TEXT = 25;

/** Plain text of one table cell (tags and images are drawn around it by the column renderer). */
export function cellText(f: ClientField, record: Record<string, unknown>, dicts: DictMap, lang: Lang, max = LONG_TEXT): string {
  const v = record[f.name];
  if (f.dict) return dictText(f, record, dicts, lang);
  if (v === null || v === undefined || v === '') return '';
  switch (f.type) {
    case 'datetime':
      return dateFormat(v);
    case 'date':
      return dateFormat(v, 'YYYY-MM-DD');
    case 'boolean':
      return v === true || v === 1 || v === '1' || v === 'true' ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';
    case 'integer':
    case 'number':
      return thousands(v);
    case 'richtext':
      return ellipsis(String(v).replace(/<[^>]*>/g, ''), max);
    case 'json':
      return ellipsis(typeof v === 'string' ? v : JSON.stringify(v), max);
    default:
      return ellipsis(v, max);
  }
}

/** Whether the cell was shortened (then the full text goes into a tooltip). */
export function fullText(f: ClientField, record: Record<string, unknown>): string | null {
  const v = record[f.name];
  if (f.dict || v === null || v === undefined) return null;
  const s = f.type === 'richtext' ? String(v).replace(/<[^>]*>/g, '') : typeof v === 'string' ? v : JSON.stringify(v);
  return [...s].length > LONG_TEXT ? s : null;
}
