export interface SecondStats {
  min: number;
  max: number;
  mean: number;
  last: number;
  /** sums behind the mean (plain values, or the angles' sines and cosines): a minute merges them */
  sum: number;
  sin: number;
  cos: number;
  /** samples present (gaps — NaN, e.g. frames whose STAT was unusable — are not counted) */
  n: number;
}

const RAD = Math.PI / 180;

/**
 * Mean resultant length (0..1) below which angles have no mean direction: 0° and 180° in equal
 * numbers cancel, and atan2 of what rounding leaves would be a definite but meaningless angle.
 */
export const UNDEFINED_RESULTANT = 1e-3;

/**
 * The mean direction of angles (degrees) given the sums of their sines and cosines: the plain
 * mean of 179° and −179° is 0°, their circular mean is 180°. With `n` (how many angles), NaN
 * when their resultant is ~0 (UNDEFINED_RESULTANT): opposite angles have no mean.
 */
export const circularMean = (sin: number, cos: number, n?: number): number => {
  if (n !== undefined && !(Math.hypot(sin, cos) >= UNDEFINED_RESULTANT * n)) return NaN;
  const a = Math.atan2(sin, cos) / RAD;
  return a === -180 ? 180 : a;
};

/** Which values of a buffer: rows [from, to) of column `col` in rows `width` wide (default: all of a width-1 buffer). */
export interface Column {
  from?: number;
  to?: number;
  width?: number;
  col?: number;
}

/**
 * min / max / mean / last of one column of rows, skipping gaps; null when it holds no sample.
 * `angle`: the values are phase angles in (−180, 180], whose mean is the circular one (NaN when
 * undefined: circularMean).
 */
export function secondStats(values: Float32Array, angle = false, { from = 0, to, width = 1, col = 0 }: Column = {}): SecondStats | null {
  let min = Infinity,
    max = -Infinity,
    sum = 0,
    sin = 0,
    cos = 0,
    n = 0,
    last = NaN;
  const end = to ?? values.length / width;
  for (let r = from; r < end; r++) {
    const x = values[r * width + col];
    if (x !== x) continue;
    if (x < min) min = x;
    if (x > max) max = x;
    if (angle) {
      sin += Math.sin(x * RAD);
      cos += Math.cos(x * RAD);
    } else sum += x;
    n++;
    last = x;
  }
  return n ? { min, max, mean: angle ? circularMean(sin, cos, n) : sum / n, last, n, sum, sin, cos } : null;
}
