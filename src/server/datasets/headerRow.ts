import type { SheetRow } from '../crud/xlsx/types.js';

/** How far down a sheet its header row is looked for (title lines may come before it). */
const LOOK_ROWS = 20;

const NUMBER = /^[-+]?(\d[\d,]*\.?\d*|\.\d+)(e[-+]?\d+)?%?$/i;
const DATE_TIME = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)?$|^\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A cell as empty, a value (number, date, numeric or date-time text) or text (a title or column name). */
function kindOf(c: unknown): 'empty' | 'value' | 'text' {
  if (c === null || c === undefined) return 'empty';
  if (typeof c === 'number' || typeof c === 'boolean' || c instanceof Date) return 'value';
  const s = String(c).trim();
  if (!s) return 'empty';
  return NUMBER.test(s) || DATE_TIME.test(s) ? 'value' : 'text';
}

function rowKind(cells: unknown[]): 'empty' | 'data' | 'text' {
  let text = 0,
    value = 0;
  for (const c of cells) {
    const k = kindOf(c);
    if (k === 'text') text++;
    else if (k === 'value') value++;
  }
  if (!text && !value) return 'empty';
  return text > value ? 'text' : 'data';
}

/**
 * The header row of a sheet: the first row whose cells are mostly text and whose next row is mostly
 * numbers or dates; -1 when there is none (then every row is data or notes, and columns go by letter).
 */
export function headerIndex(rows: SheetRow[]): number {
  const kinds = rows.slice(0, LOOK_ROWS + 1).map((r) => rowKind(r.cells));
  for (let i = 0; i < Math.min(LOOK_ROWS, kinds.length - 1); i++) if (kinds[i] === 'text' && kinds[i + 1] === 'data') return i;
  return -1;
}
