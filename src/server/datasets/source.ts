import type { Readable } from 'node:stream';
import { notFound } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { sourceKey } from './createRoutes.js';
import { headerIndex } from './headerRow.js';
import { decodeText, detectEncoding } from './text.js';

export const TEXT_PAGE_BYTES = 64 * 1024;
export const SHEET_ROWS = 1000;

async function bytesOf(ctx: Ctx, id: string, limit: number): Promise<Buffer> {
  const s: Readable | null = await ctx.files.get(sourceKey(id));
  if (!s) throw notFound('数据集的原文件已不存在');
  const parts: Buffer[] = [];
  let n = 0;
  for await (const c of s) {
    parts.push(c as Buffer);
    n += (c as Buffer).length;
    if (n >= limit) break;
  }
  s.destroy();
  return Buffer.concat(parts);
}

/** One page of the uploaded text, cut at line ends (a page starts after the previous page's last line). */
export async function textPage(ctx: Ctx, id: string, page: number) {
  const start = page * TEXT_PAGE_BYTES;
  const all = await bytesOf(ctx, id, start + TEXT_PAGE_BYTES + 4096);
  const encoding = detectEncoding(all.subarray(0, 4096));
  const nl = encoding === 'utf-16be' ? -1 : 0x0a; // UTF-16 pages are cut at even offsets instead
  const lineAfter = (from: number) => (nl < 0 ? from - (from % 2) : Math.min(all.length, all.indexOf(nl, from) < 0 ? all.length : all.indexOf(nl, from) + 1));
  const from = page === 0 ? 0 : lineAfter(start);
  const to = lineAfter(Math.min(all.length, start + TEXT_PAGE_BYTES));
  const more = all.length > to;
  return { encoding, page, text: from < to ? decodeText(all.subarray(from, to), encoding).replace(/^\uFEFF/, '') : '', more };
}

/**
 * The uploaded workbook as uploaded: every sheet by name, its first 1,000 rows and its detected header
 * row (headerRow null: none found, columns go by letter and row 1 stays a row).
 */
export async function sheetOf(ctx: Ctx, id: string) {
  const book = await ctx.sheets.read(await bytesOf(ctx, id, Infinity), { preview: SHEET_ROWS });
  const cell = (v: unknown) => v ?? null;
  return (book.sheets ?? []).map((s) => {
    // the reader hands row 1 apart as the header: here it is a row like the others until detected
    const all = [...(s.header.some((c) => c !== null && c !== undefined && c !== '') ? [{ number: 1, cells: s.header }] : []), ...s.rows];
    const at = headerIndex(all);
    const rows = all.filter((_, i) => i !== at).slice(0, SHEET_ROWS);
    return {
      name: s.name,
      headerRow: at < 0 ? null : all[at].number,
      header: at < 0 ? [] : all[at].cells.slice(1).map(cell),
      rows: rows.map((r) => ({ number: r.number, cells: r.cells.slice(1).map(cell) })),
    };
  });
}
