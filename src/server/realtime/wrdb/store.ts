import { DropTally } from './dropTally.js';
import { Ring } from './ring.js';
import type { RecordSpec } from './types.js';

export interface WrdbOptions {
  /**
   * Rows later than the clock plus this many seconds are not stored (ISPS_C37_ACCEPT_FUTURE_SECONDS):
   * a stray time stamp cannot move a ring ahead and out of its stored rows. Unset: no limit.
   */
  aheadSeconds?: number;
  /** clock (ms), injectable for tests */
  now?: () => number;
}

/** The real-time database: one ring per record id. */
export class Wrdb {
  private readonly rings = new Map<number, { spec: RecordSpec; ring: Ring }>();
  /** set before the first sync: hears every ring's writes (the cluster feed publishes them) */
  tap?: (recordId: number, start: number, values: ArrayLike<number>, rows: number) => void;
  /** samples left out of the rings (unusable STAT), by reason: history keeps them as quality */
  readonly dropped = new DropTally();

  constructor(private readonly opts: WrdbOptions = {}) {}

  get(recordId: number): Ring | undefined {
    return this.rings.get(recordId)?.ring;
  }

  spec(recordId: number): RecordSpec | undefined {
    return this.rings.get(recordId)?.spec;
  }

  /**
   * Makes the record set exactly `specs`: new records start empty, a record whose rate, width
   * or retention changed starts over, records no longer listed are dropped (memory freed).
   */
  sync(specs: RecordSpec[]): void {
    const wanted = new Map(specs.map((s) => [s.recordId, s]));
    for (const id of this.rings.keys()) if (!wanted.has(id)) this.rings.delete(id);
    for (const s of wanted.values()) {
      const have = this.rings.get(s.recordId)?.spec;
      if (have && have.rate === s.rate && have.width === s.width && have.seconds === s.seconds) {
        this.rings.get(s.recordId)!.spec = s;
        continue;
      }
      const ring = new Ring(s.rate, s.width, s.seconds);
      const tap = this.tap;
      if (tap) ring.tap = (start, values, rows) => tap(s.recordId, start, values, rows);
      const ahead = this.opts.aheadSeconds;
      if (ahead !== undefined) {
        const now = this.opts.now ?? Date.now;
        ring.horizon = () => Math.floor((now() / 1000 + ahead) * s.rate);
      }
      this.rings.set(s.recordId, { spec: s, ring });
    }
  }

  /** every record with its ring */
  all(): IterableIterator<{ spec: RecordSpec; ring: Ring }> {
    return this.rings.values();
  }

  get size(): number {
    return this.rings.size;
  }

  /** bytes held by all rings */
  bytes(): number {
    let n = 0;
    for (const { ring } of this.rings.values()) n += ring.bytes;
    return n;
  }
}
