import type { Slice } from './types.js';

const ZERO = 48;
const COMMA = 44;
const DOT = 46;
const MINUS = 45;
const OPEN = 91;
const CLOSE = 93;
/** room per value: String(double) is at most 24 characters ("-1.2345678901234567e-308"), plus a comma */
const VALUE_BYTES = 25;
/** the tables cover |value| < 10,000 with up to 8 decimals: every fq, UAA, THD, harmonic and waveform value */
const FAST_WHOLE = 10_000;
const FAST_DECIMALS = 8;

/** "0000".."9999" as ASCII, and each one's trailing zeros: a value is two look-ups, not a digit loop */
const D4 = new Uint8Array(40_000);
const TZ = new Uint8Array(10_000);
for (let i = 0; i < 10_000; i++) {
  const s = String(i).padStart(4, '0');
  for (let j = 0; j < 4; j++) D4[4 * i + j] = s.charCodeAt(j);
  TZ[i] = s.length - s.replace(/0+$/, '').length;
}

/** A gap (NaN) or ±Infinity: JSON has no number for them. */
function writeNull(buf: Buffer, pos: number): number {
  buf[pos] = 110; // n
  buf[pos + 1] = 117; // u
  buf[pos + 2] = 108; // l
  buf[pos + 3] = 108; // l
  return pos + 4;
}

/** What the tables do not cover (|value| ≥ 10,000, more than 8 decimals, ±Infinity) goes through String. */
function writeSlow(buf: Buffer, pos: number, x: number, scale: number): number {
  if (!Number.isFinite(x)) return writeNull(buf, pos);
  return pos + buf.write(String(Math.round(x * scale) / scale), pos, 'latin1');
}

/** Upper bound of the bytes `writeRows` takes for `values` values in rows of `width`. */
export const rowsBytes = (values: number, width: number) => values * VALUE_BYTES + Math.ceil(values / width) * 3;

/**
 * Values v[from, to) as JSON text into `buf` at `pos`, rows of `width` (each in brackets when
 * width > 1) separated by commas, no outer brackets; returns the new position. Each value is
 * rounded to `decimals` and printed as String(Math.round(x·10^d) / 10^d) prints it (no trailing
 * zeros, -0 as 0), gaps (NaN) as null.
 *
 * Printing the numbers was most of a 10 s window's request time, so the common case uses table
 * look-ups and no division: a Float32 times 10^d is exact in a double, so rounding the fraction
 * alone rounds as the whole value would.
 */
export function writeRows(buf: Buffer, pos: number, v: Float32Array, from: number, to: number, width: number, decimals: number): number {
  const scale = 10 ** decimals;
  const fast = decimals >= 0 && decimals <= FAST_DECIMALS;
  const up = 10 ** (FAST_DECIMALS - decimals); // the fraction as 8 digits
  const tiny = scale / 1e6;
  for (let i = from; i < to; i++) {
    const k = i - from;
    if (k === 0) {
      if (width > 1) buf[pos++] = OPEN;
    } else if (width > 1 && k % width === 0) {
      // the next row
      buf[pos++] = CLOSE;
      buf[pos++] = COMMA;
      buf[pos++] = OPEN;
    } else buf[pos++] = COMMA;
    const x = v[i];
    if (x !== x) {
      pos = writeNull(buf, pos);
      continue;
    }
    const neg = x < 0;
    const ax = neg ? -x : x;
    if (!fast || !(ax < FAST_WHOLE)) {
      pos = writeSlow(buf, pos, x, scale);
      continue;
    }
    let whole = ax | 0;
    const scaled = (ax - whole) * scale;
    let frac = neg ? Math.ceil(scaled - 0.5) : Math.round(scaled); // Math.round takes halves towards +∞
    if (frac === scale) {
      whole++;
      frac = 0;
      if (whole === FAST_WHOLE) {
        pos = writeSlow(buf, pos, x, scale);
        continue;
      }
    }
    if (whole === 0 && frac === 0) {
      buf[pos++] = ZERO;
      continue;
    }
    if (whole === 0 && frac < tiny) {
      pos = writeSlow(buf, pos, x, scale); // below 1e-6 String writes an exponent
      continue;
    }
    if (neg) buf[pos++] = MINUS;
    const at = whole * 4; // the digits without leading zeros
    if (whole >= 1000) buf[pos++] = D4[at];
    if (whole >= 100) buf[pos++] = D4[at + 1];
    if (whole >= 10) buf[pos++] = D4[at + 2];
    buf[pos++] = D4[at + 3];
    if (frac !== 0) {
      // 8 digits as two look-ups; the trailing zeros are the low half's, or all of it and the high half's
      const f = frac * up;
      const hi = (f / 10_000) | 0;
      const lo = f - hi * 10_000;
      const d = hi * 4;
      buf[pos] = DOT;
      buf[pos + 1] = D4[d];
      buf[pos + 2] = D4[d + 1];
      buf[pos + 3] = D4[d + 2];
      buf[pos + 4] = D4[d + 3];
      if (lo === 0) pos += 5 - TZ[hi];
      else {
        const e = lo * 4;
        buf[pos + 5] = D4[e];
        buf[pos + 6] = D4[e + 1];
        buf[pos + 7] = D4[e + 2];
        buf[pos + 8] = D4[e + 3];
        pos += 9 - TZ[lo];
      }
    }
  }
  if (width > 1 && to > from) buf[pos++] = CLOSE;
  return pos;
}

/**
 * A slice's values as a JSON array in bytes (see writeRows). As bytes the answer skips UTF-8
 * encoding; `head` and `tail` (the envelope around the value) go into the same buffer.
 */
export function jsonBytes(slice: Slice, width: number, decimals: number, head = '', tail = ''): Buffer {
  const v = slice.values;
  const buf = Buffer.allocUnsafe(Buffer.byteLength(head) + 2 + rowsBytes(v.length, width) + Buffer.byteLength(tail));
  let pos = buf.write(head, 0);
  buf[pos++] = OPEN;
  pos = writeRows(buf, pos, v, 0, v.length, width, decimals);
  buf[pos++] = CLOSE;
  pos += buf.write(tail, pos);
  return buf.subarray(0, pos);
}
