import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import type { DropTally } from '../wrdb/dropTally.js';
import type { Ring } from '../wrdb/ring.js';
import { UNDEFINED_RESULTANT } from './aggregate.js';
import { TABLES } from './partitions.js';
import { fromRing } from './ringRead.js';
import { FLAG_EVENT, type HistoryLevel, type HistorySeries } from './types.js';

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
  /** a signed quantity (ROCOF): 10 min rows hold arithmetic means, merged as such (not as RMS) */
  mean?: boolean;
  /** the samples the rings left out, for the quality of a ring read */
  dropped?: DropTally;
  /** whether second s held a dip, swell or interruption on the device (eventSeconds.ts), to flag ring buckets */
  eventAt?: (second: number) => boolean;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
// the circular mean; null when the angles cancel (aggregate.ts UNDEFINED_RESULTANT)
const deg = (v: ReturnType<typeof sql>) => sql`case when sqrt(power(avg(sin(radians(${v}))), 2) + power(avg(cos(radians(${v}))), 2)) < ${UNDEFINED_RESULTANT}
  then null else degrees(atan2(avg(sin(radians(${v}))), avg(cos(radians(${v}))))) end`;

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
  if (level === 'ring') return fromRing(ring!, recordId, begin, end, points, col, !!opts.angle, opts.dropped, opts.eventAt);
  const step = STEP[level];
  // buckets counted from the first row the range can hold: (end − b0 + 1) / bucket ≤ points of them
  const b0 = Math.floor(begin / step) * step;
  const last = Math.floor(end);
  const bucket = step * Math.max(1, Math.ceil((last - b0 + 1) / step / points));
  const wide = level === '10m';
  const [lo, hi, mid] = wide ? [sql`vmin[${col + 1}]`, sql`vmax[${col + 1}]`, sql`vrms[${col + 1}]`] : [sql`vmin`, sql`vmax`, sql`vmean`];
  const from = sql`from ${sql.table(TABLES[level])} where record_id = ${recordId} and ts >= ${b0} and ts <= ${last}`;
  const partial = wide ? sql`partial` : sql`false`;
  // a row per bucket already (a day of 1 min rows): no grouping; else buckets with min / max kept and
  // dropped shares as shares of the bucket (each row's share of its own step)
  const buckets =
    bucket === step
      ? sql`select ts as t, ${lo} as lo, ${hi} as hi, ${mid} as mean, unsynced as u, invalid as i, ${partial} as p, flags as f ${from}`
      : sql`select ${b0} + floor((ts - ${b0}) / ${bucket}) * ${bucket} as t, min(${lo}) as lo, max(${hi}) as hi,
          ${opts.angle ? deg(mid) : wide && !opts.mean ? sql`sqrt(avg(${mid} * ${mid}))` : sql`avg(${mid})`} as mean,
          sum(unsynced) * ${step / bucket} as u, sum(invalid) * ${step / bucket} as i, bool_or(${partial}) as p,
          bit_or(flags) as f ${from} group by 1`;
  // one row of arrays: PGlite hands back 1,440 rows several times slower than one row holding them
  type Arr<T> = T[] | null;
  const r = (
    await sql<{ t: Arr<string>; lo: Arr<number>; hi: Arr<number>; mean: Arr<number>; u: Arr<number>; i: Arr<number>; p: Arr<boolean>; f: Arr<number> }>`select
      array_agg(t order by t) as t, array_agg(lo order by t) as lo, array_agg(hi order by t) as hi, array_agg(mean order by t) as mean,
      array_agg(u order by t) as u, array_agg(i order by t) as i, array_agg(p order by t) as p, array_agg(f order by t) as f from (${buckets}) b`.execute(db)
  ).rows[0];
  const nums = (a: Arr<unknown>) => (a ?? []).map(num);
  const min = nums(r?.lo);
  const mean = nums(r?.mean);
  return {
    level,
    interval: bucket,
    time: (r?.t ?? []).map(Number),
    min,
    max: nums(r?.hi),
    mean,
    unsynced: (r?.u ?? []).map(Number),
    invalid: (r?.i ?? []).map(Number),
    partial: (r?.p ?? []).map(Boolean),
    flagged: (r?.f ?? []).map((f) => (Number(f) & FLAG_EVENT) !== 0),
    // angles that cancel: a null mean where the bucket has values
    undefinedMean: mean.map((m, k) => !!opts.angle && m === null && min[k] !== null),
    timeFlagged: mean.map(() => 0),
  };
}
