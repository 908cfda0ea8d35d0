import type { Redis } from 'ioredis';
import type { Shared } from '../../redis/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { streamKey } from './keys.js';

/** Rows waiting for the next flush: contiguous writes of one record join into one stream entry. */
interface Pending {
  start: number;
  rows: number;
  width: number;
  parts: Float32Array[];
}

/** how often written rows go out: a 100 Hz device sends one row per frame, Redis gets one entry per record per flush */
const FLUSH_MS = 20;

/**
 * Publishes every row this process writes into its rings (simulator, C37.118 ingest) to one
 * Redis stream per record, trimmed by time (MINID) to the retention, so the other processes'
 * mirrors (mirror.ts) hold the same rows. Entries: s = first row index, v = Float32 values,
 * o = the writing process (its own mirror skips them).
 */
export class FeedPublisher {
  private pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | null = null;
  /** earlier rows of a record whose next write was not contiguous: sent first, in order */
  private queued: { recordId: number; p: Pending }[] = [];
  private readonly expired = new Map<string, number>();
  /** entries sent and commands refused (Redis down): the rows stay local, other processes see a gap */
  readonly stats = { entries: 0, errors: 0 };

  constructor(
    private readonly shared: Shared,
    private readonly wrdb: Wrdb,
    private readonly origin: string,
    private readonly retentionMs: number,
  ) {}

  /** wired as Wrdb.tap */
  write(recordId: number, start: number, values: ArrayLike<number>, rows: number): void {
    const spec = this.wrdb.spec(recordId);
    if (!spec) return;
    const n = rows * spec.width;
    const copy = new Float32Array(n); // callers reuse their buffers
    for (let i = 0; i < n; i++) copy[i] = values[i];
    const p = this.pending.get(recordId);
    if (p && p.width === spec.width && p.start + p.rows === start) {
      p.parts.push(copy);
      p.rows += rows;
    } else {
      if (p) this.queued.push({ recordId, p });
      this.pending.set(recordId, { start, rows, width: spec.width, parts: [copy] });
    }
    this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  flush(): void {
    this.timer = null;
    const pipe = this.shared.redis.pipeline();
    const minId = String(Date.now() - this.retentionMs);
    for (const e of this.queued.splice(0)) this.add(pipe, e.recordId, e.p, minId);
    for (const [recordId, p] of this.pending) this.add(pipe, recordId, p, minId);
    this.pending.clear();
    if (pipe.length)
      pipe.exec().catch(() => {
        this.stats.errors++;
      });
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.flush();
  }

  private add(pipe: ReturnType<Redis['pipeline']>, recordId: number, p: Pending, minId: string): void {
    const spec = this.wrdb.spec(recordId);
    if (!spec) return;
    const key = streamKey(this.shared, spec);
    const v = p.parts.length === 1 ? p.parts[0] : concat(p.parts);
    pipe.xadd(key, 'MINID', '~', minId, '*', 's', String(p.start), 'v', Buffer.from(v.buffer, v.byteOffset, v.byteLength), 'o', this.origin);
    // a record no longer written (deleted, changed rate) must not stay in Redis for ever
    const now = Date.now();
    if ((this.expired.get(key) ?? 0) < now - 60_000) {
      this.expired.set(key, now);
      pipe.pexpire(key, this.retentionMs + 120_000);
    }
    this.stats.entries++;
  }
}

function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
