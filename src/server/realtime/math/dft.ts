import { Radix2, nextPow2 } from './fft.js';
import type { Spectrum } from './types.js';

/**
 * DFT of any length through Bluestein's chirp-z transform on a power-of-two FFT. The
 * IEC 61000-4-7 window holds round(10·fs/f) samples, which changes with the measured
 * frequency and is rarely a power of two. Plans are cached (a handful of sizes in use at once).
 */
class Bluestein {
  private readonly fft: Radix2;
  private readonly wr: Float64Array;
  private readonly wi: Float64Array;
  private readonly br: Float64Array;
  private readonly bi: Float64Array;
  private readonly ar: Float64Array;
  private readonly ai: Float64Array;

  constructor(readonly n: number) {
    const m = nextPow2(2 * n - 1);
    this.fft = new Radix2(m);
    this.wr = new Float64Array(n);
    this.wi = new Float64Array(n);
    this.br = new Float64Array(m);
    this.bi = new Float64Array(m);
    this.ar = new Float64Array(m);
    this.ai = new Float64Array(m);
    for (let k = 0; k < n; k++) {
      // k² mod 2n keeps the angle small, so it stays exact for large k
      const a = (Math.PI * ((k * k) % (2 * n))) / n;
      this.wr[k] = Math.cos(a);
      this.wi[k] = -Math.sin(a);
      this.br[k] = this.wr[k];
      this.bi[k] = -this.wi[k];
      if (k > 0) {
        this.br[m - k] = this.br[k];
        this.bi[m - k] = this.bi[k];
      }
    }
    this.fft.transform(this.br, this.bi);
  }

  transform(x: ArrayLike<number>, offset: number): Spectrum {
    const { n, wr, wi, br, bi, ar, ai } = this;
    const m = ar.length;
    ar.fill(0);
    ai.fill(0);
    for (let k = 0; k < n; k++) {
      const v = x[offset + k];
      ar[k] = v * wr[k];
      ai[k] = v * wi[k];
    }
    this.fft.transform(ar, ai);
    for (let k = 0; k < m; k++) {
      const r = ar[k] * br[k] - ai[k] * bi[k];
      ai[k] = ar[k] * bi[k] + ai[k] * br[k];
      ar[k] = r;
    }
    this.fft.transform(ar, ai, true);
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const cr = ar[k] / m;
      const ci = ai[k] / m;
      re[k] = cr * wr[k] - ci * wi[k];
      im[k] = cr * wi[k] + ci * wr[k];
    }
    return { re, im };
  }
}

const PLANS = 16;
const bluestein = new Map<number, Bluestein>();
const radix2 = new Map<number, Radix2>();

function plan<T>(cache: Map<number, T>, n: number, make: () => T): T {
  let p = cache.get(n);
  if (p) {
    cache.delete(n); // keep the most recently used last
  } else {
    p = make();
    if (cache.size >= PLANS) cache.delete(cache.keys().next().value!);
  }
  cache.set(n, p);
  return p;
}

/** Complex DFT of the real samples x[offset .. offset+n). */
export function dft(x: ArrayLike<number>, n: number, offset = 0): Spectrum {
  if ((n & (n - 1)) === 0) {
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    for (let k = 0; k < n; k++) re[k] = x[offset + k];
    plan(radix2, n, () => new Radix2(n)).transform(re, im);
    return { re, im };
  }
  return plan(bluestein, n, () => new Bluestein(n)).transform(x, offset);
}
