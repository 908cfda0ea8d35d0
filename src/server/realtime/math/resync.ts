/**
 * Harmonic n of a window that is not exactly W cycles long sits at the fractional bin n·p0
 * (p0 = N·f/fs ≈ W) instead of n·W; the rectangular window then smears it over the whole
 * spectrum (0.13 bins off at order 49 for a 0.04 % mismatch), falling off only as 1/distance.
 * Each harmonic's complex amplitude is solved from its nearest bin through the Dirichlet kernel
 * of a real tone (the line and its mirror image, which matters near Nyquist), its smear is
 * removed from every bin and it is put back on bin n·W, as a synchronised window would show it.
 * Removing the smear only within ±W bins left 0.2–0.6 % of the fundamental in the interharmonic
 * groups next to a 10 % harmonic of order 45–50 off 50 Hz. Works in place on bins 0..N/2.
 */
export function resyncHarmonics(re: Float64Array, im: Float64Array, n: number, p0: number, W: number, fromOrder: number, maxOrder: number): void {
  const half = Math.floor(n / 2);
  // a harmonic smears about |X[m]|·offset: skip those whose smear stays below 1e-5 of the fundamental
  const floor = 1e-5 * Math.hypot(re[W], im[W]);
  for (let h = fromOrder; h <= maxOrder; h++) {
    const m = h * W;
    const p = h * p0;
    if (m > half || Math.hypot(re[m], im[m]) * Math.abs(p - m) < floor) continue;
    // X[k] = A·D(p − k) + conj(A)·D(−p − k): the tone and its mirror image; solve X[m] for A
    const [dr, di] = dirichlet(p - m, n);
    const [er, ei] = dirichlet(-p - m, n);
    // [dr+er, ei−di; di+ei, dr−er]·[ar; ai] = [re; im]
    const m11 = dr + er,
      m12 = ei - di,
      m21 = di + ei,
      m22 = dr - er;
    const det = m11 * m22 - m12 * m21;
    const ar = (re[m] * m22 - m12 * im[m]) / det;
    const ai = (m11 * im[m] - m21 * re[m]) / det;
    subtractKernel(re, im, n, half, p, ar, ai);
    subtractKernel(re, im, n, half, -p, ar, -ai);
    re[m] += ar * n;
    im[m] += ai * n;
  }
}

/**
 * X[k] −= (ar + i·ai)·D(p − k) for k = 0..half, D by rotations instead of three trig calls per
 * bin (k steps x = p − k by −1): sin(πx) alternates sign, e^{iπx(n−1)/n} and sin(πx/n) rotate.
 */
function subtractKernel(re: Float64Array, im: Float64Array, n: number, half: number, p: number, ar: number, ai: number): void {
  const sinPx = Math.sin(Math.PI * p);
  let pr = Math.cos((Math.PI * p * (n - 1)) / n),
    pi = Math.sin((Math.PI * p * (n - 1)) / n);
  const ur = Math.cos((Math.PI * (n - 1)) / n),
    ui = -Math.sin((Math.PI * (n - 1)) / n);
  let cr = Math.cos((Math.PI * p) / n),
    ci = Math.sin((Math.PI * p) / n); // e^{iπx/n}: its imaginary part is sin(πx/n)
  const vr = Math.cos(Math.PI / n),
    vi = -Math.sin(Math.PI / n);
  for (let k = 0, sign = 1; k <= half; k++, sign = -sign) {
    const mag = Math.abs(ci) < 1e-12 ? n * Math.sign(cr) ** (n - 1) : (sign * sinPx) / ci;
    const kr = mag * pr;
    const ki = mag * pi;
    re[k] -= ar * kr - ai * ki;
    im[k] -= ar * ki + ai * kr;
    let t = pr * ur - pi * ui;
    pi = pr * ui + pi * ur;
    pr = t;
    t = cr * vr - ci * vi;
    ci = cr * vi + ci * vr;
    cr = t;
  }
}

/** Σ_{j<n} e^{i2πxj/n} = e^{iπx(n−1)/n}·sin(πx)/sin(πx/n) */
function dirichlet(x: number, n: number): [number, number] {
  const s = Math.sin((Math.PI * x) / n);
  const mag = Math.abs(s) < 1e-15 ? n : Math.sin(Math.PI * x) / s;
  const ph = (Math.PI * x * (n - 1)) / n;
  return [mag * Math.cos(ph), mag * Math.sin(ph)];
}
