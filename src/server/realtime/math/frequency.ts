import { coarseFrequency } from './peak.js';
import { fundamentalPhasor, hannTaper as taper } from './phaseFit.js';

/**
 * Fundamental frequency of a sampled waveform, in two steps:
 * 1. coarse: the peak of the Hann-windowed spectrum (peak.ts), within a fraction of a Hz;
 * 2. refinement: the fundamental's phasor fitted at that frequency (phaseFit.ts: weighted least
 *    squares under a Hann window) over the first and over the last 70 % of the samples; the
 *    phase advance between the fits, D = 30 % of the samples apart, is 2π·f·D/fs. Known only
 *    modulo 2π, so step 1 must be within fs/(2D) (7.4 Hz for 225 ms, 11 Hz for 150 ms): a larger
 *    error lands a multiple of fs/D off, which is what zero crossings did with high-order harmonics.
 * The estimate is the mean frequency between the centres of the two fits: the frequency at the
 * window's centre for a linear ramp. NaN when the input holds fewer than two cycles.
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

/**
 * Each fit spans 70 % of the input, the second starting 30 % after the first (two halves before).
 * Longer fits put a tone 20–30 Hz from the fundamental (C37.118.1's out-of-band test: 10 % below
 * f0 − Fs/2 or above f0 + Fs/2) beyond the Hann main lobe: halves gave 23 mHz of error, these
 * 6.4 mHz (M class limit 10 mHz), and harmonics, ramps and modulation lost nothing (the accuracy table).
 */
const FIT_FRACTION = 0.7;

/** Phase advance of the tone near f0 from the first fit over x to the second, as a frequency. */
function refine(x: ArrayLike<number>, fs: number, length: number, f0: number): number {
  const L = Math.round(length * FIT_FRACTION);
  const D = length - L;
  const w0 = (2 * Math.PI * f0) / fs;
  const g = taper(L);
  const [ar, ai] = fundamentalPhasor(x, 0, L, w0, g);
  const [br, bi] = fundamentalPhasor(x, D, L, w0, g);
  const dphi = Math.atan2(bi * ar - br * ai, br * ar + bi * ai); // arg(B·conj(A))
  let err = dphi - w0 * D;
  err -= 2 * Math.PI * Math.round(err / (2 * Math.PI));
  return ((w0 + err / D) * fs) / (2 * Math.PI);
}
