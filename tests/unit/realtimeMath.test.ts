import { describe, expect, it } from 'vitest';
import { analyse } from '#server/realtime/math/analyse.js';
import { dft } from '#server/realtime/math/dft.js';
import { RealFft } from '#server/realtime/math/fft.js';
import { estimateFrequency } from '#server/realtime/math/frequency.js';

/** Σ a·√2·sin(2π f t + φ) sampled at fs: [frequency Hz, RMS, phase rad][] */
function signal(fs: number, seconds: number, parts: [number, number, number?][]): Float64Array {
  const x = new Float64Array(Math.round(fs * seconds));
  for (let i = 0; i < x.length; i++) {
    const t = i / fs;
    for (const [f, rms, ph = 0] of parts) x[i] += rms * Math.SQRT2 * Math.sin(2 * Math.PI * f * t + ph);
  }
  return x;
}

function naiveDft(x: Float64Array) {
  const n = x.length;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < n; j++) {
      re[k] += x[j] * Math.cos((2 * Math.PI * j * k) / n);
      im[k] -= x[j] * Math.sin((2 * Math.PI * j * k) / n);
    }
  }
  return { re, im };
}

const U = 230; // RMS of the fundamental in every steady test signal
/** A load-type spectrum: [order, % of fundamental, phase] */
const HARMONICS: [number, number, number][] = [
  [2, 0.4, 0.3],
  [3, 5, 1.1],
  [5, 3, 2.0],
  [7, 2, -0.7],
  [11, 1, 0.4],
  [13, 0.8, 2.5],
  [25, 0.4, 1.0],
  [49, 1.5, -1.9],
];
const expectedThd = Math.sqrt(HARMONICS.reduce((s, [, p]) => s + p * p, 0));

/** the largest difference of two spectra over bins 0 … bins − 1 */
function maxError(a: { re: Float64Array; im: Float64Array }, b: { re: Float64Array; im: Float64Array }, bins: number) {
  let err = 0;
  for (let k = 0; k < bins; k++) err = Math.max(err, Math.abs(a.re[k] - b.re[k]), Math.abs(a.im[k] - b.im[k]));
  return err;
}

describe('DFT of any length', () => {
  it('matches the textbook DFT for power-of-two and other sizes (Bluestein) within 1e-9', () => {
    for (const n of [64, 100, 641, 1280]) {
      const x = Float64Array.from({ length: n }, (_, i) => Math.sin(i * 0.37) + ((i * 7919) % 13) / 13);
      expect(maxError(dft(x, n), naiveDft(x), n), `n = ${n}`).toBeLessThan(1e-9);
    }
  });
});

describe('FFT of a real input through half its size', () => {
  it('matches the textbook DFT of the zero-padded input on bins 0 … n/2 within 1e-9', () => {
    for (const [n, length] of [
      [2, 2],
      [8, 5],
      [256, 256],
      [2048, 700],
    ]) {
      const x = Float64Array.from({ length }, (_, i) => Math.cos(i * 0.61) + ((i * 7919) % 17) / 17 - 0.5);
      const fft = new RealFft(n);
      fft.transform(x);
      const ref = naiveDft(Float64Array.from({ length: n }, (_, i) => (i < length ? x[i] : 0)));
      expect(maxError(fft, ref, n / 2 + 1), `n = ${n}, ${length} samples`).toBeLessThan(1e-9);
    }
  });
});

describe('frequency (bound: within 5 mHz on steady signals)', () => {
  it('measures a pure tone across the bands the devices report', () => {
    for (const f of [20.5, 45.2, 49.87, 50, 50.123, 54.9, 59.97, 79.3]) {
      const x = signal(6400, 0.5, [[f, U]]);
      expect(Math.abs(estimateFrequency(x, 6400) - f), `${f} Hz`).toBeLessThan(0.005);
    }
  });

  it('holds the bound with a distorted waveform (THD ≈ 6.1 %) and at a low sampling rate', () => {
    for (const f of [45.3, 49.91, 50.07, 54.6]) {
      const parts: [number, number, number][] = [[f, U, 0.2], ...HARMONICS.map(([n, p, ph]) => [n * f, (U * p) / 100, ph] as [number, number, number])];
      expect(Math.abs(estimateFrequency(signal(6400, 0.225, parts), 6400) - f), `${f} Hz`).toBeLessThan(0.005);
      expect(
        Math.abs(
          estimateFrequency(
            signal(800, 0.3, [
              [f, U],
              [3 * f, U * 0.05],
            ]),
            800,
          ) - f,
        ),
        `${f} Hz at 800 Hz`,
      ).toBeLessThan(0.005);
    }
  });

  it('is not thrown off by a 10 % harmonic of high order (zero crossings were: 8.9 Hz steps at 5.12 kHz)', () => {
    for (const f of [45.3, 50, 54.7]) {
      for (let n = 36; n <= 50; n++) {
        for (let q = 0; q < 8; q++) {
          const x = signal(5120, 0.225, [
            [f, U],
            [n * f, U * 0.1, (q * Math.PI) / 4],
          ]);
          expect(Math.abs(estimateFrequency(x, 5120) - f), `${f} Hz, order ${n}, phase ${q}π/4`).toBeLessThan(0.005);
        }
      }
    }
  });

  it('gives NaN for a flat line or too few cycles', () => {
    expect(estimateFrequency(new Float64Array(1000), 6400)).toBeNaN();
    expect(estimateFrequency(signal(6400, 0.03, [[50, U]]), 6400)).toBeNaN();
  });
});

