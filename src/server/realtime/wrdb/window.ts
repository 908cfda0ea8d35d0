import type { Ring } from './ring.js';
import type { Slice } from './types.js';

/**
 * Tolerance, in rows: Unix seconds with a fraction are not exact in binary (1717000000.37·100),
 * and answers round times to the microsecond (0.005 of a row at 5.12 kHz).
 */
const EPS = 0.01;

/** Rows whose times fall in [begin, end] (Unix seconds, both inclusive), clipped to the ring. */
export function readWindow(ring: Ring, begin: number, end: number): Slice | null {
  return ring.read(Math.ceil(begin * ring.rate - EPS), Math.floor(end * ring.rate + EPS));
}

/** The rows readWindow reads, as [lo, hi]; null when none. */
export function windowRows(ring: Ring, begin: number, end: number): [number, number] | null {
  return ring.clip(Math.ceil(begin * ring.rate - EPS), Math.floor(end * ring.rate + EPS));
}

/** Unix seconds of an absolute row index. */
export const timeOf = (ring: Ring, index: number) => index / ring.rate;

/** JSON values: rounded to `decimals`, NaN (a gap) as null; rows as arrays when width > 1. */
export function jsonValues(slice: Slice, width: number, decimals: number): (number | null)[] | (number | null)[][] {
  const s = 10 ** decimals;
  const v = slice.values;
  const one = (x: number) => (x !== x ? null : Math.round(x * s) / s); // x !== x: NaN
  if (width === 1) {
    const out = new Array<number | null>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = one(v[i]);
    return out;
  }
  const rows = new Array<(number | null)[]>(slice.rows);
  for (let r = 0; r < slice.rows; r++) {
    const row = new Array<number | null>(width);
    for (let j = 0; j < width; j++) row[j] = one(v[r * width + j]);
    rows[r] = row;
  }
  return rows;
}
