import { circularMean, type SecondStats } from './aggregate.js';
import { FLAG_EVENT, FLAG_UNDEFINED, type SecondRow } from './types.js';

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
  private flags = 0;

  constructor(readonly angle: boolean) {}

  /** `flagged`: the second held a dip, swell or interruption (FLAG_EVENT carries into the minute) */
  add(st: SecondStats | null, unsynced: number, invalid: number, flagged = false): void {
    if (flagged) this.flags |= FLAG_EVENT;
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
    const mean = has ? (this.angle ? circularMean(this.sin, this.cos, this.n) : this.sum / this.n) : NaN;
    return {
      record_id: recordId,
      ts,
      vmin: has ? this.min : null,
      vmax: has ? this.max : null,
      vmean: Number.isNaN(mean) ? null : mean,
      vlast: has ? this.last : null,
      quality: this.n / expected,
      unsynced: this.unsynced / expected,
      invalid: this.invalid / expected,
      flags: this.flags | (has && Number.isNaN(mean) ? FLAG_UNDEFINED : 0),
    };
  }
}
