import { Ring } from './ring.js';
import type { RecordSpec } from './types.js';

/** The real-time database: one ring per record id. */
export class Wrdb {
  private readonly rings = new Map<number, { spec: RecordSpec; ring: Ring }>();

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
      this.rings.set(s.recordId, { spec: s, ring: new Ring(s.rate, s.width, s.seconds) });
    }
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
