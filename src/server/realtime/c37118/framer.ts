import { MIN_FRAME, SYNC_BYTE, kindOf } from './common.js';
import { crcCcitt } from './crc.js';

/** The standard's limit: FRAMESIZE is 16 bits. */
export const MAX_FRAME = 0xffff;

export interface FramerStats {
  frames: number;
  crcErrors: number;
  /** bytes dropped while looking for a frame start */
  skipped: number;
}

/**
 * Cuts a byte stream (TCP) into CRC-checked frames. It holds at most one frame plus one chunk:
 * garbage is skipped byte by byte to the next plausible SYNC, and a frame with a bad CHK is
 * dropped by moving one byte past its SYNC. While it waits for the rest of a frame, it looks
 * ahead: a complete frame with a good CHK further on shows that the awaited one was garbage
 * claiming a large FRAMESIZE, so real frames are not held up until 64 KB have arrived. Each
 * byte is looked at once (the look-ahead position only moves forward).
 */
export class Framer {
  readonly stats: FramerStats = { frames: 0, crcErrors: 0, skipped: 0 };
  private buf = new Uint8Array(0);
  /** where the look-ahead goes on, as an index into buf */
  private ahead = 0;

  constructor(private readonly onFrame: (frame: Uint8Array) => void) {}

  push(chunk: Uint8Array): void {
    const data = this.buf.length ? concat(this.buf, chunk) : chunk;
    let pos = 0;
    while (data.length - pos >= 4) {
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
      if (data.length - pos < size) {
        const j = this.lookAhead(data, pos);
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
    // keep the tail (at most one partial frame: < 65,535 bytes)
    this.buf = data.slice(pos);
    this.ahead = Math.max(0, this.ahead - pos);
    if (this.buf.length > MAX_FRAME) {
      this.stats.skipped += this.buf.length - MAX_FRAME;
      this.buf = this.buf.slice(this.buf.length - MAX_FRAME);
    }
  }

  /** Start of the first complete, CHK-valid frame after `pos`, or -1. */
  private lookAhead(data: Uint8Array, pos: number): number {
    let j = Math.max(this.ahead, pos + 1);
    for (; data.length - j >= MIN_FRAME; j++) {
      if (data[j] !== SYNC_BYTE || !kindOf(data[j + 1])) continue;
      const size = (data[j + 2] << 8) | data[j + 3];
      if (size < MIN_FRAME || data.length - j < size) continue;
      const chk = (data[j + size - 2] << 8) | data[j + size - 1];
      if (crcCcitt(data, j, j + size - 2) === chk) {
        this.ahead = 0;
        return j;
      }
    }
    this.ahead = j;
    return -1;
  }

  /** bytes waiting for the rest of a frame */
  get pending(): number {
    return this.buf.length;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
