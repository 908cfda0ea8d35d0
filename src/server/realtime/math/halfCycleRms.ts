/**
 * Urms(½) of IEC 61000-4-30 (ed. 3, 5.2.1 / 5.4.1, class A): the RMS over one fundamental cycle,
 * starting at a fundamental zero crossing, refreshed every half cycle. Fed sample by sample, it
 * finds the zero crossings itself and emits a value at each one (the cycle that ends there).
 * Cost per sample: a multiply-add and a sign test. Windows bounded by zero crossings make the
 * discretisation error small: the samples cut at a boundary are the ones near zero, and the sum is
 * divided by the cycle's length between interpolated crossings, not by a whole count of samples.
 */

/** Fastest and slowest fundamental accepted (Hz): crossings closer than the first are chatter. */
const MAX_HZ = 65;
const MIN_HZ = 42.5;

export class HalfCycleRms {
  /** sample index (absolute, as counted by push) of the boundary that closed the latest value */
  at = -1;
  private index = -1;
  private prev = 0;
  /** sign expected at the next crossing: +1 rising, −1 falling, 0 either (at the start) */
  private expect = 0;
  private lastCrossing = -1;
  private halfPeriod: number;
  private readonly minGap: number;
  private readonly maxGap: number;
  /** sum of squares of the half cycle in progress and of the one before */
  private sq = 0;
  private sqPrev = NaN;
  /** fractional sample positions of the last two crossings (the length of the cycle divides the sum) */
  private edge = NaN;
  private edgePrev = NaN;

  constructor(
    readonly fs: number,
    nominalHz = 50,
  ) {
    this.halfPeriod = fs / (2 * nominalHz);
    this.minGap = fs / (2 * MAX_HZ);
    this.maxGap = fs / (2 * MIN_HZ);
  }

  /**
   * Adds the next sample; returns Urms(½) (the signal's unit) when this sample starts a new half
   * cycle, else NaN. When no crossing comes (an interruption leaves only noise), a boundary is set
   * one measured half period after the last, so values keep coming at the half-cycle rate.
   */
  push(x: number): number {
    const i = ++this.index;
    let boundary = false;
    let edge = i;
    if (i > 0) {
      const since = i - this.lastCrossing;
      const rising = this.prev < 0 && x >= 0;
      const falling = this.prev >= 0 && x < 0;
      const dir = rising ? 1 : falling ? -1 : 0;
      if (dir !== 0 && (this.expect === 0 || dir === this.expect) && (this.lastCrossing < 0 || since >= this.minGap)) {
        if (this.lastCrossing >= 0 && since <= this.maxGap) this.halfPeriod = since;
        this.expect = -dir;
        boundary = true;
        edge = i - 1 + this.prev / (this.prev - x); // linear interpolation of the crossing
      } else if (this.lastCrossing >= 0 && since >= Math.round(Math.min(this.maxGap, this.halfPeriod * 1.5))) {
        boundary = true; // no crossing: keep the half-cycle clock running
      }
    }
    this.prev = x;
    let out = NaN;
    if (boundary) {
      // the first crossing only opens the first half cycle
      if (this.lastCrossing >= 0 && !Number.isNaN(this.sqPrev)) {
        out = Math.sqrt((this.sqPrev + this.sq) / (edge - this.edgePrev));
        this.at = i;
      }
      if (this.lastCrossing >= 0) this.sqPrev = this.sq;
      this.edgePrev = this.edge;
      this.edge = edge;
      this.sq = 0;
      this.lastCrossing = i;
    }
    if (this.lastCrossing >= 0) this.sq += x * x;
    return out;
  }
}
