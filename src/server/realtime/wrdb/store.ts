import { DropTally } from './dropTally.js';
import { Ring } from './ring.js';
import type { RecordSpec } from './types.js';

/** The real-time database: one ring per record id. */
export class Wrdb {
  private readonly rings = new Map<number, { spec: RecordSpec; ring: Ring }>();
  /** set before the first sync: hears every ring's writes (the cluster feed publishes them) */
  tap?: (recordId: number, start: number, values: ArrayLike<number>, rows: number) => void;
  /** samples left out of the rings (unusable STAT), by reason: history keeps them as quality */
  readonly dropped = new DropTally();

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
