import { badRequest } from '../http/errors.js';
import { xlsxStream } from '../http/xlsxStream.js';
import type { Lang } from '../http/lang.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Column, Entity } from '../schema/registry.js';
import type { EntityHooks, Row } from './hooks.js';
import { listPage } from './read.js';
import type { ListWhere } from './listStatements.js';

export const MAX_EXPORT_ROWS = 20_000;
const PAGE = 1000;

/** The columns a sheet carries: the list columns, else every readable field of the schema. */
export const sheetColumns = (e: Entity): Column[] => {
  const own = e.readable.filter((c) => c.name in e.schema.fields);
  const listed = own.filter((c) => c.list);
  return listed.length ? listed : own;
};

/** English texts of a column's plain dictionary (value → text), when the reader reads English. */
type EnTexts = Map<string, Map<string, string>>;

const cellValue = (c: Column, r: Row, lang: Lang, en: EnTexts): unknown => {
  if (c.dict) {
    const texts = en.get(c.name);
    if (texts && r[c.name] != null && r[c.name] !== '') {
      return String(r[c.name])
        .split(',')
        .map((v) => texts.get(v) ?? v)
        .join(',');
    }
    return r[`${c.name}_dictText`] ?? r[c.name];
  }
  if (c.type === 'boolean') return r[c.name] == null ? null : r[c.name] ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';
  return r[c.name];
};

async function englishTexts(ctx: Ctx, cols: Column[], lang: Lang): Promise<EnTexts> {
  const out: EnTexts = new Map();
  if (lang !== 'en') return out;
  const all = await ctx.dicts.items();
  for (const c of cols) if (c.dict && all[c.dict]) out.set(c.name, new Map(all[c.dict].map((i) => [i.value, i.textEn || i.text])));
  return out;
}

/**
 * The records the list would show for this query (filters, sort, data rules; `selections`
 * limits it to chosen ids), dictionary text instead of codes, as an .xlsx workbook streamed a
 * page at a time; the row limit is checked on the first page, before anything is sent.
 */
export async function exportXls(
  ctx: Ctx,
  e: Entity,
  hooks: EntityHooks,
  q: Record<string, unknown>,
  tenantId: string,
  user: AuthUser,
  where?: ListWhere,
  lang: Lang = 'zh',
) {
  const query: Record<string, unknown> = { ...q, pageSize: PAGE };
  if (typeof q.selections === 'string' && q.selections) query.id = q.selections;
  const page = (pageNo: number) => listPage(ctx, e, hooks, { ...query, pageNo }, tenantId, { user, where, lang });
  const first = await page(1);
  if (first.total > MAX_EXPORT_ROWS) throw badRequest(`导出数据 ${first.total} 条，超过 ${MAX_EXPORT_ROWS} 条上限，请缩小查询范围`, 'pageSize');
  const title = (lang === 'en' && e.schema.title.en) || e.schema.title.zh;
  const cols = sheetColumns(e);
  const en = await englishTexts(ctx, cols, lang);
  const columns = cols.map((c) => ({
    header: (lang === 'en' && c.title.en) || c.title.zh,
    key: c.name,
    width: Math.min(40, Math.max(12, (c.maxLength ?? 20) / 2)),
  }));
  const cells = (rows: Row[]) => rows.map((r) => Object.fromEntries(cols.map((c) => [c.name, cellValue(c, r, lang, en)])));
  async function* pages() {
    let p = first;
    for (let pageNo = 1; ;) {
      yield cells(p.records);
      if (p.records.length < PAGE) return;
      p = await page(++pageNo);
    }
  }
  return { stream: xlsxStream(title, columns, pages()), filename: `${title}.xlsx` };
}
