import type { DB } from '../../db/types.js';
import { MEAS, aggregationOf, type Aggregation } from '../devices/profiles.js';
import type { PointRef } from '../devices/directory.js';
import type { RealtimePlane } from '../plane.js';
import { fedBySimulator } from '../simulator/simulator.js';
import { secondStats } from './aggregate.js';
import { TenMinutes } from './tenMinutes.js';
import { EventSeconds } from './eventSeconds.js';
import { Minute } from './minute.js';
import { insertSeconds } from './insertSeconds.js';
import { DAY, TABLES, ensurePartitions } from './partitions.js';
import { FLAG_EVENT, FLAG_UNDEFINED, type SecondRow, type TenMinuteRow } from './types.js';

/** Seconds a second waits before it is aggregated: frames arrive late by network and PDC delays. */
const LAG = 2;
/** A record that fell further behind (a stalled process) skips ahead rather than reading a backlog. */
const MAX_CATCH_UP = 10;
const TEN_MINUTES = 600;
const NONE = [0, 0] as const;
/**
 * rows per INSERT. Small: PGlite runs one statement at a time, and 2,000 rows at once
 * (1,000 devices × 2 points) held every other request's statements ~30 ms; between batches they go first.
 */
const BATCH = 250;
/** records aggregated between two turns of the event loop */
export const SLICE = 200;
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Cursor {
  next: number;
  rate: number;
  width: number;
  agg: Aggregation;
  ten: TenMinutes;
  /** the open 10-minute interval began before this cursor did (start, or a skip ahead): it is marked partial */
  partial: boolean;
  /** samples of the open interval dropped: [not synchronised, data error] */
  dropped: [number, number];
  minute: Minute;
}

/**
 * Writes history from the wrdb rings, whoever fills them (C37.118 ingest or the simulator): each
 * second, per record, the completed seconds become 1 s aggregates (width-1 records, merged into
 * 1 min ones at each minute boundary) and feed the
 * record's 10-minute aggregate, written at each 10-minute boundary (the first one after start, or
 * after a stall, covers less than ten minutes: it is written, marked partial). Reading the rings keeps the
 * write path of the frames untouched. Waveform records (kHz samples) are not kept.
 */
export class HistoryWriter {
  private cursors = new Map<number, Cursor>();
  private days = knownDays();

  constructor(
    private readonly db: DB,
    private readonly plane: Pick<RealtimePlane, 'wrdb' | 'directory'> & Partial<Pick<RealtimePlane, 'simulatedThrough'>>,
  ) {}

  /** Aggregates the seconds completed before `now` (Unix s); returns the rows, unwritten. */
  collect(now = Date.now() / 1000): Collected {
    const out = collected();
    this.collectRecords(Math.floor(now) - LAG, [...this.plane.directory.byRecordId], out);
    this.forget(out.seen);
    return out;
  }

  /** collect(), a slice of records at a time: 1,000 devices in one go held the portal's polls ~25 ms every second. */
  async collectInSlices(now = Date.now() / 1000): Promise<Collected> {
    const done = Math.floor(now) - LAG;
    const records = [...this.plane.directory.byRecordId];
    const out = collected();
    for (let i = 0; i < records.length; i += SLICE) {
      if (i) await yieldLoop();
      this.collectRecords(done, records.slice(i, i + SLICE), out);
    }
    this.forget(out.seen);
    return out;
  }

  /** One pass: collect and insert (another process writing the same rows is not an error). */
  async tick(now = Date.now() / 1000): Promise<number> {
    const { seconds, minutes, tens } = await this.collectInSlices(now);
    await writeHistory(this.db, seconds, tens, this.days, minutes);
    return seconds.length + minutes.length + tens.length;
  }

  private forget(seen: Set<number>): void {
    for (const id of this.cursors.keys()) if (!seen.has(id)) this.cursors.delete(id);
  }

