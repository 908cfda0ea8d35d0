import ExcelJS from 'exceljs';
import { HttpError, badRequest } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Column, Entity } from '../schema/registry.js';
import type { DictItem } from '../system/dict/cache.js';
import { writable } from './fieldSchema.js';
import type { EntityHooks, Row } from './hooks.js';
import { insertRecord } from './write.js';

export const MAX_IMPORT_ROWS = 5000;

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** A cell as the value a request body would carry (Excel dates are UTC wall-clock times). */
function plain(v: ExcelJS.CellValue): unknown {
  if (v == null) return null;
  if (v instanceof Date) return dateText(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return v.text;
    if ('result' in v) return plain(v.result as ExcelJS.CellValue);
    return null;
  }
  return v;
}

/** Dictionary cells may hold the text (as exported) or the code. */
function fromDict(c: Column, v: unknown, items: DictItem[] | undefined): unknown {
  if (!items || v == null || v === '') return v;
  const one = (s: string) => items.find((i) => i.value === s)?.value ?? items.find((i) => i.text === s || i.textEn === s)?.value ?? s;
  return c.multiple ? String(v).split(',').map((s) => one(s.trim())).join(',') : one(String(v).trim());
}

/**
 * Imports the first sheet: row 1 names the fields (zh or en title, or the field key); every
 * other row is validated and inserted on its own, like an `add`, so a rejected row writes
 * nothing and the result names each rejected row and why.
 */
export async function importXls(ctx: Ctx, e: Entity, hooks: EntityHooks, file: Buffer, tenantId: string, user: AuthUser) {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 Excel 文件（.xlsx）', 'file');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest('Excel 文件中没有工作表', 'file');
  const byHeader = new Map<string, Column>();
  for (const c of writable(e.columns)) for (const k of [c.title.zh, c.title.en, c.name]) byHeader.set(k.trim().toLowerCase(), c);
  const header = new Map<number, Column>();
  ws.getRow(1).eachCell((cell, col) => {
    const c = byHeader.get(String(plain(cell.value) ?? '').trim().toLowerCase());
    if (c) header.set(col, c);
  });
  if (!header.size) throw badRequest('第 1 行应为字段标题，未找到任何可导入的字段', 'file');
  if (ws.actualRowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行`, 'file');

  const dicts = await ctx.dicts.items();
  const errors: ImportError[] = [];
  let total = 0;
  let success = 0;
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const body: Row = {};
    for (const [col, c] of header) {
      const v = plain(row.getCell(col).value);
      const items = c.dict ? (c.dict.includes(',') ? await ctx.dicts.tableItems(c.dict, tenantId) : dicts[c.dict]) : undefined;
      body[c.name] = fromDict(c, c.type === 'date' && typeof v === 'string' ? v.slice(0, 10) : v, items);
    }
    if (Object.values(body).every((v) => v == null || v === '')) continue; // blank line
    total++;
    try {
      await insertRecord(ctx, e, hooks, user, tenantId, body);
      success++;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      const fields = (err.result as { errors?: { field: string; message: string }[]; field?: string } | null);
      const list = fields?.errors ?? [{ field: fields?.field ?? '', message: err.message }];
      for (const f of list) errors.push({ row: r, field: f.field, message: f.message });
    }
  }
  return { total, success, failed: total - success, errors };
}
