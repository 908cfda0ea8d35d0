import { MIN_FRAME, SYNC_BYTE, kindOf } from './common.js';
import { Candidates } from './candidates.js';
import { crcCcitt } from './crc.js';

/** The standard's limit: FRAMESIZE is 16 bits. */
export const MAX_FRAME = 0xffff;

export interface FramerStats {
  frames: number;
  crcErrors: number;
  /** bytes dropped while looking for a frame start */
  skipped: number;
  /** bytes copied into the buffer (what is carried over between chunks): linear in the input, however small the chunks */
  copied: number;
}

/**
 * Cuts a byte stream (TCP) into CRC-checked frames. It holds at most one frame plus one chunk:
 * garbage is skipped byte by byte to the next plausible SYNC, and a frame with a bad CHK is
 * dropped by moving one byte past its SYNC. While it waits for the rest of a frame, it looks
 * ahead: a complete frame with a good CHK further on shows that the awaited one was garbage
 * claiming a large FRAMESIZE, so real frames are not held up until 64 KB have arrived. Each
 * byte is looked at once (the look-ahead position only moves forward), and each byte is copied
 * a bounded number of times: chunks are appended to one growing buffer (doubling, compacted only
 * when its consumed part outweighs the rest), never concatenated anew on every push. A chunk
 * that arrives with nothing pending is read in place. Frames handed out are views: valid only
 * during the callback.
 */
export class Framer {
  readonly stats: FramerStats = { frames: 0, crcErrors: 0, skipped: 0, copied: 0 };
  private buf = new Uint8Array(0);
  /** the unread bytes are buf[lo, hi) */
  private lo = 0;
  private hi = 0;
  /** where the look-ahead goes on, as an index into the array being read */
  private ahead = 0;
  /** look-ahead candidates not yet complete (start, end), so tiny chunks find the frames one big chunk would */
  private readonly open = new Candidates();

  constructor(private readonly onFrame: (frame: Uint8Array) => void) {}

  push(chunk: Uint8Array): void {
    if (this.lo === this.hi) {
      // nothing pending: read the chunk where it is, keep only its tail
      this.lo = this.hi = 0;
      this.ahead = 0;
      this.open.clear();
      const pos = this.scan(chunk, 0, chunk.length);
      this.keep(chunk, pos);
    } else {
      this.append(chunk);
      this.lo = this.scan(this.buf, this.lo, this.hi);
    }
    if (this.hi - this.lo > MAX_FRAME) {
      // at most one frame (65,535 bytes) waits; cannot happen with a 16-bit FRAMESIZE, kept as the bound
      this.stats.skipped += this.hi - this.lo - MAX_FRAME;
      this.lo = this.hi - MAX_FRAME;
      this.ahead = Math.max(this.ahead, this.lo);
      this.open.settle(this.lo, this.lo, () => false);
    }
    if (this.lo === this.hi && this.buf.length > 4096) this.buf = new Uint8Array(0); // an idle peer holds nothing big
  }

  /** Hands out the frames of data[pos, end); returns where the unread part starts. */
  private scan(data: Uint8Array, pos: number, end: number): number {
    while (end - pos >= 4) {
      if (data[pos] !== SYNC_BYTE || !kindOf(data[pos + 1])) {
        pos++;
        this.stats.skipped++;
        continue;
      }
      const size = (data[pos + 2] << 8) | data[pos + 3];
      if (size < MIN_FRAME) {
        pos++;
        this.stats.skipped++;
        continue;
      }
      if (end - pos < size) {
        const j = this.lookAhead(data, pos, end);
        if (j < 0) break;
        this.stats.skipped += j - pos;
        pos = j;
        continue;
      }
      const chk = (data[pos + size - 2] << 8) | data[pos + size - 1];
      if (crcCcitt(data, pos, pos + size - 2) !== chk) {
        this.stats.crcErrors++;
        pos++;
        continue;
      }
      this.stats.frames++;
      this.onFrame(data.subarray(pos, pos + size));
      pos += size;
    }
    return pos;
  }

  /**
   * Start of the first complete, CHK-valid frame after `pos`, or -1. A candidate still
   * incomplete is remembered and checked once its bytes are there.
   */
  private lookAhead(data: Uint8Array, pos: number, end: number): number {
    const valid = (j: number, size: number) => ((data[j + size - 2] << 8) | data[j + size - 1]) === crcCcitt(data, j, j + size - 2);
    let best = this.open.settle(pos, end, valid);
    let j = Math.max(this.ahead, pos + 1);
    for (; best < 0 && end - j >= MIN_FRAME; j++) {
      if (data[j] !== SYNC_BYTE || !kindOf(data[j + 1])) continue;
      const size = (data[j + 2] << 8) | data[j + 3];
      if (size < MIN_FRAME) continue;
      if (end - j < size) this.open.add(j, j + size);
      else if (valid(j, size)) best = j;
    }
    if (best < 0) {
      this.ahead = j;
      return -1;
    }
    this.ahead = 0;
    this.open.clear();
    return best;
  }

  /** Keeps chunk[pos..] (read in place) as the pending bytes. */
  private keep(chunk: Uint8Array, pos: number): void {
    const n = chunk.length - pos;
    if (n > this.buf.length) this.buf = new Uint8Array(Math.max(256, 2 * n));
    this.buf.set(chunk.subarray(pos));
    this.stats.copied += n;
    this.lo = 0;
    this.hi = n;
    this.ahead = Math.max(0, this.ahead - pos);
    this.open.shift(pos);
  }

  /** Appends a chunk behind the pending bytes: compacts when the consumed part is at least the live one, else doubles. */
  private append(chunk: Uint8Array): void {
    const live = this.hi - this.lo;
    if (this.hi + chunk.length > this.buf.length) {
      const shift = this.lo;
      if (shift >= live && live + chunk.length <= this.buf.length) {
        this.buf.copyWithin(0, this.lo, this.hi);
      } else {
        const next = new Uint8Array(Math.max(2 * this.buf.length, live + chunk.length));
        next.set(this.buf.subarray(this.lo, this.hi));
        this.buf = next;
      }
      this.stats.copied += live;
      this.lo = 0;
      this.hi = live;
      this.ahead = Math.max(0, this.ahead - shift);
      this.open.shift(shift);
    }
    this.buf.set(chunk, this.hi);
    this.hi += chunk.length;
    this.stats.copied += chunk.length;
  }

  /** bytes waiting for the rest of a frame */
  get pending(): number {
    return this.hi - this.lo;
  }
}
