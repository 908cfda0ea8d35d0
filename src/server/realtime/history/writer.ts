import type { DB } from '../../db/types.js';
import { MEAS } from '../devices/profiles.js';
import type { RealtimePlane } from '../plane.js';
import { TenMinutes, secondStats } from './aggregate.js';
import { DAY, TABLES, ensurePartitions } from './partitions.js';
import type { SecondRow, TenMinuteRow } from './types.js';

/** Seconds a second waits before it is aggregated: frames arrive late by network and PDC delays. */
const LAG = 2;
/** A record that fell further behind (a stalled process) skips ahead rather than reading a backlog. */
const MAX_CATCH_UP = 10;
const TEN_MINUTES = 600;
/**
 * rows per INSERT. Small, with a turn of the event loop between them: on PGlite an INSERT runs on
 * this thread, and 2,000 rows at once (1,000 devices × 2 points) held every portal poll ~30 ms.
 */
const BATCH = 250;
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Cursor {
  next: number;
  rate: number;
  width: number;
  ten: TenMinutes;
}

/**
 * Writes history from the wrdb rings, whoever fills them (C37.118 ingest or the simulator): each
 * second, per record, the completed seconds become 1 s aggregates (width-1 records) and feed the
 * record's 10-minute aggregate, written at each 10-minute boundary. Reading the rings keeps the
 * write path of the frames untouched. Waveform records (kHz samples) are not kept.
 */
export class HistoryWriter {
  private cursors = new Map<number, Cursor>();
  private days = { '1s': new Set<number>(), '10m': new Set<number>() };

  constructor(
    private readonly db: DB,
    private readonly plane: Pick<RealtimePlane, 'wrdb' | 'directory'>,
  ) {}

  /** Aggregates the seconds completed before `now` (Unix s); returns the rows, unwritten. */
  collect(now = Date.now() / 1000): { seconds: SecondRow[]; tens: TenMinuteRow[] } {
    const done = Math.floor(now) - LAG;
    const seconds: SecondRow[] = [];
    const tens: TenMinuteRow[] = [];
    const seen = new Set<number>();
    for (const [recordId, { point }] of this.plane.directory.byRecordId) {
      const meas = MEAS[point.measType];
      const ring = this.plane.wrdb.get(recordId);
      if (meas.rate === 'sample' || !ring) continue;
      seen.add(recordId);
      let c = this.cursors.get(recordId);
      if (!c || c.rate !== ring.rate || c.width !== ring.width) {
        c = { next: done, rate: ring.rate, width: ring.width, ten: new TenMinutes(ring.width) };
        this.cursors.set(recordId, c);
      }
      if (done - c.next > MAX_CATCH_UP) c.next = done - MAX_CATCH_UP;
      for (let s = c.next; s < done; s++) {
        const slice = ring.read(s * ring.rate, (s + 1) * ring.rate - 1);
        if (slice) {
          c.ten.add(slice);
          const st = ring.width === 1 ? secondStats(slice.values) : null;
          if (st) seconds.push({ record_id: recordId, ts: s, vmin: st.min, vmax: st.max, vmean: st.mean, vlast: st.last, quality: st.n / ring.rate });
        }
        if ((s + 1) % TEN_MINUTES === 0) {
          const r = c.ten.result();
          if (r) tens.push({ record_id: recordId, ts: s + 1 - TEN_MINUTES, ...r, quality: c.ten.rows / (TEN_MINUTES * ring.rate) });
          c.ten = new TenMinutes(ring.width);
        }
      }
      c.next = Math.max(c.next, done);
    }
    for (const id of this.cursors.keys()) if (!seen.has(id)) this.cursors.delete(id);
    return { seconds, tens };
  }

  /** One pass: collect and insert (another process writing the same rows is not an error). */
  async tick(now = Date.now() / 1000): Promise<number> {
    const { seconds, tens } = this.collect(now);
    await writeHistory(this.db, seconds, tens, this.days);
    return seconds.length + tens.length;
  }
}

/** Inserts aggregates, creating the day partitions they need; rows already there are kept. */
export async function writeHistory(
  db: DB,
  seconds: SecondRow[],
  tens: TenMinuteRow[],
  known = { '1s': new Set<number>(), '10m': new Set<number>() },
): Promise<void> {
  for (const [level, rows] of [
    ['1s', seconds],
    ['10m', tens],
  ] as const) {
    if (!rows.length) continue;
    const table = TABLES[level];
    const days = new Set(rows.map((r) => Math.floor(r.ts / DAY)).filter((d) => !known[level].has(d)));
    await ensurePartitions(db, table, days);
    for (const d of days) known[level].add(d);
    for (let i = 0; i < rows.length; i += BATCH) {
      if (i) await yieldLoop();
      await db
        .insertInto(table)
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) => oc.columns(['record_id', 'ts']).doNothing())
        .execute();
    }
  }
}
