import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Ring } from '../wrdb/ring.js';
import { readWindow } from '../wrdb/window.js';
import type { HistoryLevel, HistorySeries } from './types.js';

/** Spans up to this long read 1 s aggregates (86,400 rows at most); longer ones the 10 min ones. */
export const SECOND_SPAN = 86_400;

/**
 * The level a range is read from: the ring while it holds the whole range (the last minutes),
 * 1 s aggregates up to a day, 10 min aggregates beyond (months).
 */
export function chooseLevel(begin: number, end: number, ring: Ring | undefined, width = 1): HistoryLevel {
  if (ring && ring.newest >= 0 && begin * ring.rate >= ring.oldest) return 'ring';
  return end - begin <= SECOND_SPAN && width === 1 ? '1s' : '10m';
}

const empty = (level: HistoryLevel, interval: number): HistorySeries => ({ level, interval, time: [], min: [], max: [], mean: [] });

/** Ring rows in [begin, end] as at most `points` buckets of min / max / mean (column `col` of a row). */
function fromRing(ring: Ring, begin: number, end: number, points: number, col: number): HistorySeries {
  const rows = Math.max(1, Math.ceil(((end - begin) * ring.rate + 1) / points));
  const out = empty('ring', rows / ring.rate);
  const s = readWindow(ring, begin, end);
  if (!s) return out;
  const w = ring.width;
  for (let r0 = 0; r0 < s.rows; r0 += rows) {
    let min = Infinity,
      max = -Infinity,
      sum = 0,
      n = 0;
    for (let r = r0; r < Math.min(s.rows, r0 + rows); r++) {
      const x = s.values[r * w + col];
      if (x !== x) continue;
      if (x < min) min = x;
      if (x > max) max = x;
      sum += x;
      n++;
    }
    out.time.push((s.start + r0) / ring.rate);
    out.min.push(n ? min : null);
    out.max.push(n ? max : null);
    out.mean.push(n ? sum / n : null);
  }
  return out;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * A record's values over [begin, end] (Unix s) as at most `points` buckets, from the level the
 * span calls for. Buckets keep min and max, so a spike stays visible however long the span.
 * `col`: the column (0-based) of a multi-value record (harmonic order − 1); 1 s aggregates are width-1 only.
 */
export async function readHistory(db: DB, recordId: number, begin: number, end: number, points: number, ring?: Ring, col = 0): Promise<HistorySeries> {
  const level = chooseLevel(begin, end, ring, ring?.width);
  if (level === 'ring') return fromRing(ring!, begin, end, points, col);
  const step = level === '1s' ? 1 : 600;
  // buckets counted from the first row the range can hold: (end − b0 + 1) / bucket ≤ points of them
  const b0 = Math.floor(begin / step) * step;
  const last = Math.floor(end);
  const bucket = step * Math.max(1, Math.ceil((last - b0 + 1) / step / points));
  const out = empty(level, bucket);
  const t = sql`${b0} + floor((ts - ${b0}) / ${bucket}) * ${bucket}`;
  const q =
    level === '1s'
      ? sql<{ t: string; lo: number; hi: number; mean: number }>`select ${t} as t, min(vmin) as lo, max(vmax) as hi, avg(vmean) as mean
        from isps_history_1s where record_id = ${recordId} and ts >= ${b0} and ts <= ${last} group by 1 order by 1`
      : sql<{ t: string; lo: number; hi: number; mean: number }>`select ${t} as t, min(vmin[${col + 1}]) as lo, max(vmax[${col + 1}]) as hi,
        sqrt(avg(vrms[${col + 1}] * vrms[${col + 1}])) as mean
        from isps_history_10m where record_id = ${recordId} and ts >= ${b0} and ts <= ${last} group by 1 order by 1`;
  for (const r of (await q.execute(db)).rows) {
    out.time.push(Number(r.t));
    out.min.push(num(r.lo));
    out.max.push(num(r.hi));
    out.mean.push(num(r.mean));
  }
  return out;
}
