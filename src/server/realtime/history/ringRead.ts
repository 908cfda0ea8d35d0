import type { DropTally } from '../wrdb/dropTally.js';
import type { Ring } from '../wrdb/ring.js';
import { readWindow } from '../wrdb/window.js';
import { circularMean } from './aggregate.js';
import type { HistorySeries } from './types.js';

const RAD = Math.PI / 180;

/**
 * Ring rows in [begin, end] as at most `points` buckets of min / max / mean (column `col` of a
 * row). A gap row the drop tally knows is counted as unsynchronised or as invalid.
 */
export function fromRing(
  ring: Ring,
  recordId: number,
  begin: number,
  end: number,
  points: number,
  col: number,
  angle: boolean,
  dropped?: DropTally,
): HistorySeries {
  const rows = Math.max(1, Math.ceil(((end - begin) * ring.rate + 1) / points));
  const out: HistorySeries = { level: 'ring', interval: rows / ring.rate, time: [], min: [], max: [], mean: [], unsynced: [], invalid: [], partial: [] };
  const s = readWindow(ring, begin, end);
  if (!s) return out;
  const w = ring.width;
  for (let r0 = 0; r0 < s.rows; r0 += rows) {
    let min = Infinity,
      max = -Infinity,
      sum = 0,
      sin = 0,
      cos = 0,
      n = 0,
      unsynced = 0,
      invalid = 0;
    const r1 = Math.min(s.rows, r0 + rows);
    for (let r = r0; r < r1; r++) {
      const x = s.values[r * w + col];
      if (x !== x) {
        const why = dropped?.reason(recordId, s.start + r, ring.rate);
        if (why === 1) unsynced++;
        else if (why === 2) invalid++;
        continue;
      }
      if (x < min) min = x;
      if (x > max) max = x;
      if (angle) {
        sin += Math.sin(x * RAD);
        cos += Math.cos(x * RAD);
      } else sum += x;
      n++;
    }
    out.time.push((s.start + r0) / ring.rate);
    out.min.push(n ? min : null);
    out.max.push(n ? max : null);
    out.mean.push(n ? (angle ? circularMean(sin, cos) : sum / n) : null);
    out.unsynced.push(unsynced / (r1 - r0));
    out.invalid.push(invalid / (r1 - r0));
    out.partial.push(false);
  }
  return out;
}
