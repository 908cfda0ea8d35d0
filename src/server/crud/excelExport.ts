import ExcelJS from 'exceljs';
import { badRequest } from '../http/errors.js';
import type { Lang } from '../http/lang.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Column, Entity } from '../schema/registry.js';
import type { EntityHooks, Row } from './hooks.js';
import { listPage, type ListWhere } from './routes.js';

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
 * limits it to chosen ids), dictionary text instead of codes, as an .xlsx workbook.
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
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await listPage(ctx, e, hooks, { ...query, pageNo }, tenantId, { user, where });
    if (page.total > MAX_EXPORT_ROWS) throw badRequest(`导出数据 ${page.total} 条，超过 ${MAX_EXPORT_ROWS} 条上限，请缩小查询范围`, 'pageSize');
    rows.push(...page.records);
    if (page.records.length < PAGE) break;
  }
  const wb = new ExcelJS.Workbook();
  const title = (lang === 'en' && e.schema.title.en) || e.schema.title.zh;
  const ws = wb.addWorksheet(title);
  const cols = sheetColumns(e);
  const en = await englishTexts(ctx, cols, lang);
  ws.columns = cols.map((c) => ({
    header: (lang === 'en' && c.title.en) || c.title.zh,
    key: c.name,
    width: Math.min(40, Math.max(12, (c.maxLength ?? 20) / 2)),
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(cols.map((c) => [c.name, cellValue(c, r, lang, en)])));
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), filename: `${title}.xlsx`, count: rows.length };
}
