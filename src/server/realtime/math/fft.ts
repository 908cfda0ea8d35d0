/**
 * In-place iterative radix-2 FFT on split real/imaginary arrays. Plans (twiddles and the
 * bit-reversal table) are built once per size and reused.
 */
export class Radix2 {
  readonly n: number;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly rev: Uint32Array;

  constructor(n: number) {
    if (n < 1 || (n & (n - 1)) !== 0) throw new Error(`FFT size ${n} is not a power of two`);
    this.n = n;
    this.cos = new Float64Array(n / 2);
    this.sin = new Float64Array(n / 2);
    for (let i = 0; i < n / 2; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / n);
      this.sin[i] = Math.sin((2 * Math.PI * i) / n);
    }
    this.rev = new Uint32Array(n);
    const bits = Math.log2(n);
    for (let i = 0; i < n; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.rev[i] = r;
    }
  }

  /** X[k] = Σ x[j]·e^(∓2πi jk/n); `inverse` flips the sign and does not scale. */
  transform(re: Float64Array, im: Float64Array, inverse = false): void {
    const { n, rev, cos, sin } = this;
    for (let i = 0; i < n; i++) {
      const j = rev[i];
      if (j > i) {
        let t = re[i];
        re[i] = re[j];
        re[j] = t;
        t = im[i];
        im[i] = im[j];
        im[j] = t;
      }
    }
    const sign = inverse ? 1 : -1;
    for (let size = 2; size <= n; size <<= 1) {
      const half = size >> 1;
      const step = n / size;
      for (let start = 0; start < n; start += size) {
        for (let k = 0; k < half; k++) {
          const wr = cos[k * step];
          const wi = sign * sin[k * step];
          const a = start + k;
          const b = a + half;
          const tr = re[b] * wr - im[b] * wi;
          const ti = re[b] * wi + im[b] * wr;
          re[b] = re[a] - tr;
          im[b] = im[a] - ti;
          re[a] += tr;
          im[a] += ti;
        }
      }
    }
  }
}

export const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * The spectrum X[0 … n/2] of a real sequence of n points (a power of two), zero-padded, through one complex FFT of n/2
 * points: the even samples as the real part, the odd ones as the imaginary, then one pass splits the two halves' spectra
 * apart. Half the work of a complex FFT of n points on a real input (the coarse frequency peak's, peak.ts).
 */
export class RealFft {
  /** X[k] for k = 0 … n/2 after `transform` */
  readonly re: Float64Array;
  readonly im: Float64Array;
  private readonly half: Radix2;
  private readonly zr: Float64Array;
  private readonly zi: Float64Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;

  constructor(readonly n: number) {
    if (n < 2 || (n & (n - 1)) !== 0) throw new Error(`FFT size ${n} is not a power of two`);
    const h = n / 2;
    this.half = new Radix2(h);
    this.zr = new Float64Array(h);
    this.zi = new Float64Array(h);
    this.re = new Float64Array(h + 1);
    this.im = new Float64Array(h + 1);
    this.cos = new Float64Array(h + 1);
    this.sin = new Float64Array(h + 1);
    for (let k = 0; k <= h; k++) {
      this.cos[k] = Math.cos((2 * Math.PI * k) / n);
      this.sin[k] = Math.sin((2 * Math.PI * k) / n);
    }
  }

  /** X[k] = Σ x[j]·e^(−2πi jk/n) of x[0 … length), zeros after it. */
  transform(x: ArrayLike<number>, length = x.length): void {
    const { half, zr, zi, re, im, cos, sin } = this;
    const h = this.n / 2;
    if (length > this.n) throw new Error(`${length} samples do not fit an FFT of ${this.n}`);
    zr.fill(0);
    zi.fill(0);
    for (let j = 0; j < length; j++) {
      if (j & 1) zi[j >> 1] = x[j];
      else zr[j >> 1] = x[j];
    }
    half.transform(zr, zi);
    for (let k = 0; k <= h; k++) {
      const a = k % h; // Z[h] is Z[0]
      const b = (h - k) % h;
      // even samples' spectrum E = (Z[k] + conj Z[h−k]) / 2, odd samples' O = (Z[k] − conj Z[h−k]) / 2i
      const er = (zr[a] + zr[b]) / 2;
      const ei = (zi[a] - zi[b]) / 2;
      const or = (zi[a] + zi[b]) / 2;
      const oi = (zr[b] - zr[a]) / 2;
      // X[k] = E + e^(−2πik/n)·O
      re[k] = er + or * cos[k] + oi * sin[k];
      im[k] = ei + oi * cos[k] - or * sin[k];
    }
  }
}
