/**
 * Bounds on an .xlsx import, checked before and while it is read.
 * Rows: each one is validated and inserted on its own like an `add`, so 5,000 keeps one import to
 * seconds of database work; the sheet is read as a stream and reading stops at row 5,001.
 * Archive: 5,000 rows of even 100 wide columns are a few MB zipped and well under 100 MB of XML;
 * deflate reaches ~1000:1 on repeated text, while sheets stay well under 100:1 (Apache POI's default
 * bound too), so a part over 1 MB declaring more marks a bomb.
 */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_XLSX_BYTES = 5 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
export const MAX_ENTRIES = 1000;
/**
 * Each part on its own: the shared strings are held whole while a sheet streams (a 93.5 MB table
 * of text deflating 70:1 took 1.65 GB), and 5,000 rows of 100 columns of 30 characters are ~15 MB.
 */
export const MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024;
export const MAX_PART_BYTES = 48 * 1024 * 1024;
export const MAX_RATIO = 100;
/** parts smaller than this may compress as well as they like (a sheet of blank styled cells does) */
export const RATIO_FREE_BYTES = 1024 * 1024;
/** Excel's own limit on a cell's text */
export const MAX_CELL_CHARS = 32767;
/** a read that takes longer is abandoned (its worker ends) */
export const READ_TIMEOUT_MS = 60_000;
/** the worker's heap (shared strings are held whole): a last bound should the other checks miss something */
export const WORKER_HEAP_MB = 512;
