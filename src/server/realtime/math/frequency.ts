import { coarseFrequency } from './peak.js';
import { fundamentalPhasor } from './phaseFit.js';

/**
 * Fundamental frequency of a sampled waveform, in two steps:
 * 1. coarse: the peak of the Hann-windowed spectrum (peak.ts), within a fraction of a Hz;
 * 2. refinement: the fundamental's phasor fitted at that frequency (phaseFit.ts: weighted least
 *    squares under a Hann window) over the first and over the second half of the samples; the
 *    phase advance between the halves is 2π·f·L/fs. Known only modulo 2π, so step 1 must be
 *    within fs/(2L) (4.4 Hz for 225 ms, 6.7 Hz for 150 ms): a larger error lands a multiple of
 *    fs/L off, which is what zero crossings did with high-order harmonics.
 * The estimate is the mean frequency between the centres of the two halves: the frequency at
 * the window's centre for a linear ramp. NaN when the input holds fewer than two cycles.
 */
export function estimateFrequency(x: ArrayLike<number>, fs: number, length = x.length): number {
  if (length < 8) return NaN;
  let mean = 0;
  for (let i = 0; i < length; i++) mean += x[i];
  mean /= length;
  let peak = 0;
  for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(x[i] - mean));
  if (!(peak > 0)) return NaN;
  const f0 = coarseFrequency(x, fs, length, mean);
  if (!Number.isFinite(f0)) return NaN;
  // the fit is exact for a tone at f0 and off by a little for one near it: a second pass at the
  // first's result leaves nothing of step 1's error
  return refine(x, fs, length, refine(x, fs, length, f0));
}

/** Hann weights of length L, cached (a few window lengths are in use). */
const tapers = new Map<number, Float64Array>();
function taper(L: number): Float64Array {
  let t = tapers.get(L);
  if (!t) {
    t = Float64Array.from({ length: L }, (_, k) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (k + 0.5)) / L));
    if (tapers.size >= 16) tapers.clear();
    tapers.set(L, t);
  }
  return t;
}

/** Phase advance of the tone near f0 from the first half of x to the second, as a frequency. */
function refine(x: ArrayLike<number>, fs: number, length: number, f0: number): number {
  const L = Math.floor(length / 2);
  const w0 = (2 * Math.PI * f0) / fs;
  const g = taper(L);
  const [ar, ai] = fundamentalPhasor(x, 0, L, w0, g);
  const [br, bi] = fundamentalPhasor(x, L, L, w0, g);
  const dphi = Math.atan2(bi * ar - br * ai, br * ar + bi * ai); // arg(B·conj(A))
  let err = dphi - w0 * L;
  err -= 2 * Math.PI * Math.round(err / (2 * Math.PI));
  return ((w0 + err / L) * fs) / (2 * Math.PI);
}
