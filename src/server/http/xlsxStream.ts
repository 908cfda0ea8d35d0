import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

type Rows = Record<string, unknown>[];

/**
 * A one-sheet .xlsx written while it is sent: each page of rows is committed to the zip stream
 * as it comes, so an export holds one page in memory, never the whole workbook (a 20,000-row
 * export used to build the workbook and then its buffer, and grew the heap for good).
 * An error after the first byte can only cut the download short: callers check what they can
 * (row limits, permissions) before they start it.
 */
export function xlsxStream(sheet: string, columns: SheetColumn[], pages: AsyncIterable<Rows> | Iterable<Rows>): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const rows of pages) for (const r of rows) ws.addRow(r).commit();
      ws.commit();
      await wb.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
