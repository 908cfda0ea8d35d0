import { HalfCycleRms } from '../math/halfCycleRms.js';
import type { Open, Threshold } from './machines.js';

/** A rule's scan of a waveform: its Urms(½) clock and the sample index that clock counts from. */
export interface WaveTrack {
  rms: HalfCycleRms;
  /** absolute sample index of the tracker's sample 0 */
  base: number;
  /** next absolute sample to read */
  next: number;
  open: Open | null;
}

/** A finished dip / swell / interruption on Urms(½): absolute sample indexes, extreme in pu. */
export interface WaveExcursion {
  /** boundary of the first value beyond the limit */
  start: number;
  /** boundary of the last value beyond the limit */
  last: number;
  /** boundary of the first value back inside (limit ∓ hysteresis): the end of the event */
  back: number;
  extreme: number;
}

export const newWaveTrack = (fs: number, from: number): WaveTrack => ({ rms: new HalfCycleRms(fs), base: from, next: from, open: null });

/**
 * Feeds samples (starting at absolute index `start`; NaN = a gap, which restarts the clock) to the
 * track's Urms(½) and applies the rule's threshold to each value (IEC 61000-4-30 5.4.2: a dip
 * starts when Urms(½) falls below the threshold and ends when it is at or above threshold +
 * hysteresis; residual = the lowest value; swells mirrored). `scale` turns the signal into pu.
 */
export function scanWave(
  track: WaveTrack,
  values: ArrayLike<number>,
  stride: number,
  rows: number,
  start: number,
  test: Threshold,
  scale: number,
  done: (e: WaveExcursion) => void,
): void {
  for (let r = 0; r < rows; r++) {
    const v = values[r * stride];
    const i = start + r;
    if (Number.isNaN(v)) {
      track.rms = new HalfCycleRms(track.rms.fs);
      track.base = i + 1;
      continue;
    }
    const u = track.rms.push(v);
    if (Number.isNaN(u)) continue;
    const m = u * scale;
    const at = track.base + track.rms.at;
    const o = track.open;
    if (!o) {
      if (test.enter(m)) track.open = { start: at, last: at, extreme: m };
    } else if (test.stay(m)) {
      o.last = at;
      if (test.worse(o.extreme, m)) o.extreme = m;
    } else {
      done({ start: o.start, last: o.last, back: at, extreme: o.extreme });
      track.open = null;
    }
  }
  track.next = start + rows;
}
