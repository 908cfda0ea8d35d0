/** One sheet row as plain values (index = Excel column number, 1-based), as the worker hands it back. */
export interface SheetRow {
  /** the Excel row number, which import errors name */
  number: number;
  cells: unknown[];
}

/** The first sheet: row 1 (the field titles) and every later row that has a value. */
export interface SheetRows {
  header: unknown[];
  rows: SheetRow[];
  /** with `preview` or `allSheets`: every sheet by name (the data sets' Excel check and import) */
  sheets?: { name: string; header: unknown[]; rows: SheetRow[] }[];
}

/** What the worker answers: the rows, or why it could not read them (the main thread words the message). */
export type ReadResult = SheetRows | { error: 'invalid' | 'noSheet' | 'tooManyRows' | 'cellTooLong' };

export interface ReadTask {
  file: Uint8Array;
  maxRows: number;
  /** also read every sheet, up to this many rows each, past the first sheet's row limit */
  preview?: number;
  /** read every sheet in full, at most maxRows rows in all (a data set's Excel import) */
  allSheets?: boolean;
  /** an empty directory for exceljs's temporary files, which the main thread removes afterwards */
  tmpDir: string;
}
