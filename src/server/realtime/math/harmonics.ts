/**
 * IEC 61000-4-7 grouping of a spectrum whose bins are 1/W of the fundamental apart
 * (W = 10 cycles at 50 Hz → 5 Hz bins; W = 12 at 60 Hz). c[k] is the RMS of bin k.
 * - harmonic group n: bins n·W ± (W/2 − 1), plus half the energy of the two edge bins n·W ± W/2;
 * - harmonic subgroup n: bins n·W ± 1;
 * - interharmonic group between n and n+1: the W − 1 bins strictly between;
 * - interharmonic centred subgroup: the same without the bin next to each harmonic.
 * Groups that need a bin above Nyquist are NaN.
 */
export interface Groups {
  harmonicGroups: Float64Array;
  harmonicSubgroups: Float64Array;
  interharmonicGroups: Float64Array;
  interharmonicSubgroups: Float64Array;
  thd: number;
  thdg: number;
  thds: number;
}

export function groupSpectrum(c: Float64Array, W: number, maxOrder: number): Groups {
  const sq = (k: number) => (k < c.length ? c[k] * c[k] : NaN);
  const sum = (from: number, to: number) => {
    let s = 0;
    for (let k = from; k <= to; k++) s += sq(k);
    return s;
  };
  const half = W / 2;
  const hg = new Float64Array(maxOrder + 1);
  const hsg = new Float64Array(maxOrder + 1);
  const ihg = new Float64Array(maxOrder);
  const ihsg = new Float64Array(maxOrder);
  hg[0] = c[0];
  hsg[0] = c[0];
  for (let n = 1; n <= maxOrder; n++) {
    const m = n * W;
    hg[n] = Math.sqrt(sum(m - half + 1, m + half - 1) + 0.5 * (sq(m - half) + sq(m + half)));
    hsg[n] = Math.sqrt(sum(m - 1, m + 1));
  }
  for (let n = 0; n < maxOrder; n++) {
    ihg[n] = Math.sqrt(sum(n * W + 1, (n + 1) * W - 1));
    ihsg[n] = Math.sqrt(sum(n * W + 2, (n + 1) * W - 2));
  }
  return {
    harmonicGroups: hg,
    harmonicSubgroups: hsg,
    interharmonicGroups: ihg,
    interharmonicSubgroups: ihsg,
    thd: distortion((n) => c[n * W], maxOrder),
    thdg: distortion((n) => hg[n], maxOrder),
    thds: distortion((n) => hsg[n], maxOrder),
  };
}

/** √(Σ_{n≥2} Y_n²) / Y_1 in %, over the orders below Nyquist. */
function distortion(y: (n: number) => number, maxOrder: number): number {
  let s = 0;
  for (let n = 2; n <= maxOrder; n++) {
    const v = y(n);
    if (Number.isFinite(v)) s += v * v;
  }
  return (100 * Math.sqrt(s)) / y(1);
}