  private collectRecords(until: number, records: [number, PointRef][], { seconds, minutes, tens, seen }: Collected): void {
    const events = new EventSeconds(this.plane.wrdb);
    // a simulated device's rows come from the simulator's thread: a second it has not reached yet is not complete
    const simulated = this.plane.simulatedThrough ? Math.min(until, Math.floor(this.plane.simulatedThrough())) : until;
    for (const [recordId, { point, entry }] of records) {
      const meas = MEAS[point.measType];
      const ring = this.plane.wrdb.get(recordId);
      if (meas.rate === 'sample' || !ring) continue;
      seen.add(recordId);
      const done = fedBySimulator(entry) ? simulated : until;
      if (!Number.isFinite(done)) continue; // no tick answered yet
      let c = this.cursors.get(recordId);
      const agg = aggregationOf(point.measType);
      const angle = agg === 'angle';
      if (!c || c.rate !== ring.rate || c.width !== ring.width) {
        c = {
          next: done,
          rate: ring.rate,
          width: ring.width,
          agg,
          ten: new TenMinutes(ring.width, agg, ring.rate),
          partial: done % TEN_MINUTES !== 0,
          dropped: [0, 0],
          minute: new Minute(angle),
        };
        this.cursors.set(recordId, c);
      }
      if (done - c.next > MAX_CATCH_UP) {
        c.next = done - MAX_CATCH_UP;
        c.partial = true;
      }
      const dropped = this.plane.wrdb.dropped;
      for (let s = c.next; s < done; s++) {
        const slice = ring.read(s * ring.rate, (s + 1) * ring.rate - 1);
        const [unsynced, invalid] = dropped.get(recordId, s) ?? NONE;
        c.dropped[0] += unsynced;
        c.dropped[1] += invalid;
        // §4.7: a value whose interval held a dip, swell or interruption is flagged, and so is every aggregate holding it
        const flagged = events.has(entry, s);
        if (slice) c.ten.add(slice, flagged);
        const st = slice && ring.width === 1 ? secondStats(slice.values, angle) : null;
        if (ring.width === 1) c.minute.add(st, unsynced, invalid, flagged);
        const undef = !!st && Number.isNaN(st.mean);
        if (st || ((unsynced || invalid) && ring.width === 1)) {
          // a second whose every sample was dropped still gets its row: its quality says why
          seconds.push({
            record_id: recordId,
            ts: s,
            vmin: st?.min ?? null,
            vmax: st?.max ?? null,
            vmean: st && !undef ? st.mean : null,
            vlast: st?.last ?? null,
            quality: (st?.n ?? 0) / ring.rate,
            unsynced: unsynced / ring.rate,
            invalid: invalid / ring.rate,
            flags: (flagged ? FLAG_EVENT : 0) | (undef ? FLAG_UNDEFINED : 0),
          });
        }
        if ((s + 1) % 60 === 0) {
          const m = c.minute.row(recordId, s - 59, ring.rate);
          if (m) minutes.push(m);
          c.minute = new Minute(angle);
        }
        if ((s + 1) % TEN_MINUTES === 0) {
          const r = c.ten.result();
          const expected = TEN_MINUTES * ring.rate;
          if (r || c.dropped[0] || c.dropped[1])
            tens.push({
              record_id: recordId,
              ts: s + 1 - TEN_MINUTES,
              ...(r ?? { vmin: [], vmax: [], vrms: [], flags: 0 }),
              quality: c.ten.rows / expected,
              unsynced: c.dropped[0] / expected,
              invalid: c.dropped[1] / expected,
              partial: c.partial,
            });
          c.ten = new TenMinutes(ring.width, agg, ring.rate);
          c.partial = false;
          c.dropped = [0, 0];
        }
      }
      c.next = Math.max(c.next, done);
      dropped.prune(recordId, Math.floor(ring.oldest / ring.rate));
    }
  }
}

interface Collected {
  seconds: SecondRow[];
  minutes: SecondRow[];
  tens: TenMinuteRow[];
  /** records with a cursor still in use */
  seen: Set<number>;
}
const collected = (): Collected => ({ seconds: [], minutes: [], tens: [], seen: new Set() });

const knownDays = () => ({ '1s': new Set<number>(), '1m': new Set<number>(), '10m': new Set<number>() });

/** Inserts aggregates, creating the day partitions they need; rows already there are kept. */
export async function writeHistory(db: DB, seconds: SecondRow[], tens: TenMinuteRow[], known = knownDays(), minutes: SecondRow[] = []): Promise<void> {
  for (const [level, rows] of [
    ['1s', seconds],
    ['1m', minutes],
    ['10m', tens],
  ] as const) {
    if (!rows.length) continue;
    const table = TABLES[level];
    const days = new Set(rows.map((r) => Math.floor(r.ts / DAY)).filter((d) => !known[level].has(d)));
    await ensurePartitions(db, table, days);
    for (const d of days) known[level].add(d);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      if (level === '10m')
        await db
          .insertInto(table)
          .values(batch as TenMinuteRow[])
          .onConflict((oc) => oc.columns(['record_id', 'ts']).doNothing())
          .execute();
      else await insertSeconds(db, table, batch as SecondRow[]);
    }
  }
}
