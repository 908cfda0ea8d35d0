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
 * dropped by moving one byte past its SYNC, so a corrupted FRAMESIZE cannot stall the stream.
 */
export class Framer {
  readonly stats: FramerStats = { frames: 0, crcErrors: 0, skipped: 0 };
  private buf = new Uint8Array(0);

  constructor(private readonly onFrame: (frame: Uint8Array) => void) {}

  push(chunk: Uint8Array): void {
    let data = this.buf.length ? concat(this.buf, chunk) : chunk;
    let pos = 0;
    while (data.length - pos >= 4) {
      if (data[pos] !== SYNC_BYTE || !kindOf(data[pos + 1])) { pos++; this.stats.skipped++; continue; }
      const size = (data[pos + 2] << 8) | data[pos + 3];
      if (size < MIN_FRAME) { pos++; this.stats.skipped++; continue; }
      if (data.length - pos < size) break;
      const chk = (data[pos + size - 2] << 8) | data[pos + size - 1];
      if (crcCcitt(data, pos, pos + size - 2) !== chk) { this.stats.crcErrors++; pos++; continue; }
      this.stats.frames++;
      this.onFrame(data.subarray(pos, pos + size));
      pos += size;
    }
    // keep the tail (at most one partial frame: < 65,535 bytes)
    this.buf = data.slice(pos);
    if (this.buf.length > MAX_FRAME) { this.stats.skipped += this.buf.length - MAX_FRAME; this.buf = this.buf.slice(this.buf.length - MAX_FRAME); }
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
