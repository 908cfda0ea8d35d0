import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import type { DropTally } from '../wrdb/dropTally.js';
import type { Ring } from '../wrdb/ring.js';
import { TABLES } from './partitions.js';
import { fromRing } from './ringRead.js';
import type { HistoryLevel, HistorySeries } from './types.js';

/** Spans up to this long read 1 s aggregates (7,200 rows at most) … */
export const SECOND_SPAN = 2 * 3600;
/** … up to this long 1 min ones (10,080 rows: a day is 1,440), longer ones the 10 min ones. */
export const MINUTE_SPAN = 7 * 86_400;
const STEP = { '1s': 1, '1m': 60, '10m': 600 } as const;

/**
 * The level a range is read from: the ring while it holds the whole range (the last minutes),
 * then the coarsest-needed aggregates, so a read scans at most about 10,000 rows per record.
 */
export function chooseLevel(begin: number, end: number, ring: Ring | undefined, width = 1): HistoryLevel {
  if (ring && ring.newest >= 0 && begin * ring.rate >= ring.oldest) return 'ring';
  if (width !== 1) return '10m';
  return end - begin <= SECOND_SPAN ? '1s' : end - begin <= MINUTE_SPAN ? '1m' : '10m';
}

export interface ReadOptions {
  /** the column (0-based) of a multi-value record (harmonic order − 1); 1 s / 1 min aggregates are width-1 only */
  col?: number;
  /** phase angles: bucket means are circular (179° and −179° average to 180°, not 0°) */
  angle?: boolean;
  /** the samples the rings left out, for the quality of a ring read */
  dropped?: DropTally;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const deg = (v: ReturnType<typeof sql>) => sql`degrees(atan2(avg(sin(radians(${v}))), avg(cos(radians(${v})))))`;

/**
 * A record's values over [begin, end] (Unix s) as at most `points` buckets, from the level the
 * span calls for. Buckets keep min and max, so a spike stays visible however long the span,
 * and say which share of their samples was dropped as unsynchronised or as data errors.
 */
export async function readHistory(
  db: DB,
  recordId: number,
  begin: number,
  end: number,
  points: number,
  ring?: Ring,
  opts: ReadOptions = {},
): Promise<HistorySeries> {
  const col = opts.col ?? 0;
  const level = chooseLevel(begin, end, ring, ring?.width);
  if (level === 'ring') return fromRing(ring!, recordId, begin, end, points, col, !!opts.angle, opts.dropped);
  const step = STEP[level];
  // buckets counted from the first row the range can hold: (end − b0 + 1) / bucket ≤ points of them
  const b0 = Math.floor(begin / step) * step;
  const last = Math.floor(end);
  const bucket = step * Math.max(1, Math.ceil((last - b0 + 1) / step / points));
  const t = sql`${b0} + floor((ts - ${b0}) / ${bucket}) * ${bucket}`;
  const wide = level === '10m';
  const [lo, hi, mid] = wide ? [sql`vmin[${col + 1}]`, sql`vmax[${col + 1}]`, sql`vrms[${col + 1}]`] : [sql`vmin`, sql`vmax`, sql`vmean`];
  const mean = opts.angle ? deg(mid) : wide ? sql`sqrt(avg(${mid} * ${mid}))` : sql`avg(${mid})`;
  // dropped shares: each row's share of its own step, as a share of the bucket
  const rows = await sql<{ t: string; lo: number; hi: number; mean: number; u: number; i: number; p: boolean }>`select ${t} as t,
      min(${lo}) as lo, max(${hi}) as hi, ${mean} as mean, sum(unsynced) * ${step / bucket} as u, sum(invalid) * ${step / bucket} as i,
      ${wide ? sql`bool_or(partial)` : sql`false`} as p
    from ${sql.table(TABLES[level])} where record_id = ${recordId} and ts >= ${b0} and ts <= ${last} group by 1 order by 1`.execute(db);
  const out: HistorySeries = { level, interval: bucket, time: [], min: [], max: [], mean: [], unsynced: [], invalid: [], partial: [] };
  for (const r of rows.rows) {
    out.time.push(Number(r.t));
    out.min.push(num(r.lo));
    out.max.push(num(r.hi));
    out.mean.push(num(r.mean));
    out.unsynced.push(Number(r.u));
    out.invalid.push(Number(r.i));
    out.partial.push(!!r.p);
  }
  return out;
}
