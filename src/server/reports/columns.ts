import type { Lang } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { kindOf } from './filters.js';
import { yes, type Item, type ReportDef } from './reportDef.js';

/** The shapes JeecgBoot's report page and JPopup read: getRpColumns and getQueryInfo. */
export interface DictOption {
  value: string;
  text: string;
  title: string;
}

const DICT_CODE = /^[a-z][a-z0-9_]*$/;

/** An item's title in the reader's language (the Chinese one when it has no English title). */
export const itemTitle = (i: Item, lang: Lang) => (lang === 'en' && i.fieldTxtEn) || i.fieldTxt || i.fieldName;

export const shownItems = (def: ReportDef) => def.items.filter((i) => yes(i.isShow));

/** Options of every dictionary the report's items name (dictionary codes only, never SQL). */
export async function dictOptions(ctx: Ctx, items: Item[], lang: Lang = 'zh'): Promise<Record<string, DictOption[]>> {
  const out: Record<string, DictOption[]> = {};
  for (const i of items) {
    const code = i.dictCode;
    if (!code || out[code] || !DICT_CODE.test(code)) continue;
    out[code] = ((await ctx.dicts.items())[code] ?? []).map((d) => {
      const text = (lang === 'en' && d.textEn) || d.text;
      return { value: d.value, text, title: text };
    });
  }
  return out;
}

/** getRpColumns/{code}: columns (customRender = dictionary code), dictOptions, href slots. */
export async function rpColumns(ctx: Ctx, def: ReportDef, lang: Lang = 'zh') {
  const shown = shownItems(def);
  const columns = shown.map((i) => ({
    title: itemTitle(i, lang),
    dataIndex: i.fieldName,
    fieldType: i.fieldType || 'String',
    align: 'center',
    ...(yes(i.isOrder) ? { sorter: 'true' } : {}),
    isTotal: yes(i.isTotal) ? '1' : null,
    groupTitle: i.groupTitle,
    customRender: i.dictCode,
    width: i.fieldWidth || null,
    ...(i.fieldHref ? { scopedSlots: { customRender: `fieldHref_${i.fieldName}` } } : {}),
  }));
  return {
    columns,
    dictOptions: await dictOptions(ctx, def.items, lang),
    fieldHrefSlots: shown.filter((i) => i.fieldHref).map((i) => ({ slotName: `fieldHref_${i.fieldName}`, href: i.fieldHref! })),
    isGroupTitle: shown.some((i) => !!i.groupTitle),
    cgRpConfigId: def.head.id,
    cgRpConfigName: (lang === 'en' && def.head.nameEn) || def.head.name,
  };
}

const viewOf = (i: Item) => {
  if (i.dictCode) return 'list';
  const k = kindOf(i.fieldType);
  return k === 'number' ? 'integer' : k === 'text' ? 'string' : k;
};

/** getQueryInfo/{id}: the searchable items; those after the second carry hidden '1' (behind 展开). */
export function queryInfo(def: ReportDef, lang: Lang = 'zh') {
  return def.items
    .filter((i) => yes(i.isSearch))
    .map((i, n) => ({
      label: itemTitle(i, lang),
      field: i.fieldName,
      view: viewOf(i),
      mode: i.searchMode === 'group' ? 'group' : 'single',
      dictCode: i.dictCode,
      fieldType: i.fieldType || 'String',
      ...(n >= 2 ? { hidden: '1' } : {}),
    }));
}

/** getParamsInfo/{id}. */
export const paramsInfo = (def: ReportDef) => def.params.map((p) => ({ ...p }));
