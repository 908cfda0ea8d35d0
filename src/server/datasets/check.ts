import fs from 'node:fs/promises';
import type { SheetRows } from '../crud/xlsx/types.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { fieldsOf, pointOf } from './parse.js';
import { decodeText, detectEncoding } from './text.js';

const HEAD_BYTES = 64 * 1024;

/** Refused in the request (400, nothing written) unless the file's first 64 KB hold a time,value line. */
export async function checkText(path: string): Promise<void> {
  const fh = await fs.open(path, 'r');
  const head = Buffer.alloc(HEAD_BYTES);
  const { bytesRead } = await fh.read(head, 0, HEAD_BYTES, 0);
  await fh.close();
  const bytes = head.subarray(0, bytesRead);
  const encoding = detectEncoding(bytes);
  const found = decodeText(bytes, encoding)
    .split(/\r?\n/)
    .some((line) => line.trim() && pointOf(...(fieldsOf(line) as [string, string])));
  if (!found) throw badRequest(`文件开头没有可识别的"时间,数值"行（编码 ${encoding}）`, 'file');
}

/** Every sheet of the workbook, read in the request (a broken file is a 400), with at least one time,value row among them. */
export async function checkSheet(ctx: Ctx, path: string): Promise<SheetRows> {
  const book = await ctx.sheets.read(await fs.readFile(path), { allSheets: true });
  const rows = (book.sheets ?? [book]).flatMap((s) => [{ cells: s.header }, ...s.rows]);
  if (!rows.some((r) => pointOf(r.cells[1], r.cells[2]))) throw badRequest('工作表中没有可识别的行（A 列时间，B 列数值）', 'file');
  return book;
}
