import { DAY } from '#server/realtime/history/partitions.js';
import { FLAG_EVENT, type TenMinuteRow } from '#server/realtime/history/types.js';

// The closed-form week of tests/server/pqCompliance.test.ts (SMDL-LN01: SMD-L, 10 kV) and its reference.
export const N = 7 * 144; // a week of 10-minute intervals
export const UDIN = 10 / Math.sqrt(3);
export const t0 = Math.floor(Date.now() / 1000 / DAY - 20) * DAY; // a week starting 20 days ago (UTC midnight)
/** every 50th interval held a dip (flagged) and carries values that would fail every limit */
export const flagged = (i: number) => i % 50 === 0;

// closed-form 10-minute values (i = 0 … 1007): stored as float4, as the writer stores them
export const freq = (i: number) => (flagged(i) ? 49 : 50 + (((i * 37) % 1000) - 500) / 5000); // |Δf| ≤ 0.1 Hz: passes 0.2
export const volt = (i: number) => UDIN * (1 + (flagged(i) ? -0.5 : -0.04 + ((i * 7) % 120) / 1000)); // −4 … +7.9 %: fails ±7 %
export const thd = (i: number) => (flagged(i) ? 30 : 1 + (i % 50) * 0.05); // ≤ 3.45 %: passes 4 %
/** harmonic subgroup of order h (column h − 1): the 5th up to 3.8 % (fails 3.2 %), the others ≤ 0.2 % */
export const harm = (i: number, h: number) => (flagged(i) ? 20 : h === 5 ? 2 + (i % 10) * 0.2 : h === 1 ? 100 : 0.1 + (h % 3) * 0.05);
export const inter = (i: number, k: number) => (flagged(i) ? 5 : 0.02 + (k % 4) * 0.02 + (i % 3) * 0.01); // ≤ 0.11 %: passes 0.16 / 0.4 %

export const f32 = Math.fround;
/** the reference: nearest-rank 95 % value (the ⌈0.95 n⌉-th smallest) and the max of the unflagged values */
export function reference(values: number[]) {
  const v = values.filter((_, i) => !flagged(i)).sort((a, b) => a - b);
  return { p95: v[Math.ceil(0.95 * v.length) - 1], max: v[v.length - 1], n: v.length };
}
export const FLAGGED = Array.from({ length: N }, (_, i) => i).filter(flagged).length;
export const idx = Array.from({ length: N }, (_, i) => i);

export const rowsOf = (recordId: number, width: number, value: (i: number, col: number) => number, ts0 = t0, n = N): TenMinuteRow[] =>
  Array.from({ length: n }, (_, i) => {
    const v = Array.from({ length: width }, (_, c) => value(i, c));
    return {
      record_id: recordId,
      ts: ts0 + i * 600,
      vmin: v,
      vmax: v,
      vrms: v,
      quality: 1,
      unsynced: 0,
      invalid: 0,
      partial: false,
      flags: flagged(i) ? FLAG_EVENT : 0,
    };
  });
