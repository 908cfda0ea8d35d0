import type { RingLike } from './types.js';

/**
 * Writes the non-NaN runs of a scalar series from absolute index `start`. NaN marks samples
 * the device did not send (a drop-out): they are not written, so the ring records a gap when
 * the next sample arrives, and the newest timestamp stays at the last real sample.
 */
export function writeRuns(ring: RingLike | undefined, start: number, values: Float32Array): number {
  if (!ring) return 0;
  let written = 0;
  let i = 0;
  while (i < values.length) {
    while (i < values.length && values[i] !== values[i]) i++;
    const from = i;
    while (i < values.length && values[i] === values[i]) i++;
    if (i > from) {
      ring.write(start + from, values.subarray(from, i));
      written += i - from;
    }
  }
  return written;
}
