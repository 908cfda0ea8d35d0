import type { PrintCache } from './printCache.js';
import type { Slice } from './types.js';

/**
 * A ring buffer of regularly sampled rows. No timestamps are stored: row i (an absolute index
 * since the Unix epoch, i = t·rate) lives at slot i mod capacity, so its time is i / rate.
 * Rows skipped between the newest row and a later write are filled with NaN: the gap stays
 * visible (JSON null) instead of being bridged. Float32 halves the memory of Float64 and keeps
 * 7 significant digits (50 Hz to 4 µHz, 127 kV to 8 mV).
 */
export class Ring {
  readonly capacity: number;
  /** allocated at the first write: a server whose devices send nothing (tests, a paused feed) holds no ring memory */
  private data = new Float32Array(0);
  private first = -1;
  private next = -1;
  /** hears every write (not `store`): the cluster feed publishes them to Redis (realtime/shared/feed.ts) */
  tap?: (start: number, values: ArrayLike<number>, rows: number) => void;
  /** the JSON text of whole blocks already printed for the wrdb API (printWindow.ts) */
  printed?: PrintCache;
  /**
   * The highest row a write may reach (the clock plus a tolerance, store.ts): without it one
   * row stamped far ahead would move the ring's time there and leave every stored row outside it.
   */
  horizon?: () => number;

  constructor(
    readonly rate: number,
    readonly width: number,
    seconds: number,
  ) {
    this.capacity = Math.max(1, Math.ceil(rate * seconds));
  }

  /** what the ring holds once written (its storage is allocated then) */
  get bytes(): number {
    return this.capacity * this.width * Float32Array.BYTES_PER_ELEMENT;
  }

  /** absolute index of the newest row, -1 when empty */
  get newest(): number {
    return this.next < 0 ? -1 : this.next - 1;
  }

  /** absolute index of the oldest row still held, -1 when empty */
  get oldest(): number {
    return this.next < 0 ? -1 : Math.max(this.first, this.next - this.capacity);
  }

  /**
   * Writes rows from absolute index `start` (row-major values). Rows older than the buffer or
   * past the horizon are dropped; rows between the newest and `start`, or between an earlier
   * (out of order) write and the first row, become NaN.
   */
  write(start: number, values: ArrayLike<number>, rows = Math.floor(values.length / this.width)): void {
    if (this.horizon) rows = Math.min(rows, this.horizon() + 1 - start);
    this.store(start, values, rows);
    if (rows > 0 && this.tap) this.tap(start, values, rows);
  }

  /**
   * As write, without telling the tap: rows that came from another process (whose own ring
   * applied the horizon: a clock a few seconds apart must not lose its rows here).
   */
  store(start: number, values: ArrayLike<number>, rows = Math.floor(values.length / this.width)): void {
    if (rows <= 0 || !Number.isSafeInteger(start) || start < 0) return;
    const end = start + rows;
    if (this.next < 0) {
      this.first = this.next = start;
      this.data = new Float32Array(this.capacity * this.width);
    }
    const next = Math.max(this.next, end);
    const floor = next - this.capacity;
    if (start > this.next) this.fill(Math.max(this.next, floor), start, NaN);
    if (start < this.first && end > floor) {
      // earlier than anything so far: the slots up to the first row were never written (zeros), so they become gaps
      const from = Math.max(start, floor);
      this.fill(Math.max(end, from), this.first, NaN);
      this.first = from;
    }
    const lo = Math.max(start, floor, this.first);
    const w = this.width;
    let slot = (lo % this.capacity) * w;
    for (let i = lo; i < end; i++) {
      const from = (i - start) * w;
      for (let j = 0; j < w; j++) this.data[slot + j] = values[from + j];
      slot += w;
      if (slot === this.data.length) slot = 0;
    }
    this.next = next;
    this.printed?.invalidate(lo, end - 1);
  }

  /** Rows [from, to] (absolute, inclusive), clipped to what the ring holds; null when none. */
  read(from: number, to: number): Slice | null {
    const rows = this.clip(from, to);
    if (!rows) return null;
    const [a, b] = this.view(rows[0], rows[1]);
    const values = new Float32Array(a.length + (b?.length ?? 0));
    values.set(a);
    if (b) values.set(b, a.length);
    return { start: rows[0], rows: rows[1] - rows[0] + 1, values };
  }

  /** Rows [from, to] clipped to what the ring holds, as [lo, hi]; null when none. */
  clip(from: number, to: number): [number, number] | null {
    if (this.next < 0) return null;
    const lo = Math.max(Math.ceil(from), this.oldest);
    const hi = Math.min(Math.floor(to), this.newest);
    return lo > hi ? null : [lo, hi];
  }

  /** Rows [lo, hi], inside what the ring holds, as one or two views of its storage (no copy). */
  view(lo: number, hi: number): [Float32Array, Float32Array?] {
    const w = this.width;
    const rows = hi - lo + 1;
    const slot = lo % this.capacity;
    const firstPart = Math.min(rows, this.capacity - slot);
    const a = this.data.subarray(slot * w, (slot + firstPart) * w);
    return firstPart < rows ? [a, this.data.subarray(0, (rows - firstPart) * w)] : [a];
  }

  /** The newest row, or null when empty. */
  last(): Slice | null {
    return this.read(this.newest, this.newest);
  }

  private fill(from: number, to: number, v: number): void {
    for (let i = from; i < to; i++) {
      const slot = (i % this.capacity) * this.width;
      this.data.fill(v, slot, slot + this.width);
    }
  }
}
