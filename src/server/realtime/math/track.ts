import { estimateFrequency } from './frequency.js';
import { rocof } from './rocof.js';

/** Frequency, ROCOF and their time stamps at each reporting instant a waveform covers. */
export interface FrequencyTrack {
  /** reporting instants, s: k / reportRate on the sample clock (sample i at (firstSample + i) / fs) */
  time: Float64Array;
  /** Hz */
  frequency: Float64Array;
  /** Hz/s (rocof.ts; NaN at the first and last instant) */
  rocof: Float64Array;
}

export interface TrackOptions {
  /** absolute sample number of x[0] (default 0), so instants stay on the UTC grid across calls */
  firstSample?: number;
  /** window per estimate, s (default FREQUENCY_WINDOW_SECONDS) */
  windowSeconds?: number;
}

/**
 * 150 ms (7.5 cycles at 50 Hz): short enough that a window centred on the reporting instant,
 * plus the interval ROCOF's central difference waits for, stays within the M class reporting
 * latency at 50 reports/s (75 + 20 ms < 5/Fs = 100 ms) and passes 5 Hz modulation with margin;
 * long enough that each of the estimator's two fits (105 ms) holds 4.7 cycles at 45 Hz, which
 * keeps a 10 % tone 20 Hz or more off the fundamental out of the Hann main lobe.
 */
export const FREQUENCY_WINDOW_SECONDS = 0.15;

/**
 * Frequency of x at every reporting instant k / reportRate whose window lies within x: each
 * estimate (frequency.ts) over the whole-sample window centred on the instant (at most half a
 * sample off it), so the time stamp is the window's centre, where a ramp's estimate is exact.
 */
export function trackFrequency(x: ArrayLike<number>, fs: number, reportRate: number, opts: TrackOptions = {}): FrequencyTrack {
  const first = opts.firstSample ?? 0;
  const n = Math.round((opts.windowSeconds ?? FREQUENCY_WINDOW_SECONDS) * fs);
  const half = (n - 1) / 2;
  const k0 = Math.ceil(((first + half) * reportRate) / fs);
  const k1 = Math.floor(((first + x.length - 1 - half) * reportRate) / fs);
  const count = Math.max(0, k1 - k0 + 1);
  const time = new Float64Array(count);
  const frequency = new Float64Array(count);
  const window = new Float64Array(n);
  for (let j = 0; j < count; j++) {
    const k = k0 + j;
    const start = Math.round((k * fs - first * reportRate) / reportRate - half);
    time[j] = k / reportRate;
    if (start < 0 || start + n > x.length) {
      frequency[j] = NaN;
      continue;
    }
    for (let i = 0; i < n; i++) window[i] = x[start + i];
    frequency[j] = estimateFrequency(window, fs);
  }
  return { time, frequency, rocof: rocof(frequency, reportRate) };
}
