import { circularMean, type SecondStats } from './aggregate.js';
import type { SecondRow } from './types.js';

/**
 * One minute of a width-1 record, merged from its seconds: the level a day-long curve reads
 * (1,440 rows), so the read does not aggregate 86,400 seconds. Same columns as a second.
 */
export class Minute {
  private min = Infinity;
  private max = -Infinity;
  private sum = 0;
  private sin = 0;
  private cos = 0;
  private n = 0;
  private last = NaN;
  private unsynced = 0;
  private invalid = 0;

  constructor(readonly angle: boolean) {}

  add(st: SecondStats | null, unsynced: number, invalid: number): void {
    this.unsynced += unsynced;
    this.invalid += invalid;
    if (!st) return;
    if (st.min < this.min) this.min = st.min;
    if (st.max > this.max) this.max = st.max;
    this.sum += st.sum;
    this.sin += st.sin;
    this.cos += st.cos;
    this.n += st.n;
    this.last = st.last;
  }

  /** The minute's row (`rate`: samples a second expected), or null when it saw no sample and no drop. */
  row(recordId: number, ts: number, rate: number): SecondRow | null {
    if (!this.n && !this.unsynced && !this.invalid) return null;
    const has = this.n > 0;
    const expected = 60 * rate;
    return {
      record_id: recordId,
      ts,
      vmin: has ? this.min : null,
      vmax: has ? this.max : null,
      vmean: has ? (this.angle ? circularMean(this.sin, this.cos) : this.sum / this.n) : null,
      vlast: has ? this.last : null,
      quality: this.n / expected,
      unsynced: this.unsynced / expected,
      invalid: this.invalid / expected,
    };
  }
}
