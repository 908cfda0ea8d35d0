import type { Redis } from 'ioredis';
import type { Shared } from '../../redis/types.js';
import type { Ring } from '../wrdb/ring.js';
import type { Wrdb } from '../wrdb/store.js';
import { streamKey } from './keys.js';

/** entries per stream per read; a new process reads the retained history in such batches */
const COUNT = 1000;
/** a read waits this long for new entries, then picks up added or changed records */
const BLOCK_MS = 500;

/**
 * Keeps this process's rings equal to the cluster's: reads every record's stream (publish.ts)
 * from the start (the retained history), then follows it, and stores the rows of other
 * processes. Reads are then answered from local memory, so they scale with the processes.
 */
export class FeedMirror {
  /** per stream key: the last entry read, and the ring it went into (a re-created ring reads again from the start) */
  private cursor = new Map<string, { id: string; ring: Ring }>();
  private conn: Redis | null = null;
  private stopped = false;
  private done: Promise<void> = Promise.resolve();
  readonly stats = { entries: 0, errors: 0 };

  constructor(
    private readonly shared: Shared,
    private readonly wrdb: Wrdb,
    private readonly origin: string,
  ) {}

  start(): void {
    this.conn = this.shared.duplicate();
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.conn?.disconnect();
    await this.done;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const keys: string[] = [];
      const ids: string[] = [];
      const rings = new Map<string, Ring>();
      for (const { spec, ring } of this.wrdb.all()) {
        const key = streamKey(this.shared, spec);
        const c = this.cursor.get(key);
        keys.push(key);
        ids.push(c && c.ring === ring ? c.id : '0-0');
        rings.set(key, ring);
      }
      if (!keys.length) {
        await sleep(BLOCK_MS);
        continue;
      }
      try {
        const res = await this.conn!.xreadBuffer('COUNT', COUNT, 'BLOCK', BLOCK_MS, 'STREAMS', ...keys, ...ids);
        for (let i = 0; i < keys.length; i++) {
          // unchanged cursors carry over; rings of records that went away are dropped from the map
          const ring = rings.get(keys[i])!;
          if (this.cursor.get(keys[i])?.ring !== ring) this.cursor.set(keys[i], { id: '0-0', ring });
        }
        for (const [k, entries] of res ?? []) this.apply(k.toString(), rings, entries);
      } catch {
        if (this.stopped) return;
        this.stats.errors++;
        await sleep(1000); // Redis down: try again, rows meanwhile stay in the streams
      }
    }
  }

  private apply(key: string, rings: Map<string, Ring>, entries: [Buffer, Buffer[]][]): void {
    const ring = rings.get(key);
    if (!ring) return;
    let last = '0-0';
    for (const [id, fields] of entries) {
      last = id.toString();
      const f = new Map<string, Buffer>();
      for (let i = 0; i + 1 < fields.length; i += 2) f.set(fields[i].toString(), fields[i + 1]);
      if (f.get('o')?.toString() === this.origin) continue;
      const s = Number(f.get('s')?.toString());
      const v = f.get('v');
      if (!v || !Number.isSafeInteger(s)) continue;
      const copy = new Uint8Array(v); // aligned for Float32Array
      ring.store(s, new Float32Array(copy.buffer, 0, copy.byteLength >> 2));
      this.stats.entries++;
    }
    this.cursor.set(key, { id: last, ring });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
