import { fundamentalPhasor, hannTaper } from './phaseFit.js';
import { trackFrequency, type FrequencyTrack, type TrackOptions } from './track.js';

/**
 * 100 ms (5 cycles at 50 Hz), shorter than the frequency's 150 ms: a Hann window of length T
 * passes a modulation at fm with gain sinc(fm·T)/(1 − (fm·T)²), 0.85 for 5 Hz at 100 ms (1.5 %
 * TVE on C37.118.1's 0.1 modulation, limit 3 %) but 0.69 at 150 ms (3.1 %, a miss); and a step
 * moves the estimate for about one window, within the M class's 7/Fs = 140 ms. Long enough that
 * the 3rd harmonic is 13.5 bins off at 45 Hz (the 2nd is fitted, phaseFit.ts).
 */
export const PHASOR_WINDOW_SECONDS = 0.1;

export interface PhasorTrack extends FrequencyTrack {
  /** RMS magnitude of the fundamental at each instant, the input's unit */
  magnitude: Float64Array;
  /** rad in (−π, π]: the phase against a cosine at the nominal frequency on the same clock */
  angle: Float64Array;
}

export interface PhasorOptions extends TrackOptions {
  /** nominal system frequency (default 50 Hz) */
  nominal?: number;
}

/**
 * Synchrophasors (IEEE C37.118.1 §4.2: x(t) = Xm·cos(2π·f·t + φ) → X(t) = Xm/√2 · e^{j(2π(f − f0)t + φ)})
 * at the reporting instants of trackFrequency: the fundamental fitted at the estimated frequency
 * (phaseFit.ts) over the Hann window centred on the instant, its phase carried from the window's
 * first sample to the exact instant at that frequency, then referred to the nominal cosine. The
 * window's centre is the instant, so a ramp's or a step's estimate has no group delay.
 */
export function trackSynchrophasor(x: ArrayLike<number>, fs: number, reportRate: number, opts: PhasorOptions = {}): PhasorTrack {
  const track = trackFrequency(x, fs, reportRate, opts);
  const first = opts.firstSample ?? 0;
  const nominal = opts.nominal ?? 50;
  const n = Math.round(PHASOR_WINDOW_SECONDS * fs);
  const g = hannTaper(n);
  const magnitude = new Float64Array(track.time.length).fill(NaN);
  const angle = new Float64Array(track.time.length).fill(NaN);
  for (let j = 0; j < track.time.length; j++) {
    const k = Math.round(track.time[j] * reportRate);
    const f = track.frequency[j];
    const centre = (k * fs - first * reportRate) / reportRate; // the instant as a sample index of x (integers until the division: ~1e14 on the UTC clock)
    const start = Math.round(centre - (n - 1) / 2);
    if (!Number.isFinite(f) || start < 0 || start + n > x.length) continue;
    const w = (2 * Math.PI * f) / fs;
    const [re, im] = fundamentalPhasor(x, start, n, w, g);
    magnitude[j] = Math.hypot(re, im) * Math.SQRT1_2;
    // the nominal cosine's phase at instant k, in cycles, kept small: t·f0 is ~1e11 on the UTC clock
    const nominalCycles = Number.isInteger(nominal) ? ((nominal * k) % reportRate) / reportRate : (nominal * k) / reportRate;
    angle[j] = wrap(Math.atan2(im, re) + w * (centre - start) - 2 * Math.PI * nominalCycles);
  }
  return { ...track, magnitude, angle };
}

const wrap = (a: number) => a - 2 * Math.PI * Math.ceil((a - Math.PI) / (2 * Math.PI));
