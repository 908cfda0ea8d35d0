import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_CELL_CHARS } from './limits.js';
import { repack } from './repack.js';
import type { ReadResult, ReadTask, SheetRow, SheetRows } from './types.js';

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
    if ('result' in v) return plain(v.result);
    return null;
  }
  return v;
}

class CellTooLong extends Error {}

function cellsOf(row: ExcelJS.Row): unknown[] {
  return (row.values as ExcelJS.CellValue[]).map((v) => {
    const p = plain(v);
    if (typeof p === 'string' && p.length > MAX_CELL_CHARS) throw new CellTooLong();
    return p;
  });
}

/**
 * Runs in a worker thread (worker.mjs): streams the first sheet of an .xlsx with exceljs's
 * WorkbookReader and answers its rows as plain values, stopping past `maxRows` rows with values.
 */
export default async function readRows({ file, maxRows, tmpDir, preview, allSheets }: ReadTask): Promise<ReadResult> {
  // a workbook without shared strings has its sheets spooled to temp files, removed only when read to
  // the end: they go to this task's directory (a worker runs one task at a time; its process.env is its own)
  process.env.TMPDIR = tmpDir;
  try {
    const input = Readable.from([await repack(Buffer.from(file.buffer, file.byteOffset, file.byteLength))]);
    // styles tell dates from numbers
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { styles: 'cache', sharedStrings: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
    const sheets: NonNullable<SheetRows['sheets']> = [];
    let total = 0; // allSheets: maxRows bounds the whole workbook, not each sheet
    for await (const sheet of reader) {
      let header: unknown[] = [];
      const rows: SheetRow[] = [];
      const limit = preview ?? maxRows;
      for await (const row of sheet) {
        if (row.number === 1) header = cellsOf(row);
        else if (row.hasValues) {
          if (rows.length === limit || (allSheets && total === maxRows)) {
            if (preview) continue; // a preview reads past its rows only to reach the next sheet
            return { error: 'tooManyRows' };
          }
          rows.push({ number: row.number, cells: cellsOf(row) });
          total++;
        }
      }
      if (!preview && !allSheets) return { header, rows };
      sheets.push({ name: String((sheet as unknown as { name?: string }).name ?? `Sheet${sheets.length + 1}`), header, rows });
    }
    return sheets.length ? { ...sheets[0], sheets } : { error: 'noSheet' };
  } catch (err) {
    return { error: err instanceof CellTooLong ? 'cellTooLong' : 'invalid' };
  }
}
