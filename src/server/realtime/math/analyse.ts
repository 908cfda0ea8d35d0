import { dft } from './dft.js';
import { estimateFrequency } from './frequency.js';
import { groupSpectrum } from './harmonics.js';
import { resyncHarmonics } from './resync.js';
import { fitTone } from './tone.js';
import type { Analysis, AnalysisOptions } from './types.js';

/**
 * IEC 61000-4-7 analysis of the window that starts at x[0]: the frequency is measured over
 * all of x (give it a little more than 10 cycles, ~225 ms at 45 Hz and up), then the DFT runs
 * over exactly round(10·fs/f) samples, so bins fall on multiples of f/10 (5 Hz at 50 Hz) as a
 * frequency-synchronised window would. A window of whole samples still misses exactly 10
 * cycles by up to half a sample (0.04 %), and the rectangular window then leaks ~0.3 % of the
 * fundamental into the neighbouring interharmonic groups. So the fundamental, fitted at the
 * measured frequency, is taken out before the DFT and put back into its own bin, and each
 * harmonic is moved back onto its bin (resync.ts): what a perfectly synchronised window would
 * show. Null when x is too short, flat or holds NaN.
 */
export function analyse(x: ArrayLike<number>, fs: number, opts: AnalysisOptions = {}): Analysis | null {
  const cycles = opts.nominal === 60 ? 12 : 10;
  const maxOrder = opts.maxOrder ?? 50;
  for (let i = 0; i < x.length; i++) if (!Number.isFinite(x[i])) return null;
  const frequency = estimateFrequency(x, fs);
  if (!Number.isFinite(frequency) || frequency <= 0) return null;
  const n = Math.round((cycles * fs) / frequency);
  if (n > x.length || n < 4 * cycles) return null;

  const w = (2 * Math.PI * frequency) / fs;
  const tone = fitTone(x, n, w);
  const residual = new Float64Array(n);
  const sr = Math.cos(w);
  const si = Math.sin(w);
  for (let k = 0, cr = 1, ci = 0; k < n; k++) {
    residual[k] = x[k] - tone.a * cr - tone.b * ci;
    const t = cr * sr - ci * si;
    ci = cr * si + ci * sr;
    cr = t;
  }
  const { re, im } = dft(residual, n);
  re[cycles] += (n / 2) * tone.a; // DFT of a·cos + b·sin on bin `cycles`: n/2·(a − i·b)
  im[cycles] -= (n / 2) * tone.b;
  resyncHarmonics(re, im, n, (n * frequency) / fs, cycles, 2, maxOrder);
  const half = Math.floor(n / 2);
  const c = new Float64Array(half + 1);
  c[0] = Math.abs(re[0]) / n;
  for (let k = 1; k <= half; k++) c[k] = (Math.SQRT2 * Math.hypot(re[k], im[k])) / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += x[i] * x[i];

  return { frequency, samples: n, cycles, rms: Math.sqrt(ss / n), fundamental: c[cycles], ...groupSpectrum(c, cycles, maxOrder) };
}
