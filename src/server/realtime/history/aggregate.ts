import type { Aggregation } from '../devices/profiles.js';
import type { Slice } from '../wrdb/types.js';

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
 * The mean direction of angles (degrees) given the sums of their sines and cosines: the plain
 * mean of 179° and −179° is 0°, their circular mean is 180°.
 */
export const circularMean = (sin: number, cos: number): number => {
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
 * `angle`: the values are phase angles in (−180, 180], whose mean is the circular one.
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
  return n ? { min, max, mean: angle ? circularMean(sin, cos) : sum / n, last, n, sum, sin, cos } : null;
}

/**
 * Ten minutes of a record, per column: IEC 61000-4-30 aggregates the 10/12-cycle values of an
 * interval as the square root of the mean of their squares; min and max keep the extremes.
 * Phase angles (`angle`) have no RMS: their column holds the circular mean instead; a signed
 * quantity (`mean`: ROCOF) holds its arithmetic mean, as an RMS would lose the sign.
 */
export class TenMinutes {
  private sumSq: Float64Array;
  private sum: Float64Array;
  private min: Float64Array;
  private max: Float64Array;
  private counts: Uint32Array;
  private sin = 0;
  private cos = 0;
  readonly angle: boolean;
  readonly kind: Aggregation;
  rows = 0;

  /** `kind`: true / false are the angle / RMS aggregations */
  constructor(
    readonly width: number,
    kind: Aggregation | boolean = 'rms',
  ) {
    this.kind = kind === true ? 'angle' : kind === false ? 'rms' : kind;
    this.angle = this.kind === 'angle';
    this.sumSq = new Float64Array(width);
    this.sum = new Float64Array(width);
    this.min = new Float64Array(width).fill(Infinity);
    this.max = new Float64Array(width).fill(-Infinity);
    this.counts = new Uint32Array(width);
  }

  add(s: Slice): void {
    const w = this.width;
    const v = s.values;
    for (let r = 0; r < s.rows; r++) {
      let any = false;
      for (let j = 0; j < w; j++) {
        const x = v[r * w + j];
        if (x !== x) continue;
        any = true;
        if (this.angle) {
          this.sin += Math.sin(x * RAD);
          this.cos += Math.cos(x * RAD);
        } else {
          this.sumSq[j] += x * x;
          this.sum[j] += x;
        }
        if (x < this.min[j]) this.min[j] = x;
        if (x > this.max[j]) this.max[j] = x;
        this.counts[j]++;
      }
      if (any) this.rows++;
    }
  }

  /** The interval's values (null for a column without samples), or null when it had none at all. */
  result(): { vmin: (number | null)[]; vmax: (number | null)[]; vrms: (number | null)[] } | null {
    if (!this.rows) return null;
    const col = (f: (j: number) => number) => Array.from({ length: this.width }, (_, j) => (this.counts[j] ? f(j) : null));
    return {
      vmin: col((j) => this.min[j]),
      vmax: col((j) => this.max[j]),
      vrms: col((j) =>
        this.kind === 'angle'
          ? circularMean(this.sin, this.cos)
          : this.kind === 'mean'
            ? this.sum[j] / this.counts[j]
            : Math.sqrt(this.sumSq[j] / this.counts[j]),
      ),
    };
  }
}
