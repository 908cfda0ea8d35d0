/** Why samples of a second were dropped: [not synchronised, data error] counts. */
export type Dropped = [unsynced: number, invalid: number];

/** One second's drops: the counts, and per row of the second which reason (bits 1–0) and its time flags (bits 15–8). */
interface Entry {
  counts: Dropped;
  rows: Uint16Array;
}

/** Seconds one record keeps when nobody prunes it (history off): a bad device cannot grow it without bound. */
const MAX_SECONDS = 4096;

/**
 * Samples a device sent but the rings did not take, per record and second, by reason: a ring
 * only shows a gap, and history must tell "not synchronised" (values measured, time unknown)
 * from "data error" (values wrong). It also keeps the time quality of samples that were stored
 * with a flag (c37118/timeQuality.ts: clock unlocked, time error, leap second), as the Float32
 * rows have no room for it. Sparse: a healthy device adds nothing.
 */
export class DropTally {
  private readonly records = new Map<number, Map<number, Entry>>();

  /** a dropped sample: absolute row index `row` of a record sampled at `rate` rows a second */
  add(recordId: number, row: number, rate: number, invalid: boolean): void {
    const [e, i] = this.entry(recordId, row, rate);
    if (i >= e.rows.length || e.rows[i] & 3) return; // counted already (a repeated frame)
    e.rows[i] |= invalid ? 2 : 1;
    e.counts[invalid ? 1 : 0]++;
  }

  /** The time flags of a sample that was stored (0: none, nothing kept). */
  mark(recordId: number, row: number, rate: number, flags: number): void {
    if (!flags) return;
    const [e, i] = this.entry(recordId, row, rate);
    if (i < e.rows.length) e.rows[i] = (e.rows[i] & 3) | ((flags & 0xff) << 8);
  }

  /** the time flags a stored sample came with (0: none) */
  flags(recordId: number, row: number, rate: number): number {
    const second = Math.floor(row / rate);
    return (this.records.get(recordId)?.get(second)?.rows[row - second * rate] ?? 0) >> 8;
  }

  private entry(recordId: number, row: number, rate: number): [Entry, number] {
    let m = this.records.get(recordId);
    if (!m) this.records.set(recordId, (m = new Map()));
    const second = Math.floor(row / rate);
    let e = m.get(second);
    if (!e) {
      if (m.size >= MAX_SECONDS) m.delete(m.keys().next().value!);
      m.set(second, (e = { counts: [0, 0], rows: new Uint16Array(rate) }));
    }
    return [e, row - second * rate];
  }

  /** the drops of one second, by reason */
  get(recordId: number, second: number): Dropped | undefined {
    return this.records.get(recordId)?.get(second)?.counts;
  }

  /** why row `row` is missing: 1 not synchronised, 2 data error, 0 not known (no frame came) */
  reason(recordId: number, row: number, rate: number): number {
    const second = Math.floor(row / rate);
    return (this.records.get(recordId)?.get(second)?.rows[row - second * rate] ?? 0) & 3;
  }

  /** Forgets a record's seconds before `second` (the ones its ring no longer holds). */
  prune(recordId: number, second: number): void {
    const m = this.records.get(recordId);
    if (!m) return;
    for (const s of m.keys()) if (s < second) m.delete(s);
    if (!m.size) this.records.delete(recordId);
  }
}
