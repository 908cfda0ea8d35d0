import type { DB } from '../db/types.js';
import { blocksIn } from './blocks.js';
import type { Curve } from './types.js';

const MAX_GAPS = 500;

/**
 * Min/max decimation of [from, to] into `buckets` time buckets (every peak survives, whatever the zoom),
 * with count/min/max/mean over the range and its gaps: NaN values, and steps longer than 3× the typical one.
 * A range holding no more samples than buckets comes back as the samples themselves: never more
 * buckets than points (600 rows in 1,200 buckets left every other one empty, and no line to draw).
 */
export async function curveOf(db: DB, datasetId: string, from: number, to: number, buckets: number, channel = 0): Promise<Curve> {
  const span = Math.max(to - from, 1e-9);
  const min = new Float64Array(buckets).fill(Infinity);
  const max = new Float64Array(buckets).fill(-Infinity);
  let count = 0,
    sum = 0,
    lo = Infinity,
    hi = -Infinity;
  const gaps: [number, number][] = [];
  // the samples themselves while they fit in the buckets (NaN for a missing value)
  const raw: { t: number[]; v: number[] } = { t: [], v: [] };
  let samples = 0;
  let prevT = NaN,
    step = NaN,
    gapStart = NaN;
  for await (const s of blocksIn(db, datasetId, from, to, channel)) {
    for (let i = 0; i < s.t.length; i++) {
      const t = s.t[i];
      if (t < from || t > to) continue;
      const v = s.v[i];
      if (prevT === prevT) {
        const dt = t - prevT;
        if (step !== step && dt > 0) step = dt;
        if (step === step && dt > 3 * step && gaps.length < MAX_GAPS) gaps.push([prevT, t]);
        else if (dt > 0 && dt < step) step = dt;
      }
      prevT = t;
      if (++samples <= buckets) {
        raw.t.push(t);
        raw.v.push(v);
      }
      if (v !== v) {
        // NaN: no value here
        if (gapStart !== gapStart) gapStart = t;
        continue;
      }
      if (gapStart === gapStart) {
        if (gaps.length < MAX_GAPS) gaps.push([gapStart, t]);
        gapStart = NaN;
      }
      const b = Math.min(buckets - 1, Math.floor(((t - from) / span) * buckets));
      if (v < min[b]) min[b] = v;
      if (v > max[b]) max[b] = v;
      count++;
      sum += v;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (gapStart === gapStart && gaps.length < MAX_GAPS) gaps.push([gapStart, prevT]);
  const out: Curve = { t: [], min: [], max: [], stats: { count, min: count ? lo : null, max: count ? hi : null, mean: count ? sum / count : null }, gaps };
  if (samples <= buckets) {
    out.t = raw.t;
    out.min = raw.v.map((v) => (v === v ? v : null));
    out.max = out.min.slice();
    return out;
  }
  for (let b = 0; b < buckets; b++) {
    out.t.push(from + ((b + 0.5) / buckets) * span);
    out.min.push(min[b] === Infinity ? null : min[b]);
    out.max.push(max[b] === -Infinity ? null : max[b]);
  }
  return out;
}
