import type { Aggregation } from '../devices/profiles.js';
import type { Slice } from '../wrdb/types.js';
import { circularMean } from './aggregate.js';
import { FLAG_EVENT, FLAG_UNDEFINED } from './types.js';

const RAD = Math.PI / 180;

/**
 * Seconds of the intermediate stage per aggregation (0: none), counted from the 10-minute tick:
 * IEC 61000-4-30 §4.5 aggregates magnitudes 10/12-cycle → 150/180-cycle (3 s at the nominal
 * frequency) → 10 min, each stage the RMS of the one below; frequency (§5.1) is read every 10 s
 * and its 10-minute value is the arithmetic mean of those readings. With gaps the stages matter:
 * a 3 s value that lost half its samples still weighs as much as a whole one.
 */
export const STAGE_SECONDS: Record<Aggregation, number> = { rms: 3, freq: 10, mean: 0, angle: 0 };

/**
 * Ten minutes of a record, per column, in the stages above; min and max keep the extremes.
 * Phase angles (`angle`) have no RMS: their column holds the circular mean, null and flagged
 * FLAG_UNDEFINED when the angles cancel; a signed quantity (`mean`: ROCOF) holds its arithmetic
 * mean, as an RMS would lose the sign. A second added `flagged` (it held a dip, swell or
 * interruption: §4.7) flags the interval: the flag carries into every aggregate holding it.
 * Slices are given a second at a time (or less): the stage of a slice is that of its first row.
 */
export class TenMinutes {
  private readonly min: Float64Array;
  private readonly max: Float64Array;
  private readonly counts: Uint32Array;
  /** the open stage: Σx², Σx and samples per column */
  private readonly sumSq: Float64Array;
  private readonly sum: Float64Array;
  private readonly stageN: Uint32Array;
  private stage = NaN;
  /** closed stages: Σ of their values (squared for RMS) and how many per column */
  private readonly stages: Float64Array;
  private readonly stageCount: Uint32Array;
  private sin = 0;
  private cos = 0;
  private flags = 0;
  readonly angle: boolean;
  readonly kind: Aggregation;
  rows = 0;

  /** `kind`: true / false are the angle / RMS aggregations; `rate`: rows per second (places rows in stages) */
  constructor(
    readonly width: number,
    kind: Aggregation | boolean = 'rms',
    private readonly rate = 1,
  ) {
    this.kind = kind === true ? 'angle' : kind === false ? 'rms' : kind;
    this.angle = this.kind === 'angle';
    this.min = new Float64Array(width).fill(Infinity);
    this.max = new Float64Array(width).fill(-Infinity);
    this.counts = new Uint32Array(width);
    this.sumSq = new Float64Array(width);
    this.sum = new Float64Array(width);
    this.stageN = new Uint32Array(width);
    this.stages = new Float64Array(width);
    this.stageCount = new Uint32Array(width);
  }

  add(s: Slice, flagged = false): void {
    if (flagged) this.flags |= FLAG_EVENT;
    const per = STAGE_SECONDS[this.kind] * this.rate;
    const stage = per ? Math.floor(s.start / per) : 0;
    if (stage !== this.stage) this.closeStage(stage);
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
        }
        this.sumSq[j] += x * x;
        this.sum[j] += x;
        this.stageN[j]++;
        if (x < this.min[j]) this.min[j] = x;
        if (x > this.max[j]) this.max[j] = x;
        this.counts[j]++;
      }
      if (any) this.rows++;
    }
  }

  /** Ends the open stage: its value (RMS, or mean for frequency) joins the closed ones. */
  private closeStage(next: number): void {
    for (let j = 0; j < this.width; j++) {
      const n = this.stageN[j];
      if (!n) continue;
      this.stages[j] += this.kind === 'freq' ? this.sum[j] / n : this.sumSq[j] / n;
      this.stageCount[j]++;
      if (STAGE_SECONDS[this.kind]) this.sum[j] = 0; // mean / angle keep one running sum
      this.sumSq[j] = 0;
      this.stageN[j] = 0;
    }
    this.stage = next;
  }

  /**
   * The interval's values (null for a column without samples, or an undefined mean), its flags
   * (FLAG_EVENT, FLAG_UNDEFINED), or null when it had no sample at all.
   */
  result(): { vmin: (number | null)[]; vmax: (number | null)[]; vrms: (number | null)[]; flags: number } | null {
    if (!this.rows) return null;
    if (STAGE_SECONDS[this.kind]) this.closeStage(NaN);
    let flags = this.flags;
    const col = (f: (j: number) => number) =>
      Array.from({ length: this.width }, (_, j) => {
        if (!this.counts[j]) return null;
        const v = f(j);
        return Number.isNaN(v) ? null : v;
      });
    const value = (j: number): number => {
      if (this.kind === 'angle') {
        const a = circularMean(this.sin, this.cos, this.rows);
        if (Number.isNaN(a)) flags |= FLAG_UNDEFINED;
        return a;
      }
      if (this.kind === 'mean') return this.sum[j] / this.counts[j];
      const m = this.stages[j] / this.stageCount[j];
      return this.kind === 'freq' ? m : Math.sqrt(m);
    };
    return { vmin: col((j) => this.min[j]), vmax: col((j) => this.max[j]), vrms: col(value), flags };
  }
}
