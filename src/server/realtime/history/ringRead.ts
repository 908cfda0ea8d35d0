import type { DropTally } from '../wrdb/dropTally.js';
import type { Ring } from '../wrdb/ring.js';
import { readWindow } from '../wrdb/window.js';
import { secondStats } from './aggregate.js';
import type { HistorySeries } from './types.js';

/**
 * Ring rows in [begin, end] as at most `points` buckets of min / max / mean (column `col` of a
 * row). A gap row the drop tally knows is counted as unsynchronised or as invalid; a stored row
 * it holds time flags for counts in timeFlagged. A bucket overlapping a second `eventAt` says
 * held a dip, swell or interruption is flagged (IEC 61000-4-30 §4.7).
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
  eventAt?: (second: number) => boolean,
): HistorySeries {
  const rows = Math.max(1, Math.ceil(((end - begin) * ring.rate + 1) / points));
  const out: HistorySeries = {
    level: 'ring',
    interval: rows / ring.rate,
    time: [],
    min: [],
    max: [],
    mean: [],
    unsynced: [],
    invalid: [],
    partial: [],
    flagged: [],
    undefinedMean: [],
    timeFlagged: [],
  };
  const s = readWindow(ring, begin, end);
  if (!s) return out;
  const w = ring.width;
  for (let r0 = 0; r0 < s.rows; r0 += rows) {
    const r1 = Math.min(s.rows, r0 + rows);
    const st = secondStats(s.values, angle, { from: r0, to: r1, width: w, col });
    // the gaps the drop tally can explain
    let unsynced = 0,
      invalid = 0,
      timeFlagged = 0;
    if (dropped) {
      for (let r = r0; r < r1; r++) {
        if (s.values[r * w + col] === s.values[r * w + col]) {
          if (dropped.flags(recordId, s.start + r, ring.rate)) timeFlagged++;
          continue;
        }
        const why = dropped.reason(recordId, s.start + r, ring.rate);
        if (why === 1) unsynced++;
        else if (why === 2) invalid++;
      }
    }
    let flagged = false;
    if (eventAt)
      for (let sec = Math.floor((s.start + r0) / ring.rate); sec <= Math.floor((s.start + r1 - 1) / ring.rate) && !flagged; sec++) flagged = eventAt(sec);
    out.time.push((s.start + r0) / ring.rate);
    out.min.push(st ? st.min : null);
    out.max.push(st ? st.max : null);
    const undef = !!st && Number.isNaN(st.mean);
    out.mean.push(st && !undef ? st.mean : null);
    out.unsynced.push(unsynced / (r1 - r0));
    out.invalid.push(invalid / (r1 - r0));
    out.partial.push(false);
    out.flagged.push(flagged);
    out.undefinedMean.push(undef);
    out.timeFlagged.push(timeFlagged / (r1 - r0));
  }
  return out;
}
