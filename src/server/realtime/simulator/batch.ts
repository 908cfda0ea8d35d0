import { Ring } from '../wrdb/ring.js';
import type { RecordSpec, Slice } from '../wrdb/types.js';
import type { RingLike } from './types.js';

/** One tick's rows as two transferable arrays: per run [recordId, start, rows, offset, length], and the values. */
export interface PackedRows {
  runs: Float64Array;
  values: Float32Array;
}

const RUN = 5;

/** The rows a worker's simulator wrote during one tick, in order, packed for the server's thread (applyRows). */
export class RowBatch {
  private runs: number[] = [];
  private values = new Float32Array(1 << 16);
  private used = 0;

  add(recordId: number, start: number, values: ArrayLike<number>, rows: number, width: number): void {
    const length = rows * width;
    if (this.used + length > this.values.length) {
      const grown = new Float32Array(Math.max(this.values.length * 2, this.used + length));
      grown.set(this.values.subarray(0, this.used));
      this.values = grown;
    }
    for (let i = 0; i < length; i++) this.values[this.used + i] = values[i];
    this.runs.push(recordId, start, rows, this.used, length);
    this.used += length;
  }

  /** the rows since the last take, as fresh arrays the caller may transfer */
  take(): PackedRows {
    const out = { runs: Float64Array.from(this.runs), values: this.values.slice(0, this.used) };
    this.runs = [];
    this.used = 0;
    return out;
  }
}

/** Writes a packed tick into the server's rings (their horizon, taps and print caches apply as for any write). */
export function applyRows(rings: { get(recordId: number): Ring | undefined }, { runs, values }: PackedRows): void {
  for (let i = 0; i < runs.length; i += RUN) {
    // indexed, not destructured from a view: no object per run on the server's thread, ~3,000 runs a tick at 1,000 devices
    const offset = runs[i + 3];
    rings.get(runs[i])?.write(runs[i + 1], values.subarray(offset, offset + runs[i + 4]), runs[i + 2]);
  }
}

/**
 * A worker's stand-in for a ring: it keeps no rows, it forwards them. Only the waveform is read back (the windows
 * analyse the stored waveform), so only its records get a ring of their own in the worker (waveRing below).
 */
export function forwardRing(spec: RecordSpec, out: RowBatch): RingLike {
  let newest = -1;
  return {
    capacity: new Ring(spec.rate, spec.width, spec.seconds).capacity,
    get newest() {
      return newest;
    },
    write(start, values, rows = Math.floor(values.length / spec.width)) {
      if (rows <= 0) return;
      out.add(spec.recordId, start, values, rows, spec.width);
      newest = Math.max(newest, start + rows - 1);
    },
    read: (): Slice | null => null,
  };
}

/** A real ring (read by the window analysis) whose writes are forwarded too. */
export function waveRing(spec: RecordSpec, out: RowBatch): Ring {
  const ring = new Ring(spec.rate, spec.width, spec.seconds);
  ring.tap = (start, values, rows) => out.add(spec.recordId, start, values, rows, spec.width);
  return ring;
}
