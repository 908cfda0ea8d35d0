import { RealFft, nextPow2 } from './fft.js';

// FFT sizes are powers of two (few); window lengths follow the callers' sample rates, so at most 32 are kept
const plans = new Map<number, RealFft>();
const hann = new Map<number, Float64Array>();
const taper = (length: number) => {
  let w = hann.get(length);
  if (!w) {
    if (hann.size >= 32) hann.clear();
    hann.set(length, (w = Float64Array.from({ length }, (_, k) => 0.5 - 0.5 * Math.cos((2 * Math.PI * k) / length))));
  }
  return w;
};

/**
 * Coarse fundamental frequency: the strongest peak of the Hann-windowed spectrum of x − mean,
 * zero-padded to at least twice the length, refined by Gaussian interpolation of the three bins
 * around it. Zero crossings (the former coarse step) count extra crossings once a harmonic's slope
 * exceeds the fundamental's (10 % of order ≥ 10 can): the phase refinement then lands a whole
 * ambiguity step (fs / half the window, 8.9 Hz at 5.12 kHz) off. A spectral peak has no such
 * failure: the fundamental stays the strongest line with any harmonic below it, and the Hann
 * window keeps each line's leakage from lifting another. Needs to be within fs / length of the
 * truth (half the refinement's ambiguity step), which it is by a wide margin (< 0.1 bin).
 * NaN when the peak lies below two cycles per window (too short to tell from DC).
 */
export function coarseFrequency(x: ArrayLike<number>, fs: number, length: number, mean: number): number {
  const m = nextPow2(2 * length);
  let fft = plans.get(m);
  if (!fft) plans.set(m, (fft = new RealFft(m)));
  const w = taper(length);
  const windowed = new Float64Array(length);
  for (let k = 0; k < length; k++) windowed[k] = w[k] * (x[k] - mean);
  fft.transform(windowed);
  const { re, im } = fft;
  const power = (k: number) => re[k] * re[k] + im[k] * im[k];
  // below two cycles per window the fundamental's main lobe (±2 cycles) merges with its mirror image
  const from = Math.ceil((2 * m) / length);
  let best = -1;
  let bestPower = 0;
  for (let k = from; k < m / 2; k++) {
    const p = power(k);
    if (p > bestPower) {
      bestPower = p;
      best = k;
    }
  }
  if (best <= from) return NaN; // no peak, or still falling at the lower edge: too few cycles
  // a Hann main lobe is close to a Gaussian: the parabola through the log powers finds its top
  const a = Math.log(power(best - 1));
  const b = Math.log(bestPower);
  const c = Math.log(power(best + 1));
  const den = a - 2 * b + c;
  const shift = (0.5 * (a - c)) / den;
  return ((best + (den < 0 && Math.abs(shift) <= 1 ? shift : 0)) * fs) / m;
}
