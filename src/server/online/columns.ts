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

export const shownItems = (def: ReportDef) => def.items.filter((i) => yes(i.isShow));

/** Options of every dictionary the report's items name (dictionary codes only, never SQL). */
export async function dictOptions(ctx: Ctx, items: Item[]): Promise<Record<string, DictOption[]>> {
  const out: Record<string, DictOption[]> = {};
  for (const i of items) {
    const code = i.dictCode;
    if (!code || out[code] || !DICT_CODE.test(code)) continue;
    out[code] = ((await ctx.dicts.items())[code] ?? []).map((d) => ({ value: d.value, text: d.text, title: d.text }));
  }
  return out;
}

/** getRpColumns/{code}: columns (customRender = dictionary code), dictOptions, href slots. */
export async function rpColumns(ctx: Ctx, def: ReportDef) {
  const shown = shownItems(def);
  const columns = shown.map((i) => ({
    title: i.fieldTxt || i.fieldName,
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
    dictOptions: await dictOptions(ctx, def.items),
    fieldHrefSlots: shown.filter((i) => i.fieldHref).map((i) => ({ slotName: `fieldHref_${i.fieldName}`, href: i.fieldHref! })),
    isGroupTitle: shown.some((i) => !!i.groupTitle),
    cgRpConfigId: def.head.id,
    cgRpConfigName: def.head.name,
  };
}

const viewOf = (i: Item) => {
  if (i.dictCode) return 'list';
  const k = kindOf(i.fieldType);
  return k === 'number' ? 'integer' : k === 'text' ? 'string' : k;
};

/** getQueryInfo/{id}: the searchable items; those after the second carry hidden '1' (behind 展开). */
export function queryInfo(def: ReportDef) {
  return def.items
    .filter((i) => yes(i.isSearch))
    .map((i, n) => ({
      label: i.fieldTxt || i.fieldName,
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
