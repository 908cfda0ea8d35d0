/**
 * Fundamental frequency of a sampled waveform, in two steps:
 * 1. rising zero crossings (linear interpolation, hysteresis of 10 % of the peak so that noise
 *    and harmonics near zero do not count twice), least-squares fit of the period;
 * 2. refinement: the Hann-windowed DFT at that frequency over the first and the second half of
 *    the samples. For a steady component both halves see the same leakage, so the phase advance
 *    between them is exactly 2π·f·L/fs whatever the small error of step 1; the window keeps the
 *    negative-frequency image and the harmonics out of it.
 * NaN when the input holds fewer than three rising crossings.
 */
export function estimateFrequency(x: ArrayLike<number>, fs: number, length = x.length): number {
  if (length < 8) return NaN;
  let mean = 0;
  for (let i = 0; i < length; i++) mean += x[i];
  mean /= length;
  let peak = 0;
  for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(x[i] - mean));
  if (!(peak > 0)) return NaN;
  const f0 = crossingFrequency(x, fs, length, mean, 0.1 * peak);
  return Number.isFinite(f0) ? refine(x, fs, length, mean, f0) : NaN;
}

function crossingFrequency(x: ArrayLike<number>, fs: number, length: number, mean: number, hysteresis: number): number {
  // Σ over crossings j of (j, t_j) for the least-squares slope
  let n = 0,
    sj = 0,
    st = 0,
    sjj = 0,
    sjt = 0;
  let armed = false;
  for (let i = 1; i < length; i++) {
    const prev = x[i - 1] - mean;
    const v = x[i] - mean;
    if (v < -hysteresis) armed = true;
    if (armed && prev < 0 && v >= 0) {
      const t = i - 1 + -prev / (v - prev);
      sj += n;
      st += t;
      sjj += n * n;
      sjt += n * t;
      n++;
      armed = false;
    }
  }
  if (n < 3) return NaN;
  const period = (n * sjt - sj * st) / (n * sjj - sj * sj);
  return fs / period;
}

function refine(x: ArrayLike<number>, fs: number, length: number, mean: number, f0: number): number {
  const L = Math.floor(length / 2);
  const w0 = (2 * Math.PI * f0) / fs;
  const sr = Math.cos(w0);
  const si = -Math.sin(w0);
  let rr = 1,
    ri = 0;
  let ar = 0,
    ai = 0,
    br = 0,
    bi = 0;
  for (let k = 0; k < L; k++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * k) / L);
    const a = hann * (x[k] - mean);
    const b = hann * (x[L + k] - mean);
    ar += a * rr;
    ai += a * ri;
    br += b * rr;
    bi += b * ri;
    const t = rr * sr - ri * si;
    ri = rr * si + ri * sr;
    rr = t;
  }
  // phase of B relative to A: the component advanced by ω·L over L samples
  const dphi = Math.atan2(bi * ar - br * ai, br * ar + bi * ai);
  let err = dphi - w0 * L;
  err -= 2 * Math.PI * Math.round(err / (2 * Math.PI));
  return ((w0 + err / L) * fs) / (2 * Math.PI);
}