describe('IEC 61000-4-7 analysis (bound: magnitudes within 0.1 % of the fundamental on steady signals)', () => {
  const tol = U * 0.001;

  it('finds each harmonic group, the RMS and the THD of a distorted waveform, also off 50 Hz', () => {
    for (const [fs, f] of [
      [6400, 50],
      [6400, 49.83],
      [6400, 50.21],
      [6400, 46.1],
      [5120, 50],
      [5120, 49.96],
    ]) {
      const parts: [number, number, number][] = [[f, U, 0], ...HARMONICS.map(([n, p, ph]) => [n * f, (U * p) / 100, ph] as [number, number, number])];
      const a = analyse(signal(fs, 0.225, parts), fs)!;
      expect(a.cycles).toBe(10);
      expect(a.samples).toBe(Math.round((10 * fs) / f));
      expect(Math.abs(a.frequency - f)).toBeLessThan(0.005);
      expect(Math.abs(a.harmonicGroups[1] - U), `fundamental at ${f} Hz`).toBeLessThan(tol);
      for (let n = 2; n <= 50; n++) {
        const want = ((HARMONICS.find(([o]) => o === n)?.[1] ?? 0) * U) / 100;
        expect(Math.abs(a.harmonicGroups[n] - want), `group ${n} at ${f} Hz`).toBeLessThan(tol);
        expect(Math.abs(a.harmonicSubgroups[n] - want), `subgroup ${n} at ${f} Hz`).toBeLessThan(tol);
      }
      for (let n = 0; n < 50; n++) expect(a.interharmonicGroups[n], `interharmonic ${n}.5 at ${f} Hz`).toBeLessThan(tol);
      expect(Math.abs(a.rms - U * Math.sqrt(1 + (expectedThd / 100) ** 2))).toBeLessThan(tol);
      expect(Math.abs(a.thd - expectedThd)).toBeLessThan(0.1);
      expect(Math.abs(a.thds - expectedThd)).toBeLessThan(0.1);
    }
  });

  it('puts interharmonics into the group between their neighbours, and edge bins half into each harmonic group', () => {
    // 50 Hz: 5 Hz bins. 180 Hz = bin 36 (between 3rd and 4th, centred); 155 Hz = bin 31 (next to the 3rd);
    // 425 Hz = bin 85, exactly on the edge between the 8th and 9th harmonic groups
    const a = analyse(
      signal(6400, 0.225, [
        [50, U],
        [180, 2.3],
        [155, 4.6],
        [425, 3],
      ]),
      6400,
    )!;
    expect(Math.abs(a.interharmonicGroups[3] - Math.hypot(2.3, 4.6))).toBeLessThan(tol);
    expect(Math.abs(a.interharmonicSubgroups[3] - 2.3)).toBeLessThan(tol); // bin 31 is next to the harmonic: not centred
    expect(Math.abs(a.harmonicGroups[3] - 4.6)).toBeLessThan(tol); // a group spans ±20 Hz
    expect(Math.abs(a.harmonicSubgroups[3] - 4.6)).toBeLessThan(tol); // a subgroup spans ±5 Hz
    expect(Math.abs(a.harmonicGroups[8] - 3 / Math.SQRT2)).toBeLessThan(tol);
    expect(Math.abs(a.harmonicGroups[9] - 3 / Math.SQRT2)).toBeLessThan(tol);
    expect(Math.abs(a.interharmonicGroups[8] - 3)).toBeLessThan(tol);
    expect(a.harmonicSubgroups[8]).toBeLessThan(tol);
  });

  it('uses 12-cycle windows on 60 Hz systems', () => {
    const f = 59.94;
    const a = analyse(
      signal(7680, 0.25, [
        [f, U],
        [5 * f, U * 0.04],
      ]),
      7680,
      { nominal: 60 },
    )!;
    expect(a.cycles).toBe(12);
    expect(Math.abs(a.harmonicGroups[5] - U * 0.04)).toBeLessThan(tol);
    expect(Math.abs(a.frequency - f)).toBeLessThan(0.005);
  });

  it('reports orders above Nyquist as NaN and keeps THD to the orders it can see', () => {
    const a = analyse(
      signal(1600, 0.25, [
        [50, U],
        [5 * 50, U * 0.03],
      ]),
      1600,
    )!;
    expect(a.harmonicGroups[15]).toBeGreaterThanOrEqual(0);
    expect(a.harmonicGroups[16]).toBeNaN();
    expect(Math.abs(a.thd - 3)).toBeLessThan(0.1);
  });

  it('refuses windows it cannot analyse', () => {
    expect(analyse(signal(6400, 0.15, [[50, U]]), 6400)).toBeNull(); // fewer than 10 cycles
    const gap = signal(6400, 0.225, [[50, U]]);
    gap[700] = NaN;
    expect(analyse(gap, 6400)).toBeNull();
  });
});
