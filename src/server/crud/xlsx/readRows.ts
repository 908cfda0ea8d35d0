import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReadResult, ReadTask, SheetRow } from './types.js';

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

const systemTmp = os.tmpdir();

/**
 * Runs in a worker thread (worker.mjs): streams the first sheet of an .xlsx with exceljs's
 * WorkbookReader and answers its rows as plain values, stopping past `maxRows` rows with values.
 */
export default async function readRows({ file, maxRows }: ReadTask): Promise<ReadResult> {
  // exceljs spools a sheet stored before the shared strings to a temp file and removes it only when
  // that sheet is read to its end: each read gets its own directory, removed afterwards (a worker runs
  // one task at a time, and its process.env is its own)
  const dir = fs.mkdtempSync(path.join(systemTmp, 'isps-xlsx-'));
  process.env.TMPDIR = dir;
  try {
    const input = Readable.from([Buffer.from(file.buffer, file.byteOffset, file.byteLength)]);
    // styles are needed to tell dates from numbers
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { styles: 'cache', sharedStrings: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
    for await (const sheet of reader) {
      let header: unknown[] = [];
      const rows: SheetRow[] = [];
      for await (const row of sheet) {
        const cells = (row.values as ExcelJS.CellValue[]).map(plain);
        if (row.number === 1) header = cells;
        else if (row.hasValues) {
          if (rows.length === maxRows) return { error: 'tooManyRows' };
          rows.push({ number: row.number, cells });
        }
      }
      return { header, rows };
    }
    return { error: 'noSheet' };
  } catch {
    return { error: 'invalid' };
  } finally {
    process.env.TMPDIR = systemTmp;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
