import { trackSynchrophasor } from '#server/realtime/math/synchrophasor.js';
import { DEVICE, M_CLASS } from './limits.js';
import { harmonicSignal, interferenceSignal, modulationSignal, rampSignal, sample, type TestSignal } from './signals.js';

/** One line of the accuracy table: the worst case of one test for one quantity. */
export interface AccuracyRow {
  test: string;
  quantity: string;
  achieved: number;
  limit: number;
  unit: string;
  /** the case that gave `achieved` */
  worst: string;
}

export const passes = (r: AccuracyRow) => r.achieved <= r.limit; // NaN fails

const { fs, reportRate, f0 } = DEVICE;

/** Total vector error |X̂ − X| / |X| of an estimate (RMS magnitude, angle) against the signal's synchrophasor at t. */
export function tve(s: TestSignal, t: number, magnitude: number, angle: number): number {
  const [m, a] = s.phasor(t, f0);
  const e = Math.hypot(magnitude * Math.cos(angle) - m * Math.cos(a), magnitude * Math.sin(angle) - m * Math.sin(a)) / m;
  return Number.isNaN(e) ? Infinity : e;
}

/** Largest |error| of frequency and ROCOF, and largest TVE, over the reporting instants `judge` keeps; NaN counts as ∞. */
function trackErrors(s: TestSignal, seconds: number, judge: (t: number) => boolean = () => true) {
  const tr = trackSynchrophasor(sample(s, fs, seconds), fs, reportRate, { nominal: f0 });
  let fe = 0;
  let rfe = 0;
  let tv = 0;
  const worse = (a: number, e: number) => (Number.isNaN(e) ? Infinity : Math.max(a, Math.abs(e)));
  for (let j = 0; j < tr.time.length; j++) {
    const t = tr.time[j];
    if (!judge(t)) continue;
    fe = worse(fe, tr.frequency[j] - s.frequency(t));
    tv = Math.max(tv, tve(s, t, tr.magnitude[j], tr.angle[j]));
    if (j > 0 && j + 1 < tr.time.length) rfe = worse(rfe, tr.rocof[j] - s.rocof(t));
  }
  return { fe, rfe, tve: tv, track: tr };
}

/** Keeps the worst TVE, FE and RFE over a series of cases. */
class Worst {
  tve = { value: 0, at: '' };
  fe = { value: 0, at: '' };
  rfe = { value: 0, at: '' };
  add(e: { tve: number; fe: number; rfe: number }, at: string) {
    if (!(e.tve <= this.tve.value)) this.tve = { value: e.tve, at };
    if (!(e.fe <= this.fe.value)) this.fe = { value: e.fe, at };
    if (!(e.rfe <= this.rfe.value)) this.rfe = { value: e.rfe, at };
  }
  /** TVE and FE rows, and RFE where the test judges it (`limits.rfe` given) */
  rows(test: string, limits: { tve: number; fe: number; rfe?: number }): AccuracyRow[] {
    const rows: AccuracyRow[] = [
      { test, quantity: 'TVE', achieved: 100 * this.tve.value, limit: 100 * limits.tve, unit: '%', worst: this.tve.at },
      { test, quantity: 'FE', achieved: this.fe.value, limit: limits.fe, unit: 'Hz', worst: this.fe.at },
    ];
    if (limits.rfe !== undefined) rows.push({ test, quantity: 'RFE', achieved: this.rfe.value, limit: limits.rfe, unit: 'Hz/s', worst: this.rfe.at });
    return rows;
  }
}

/** Steady state, clean, over the frequency range in 1 Hz steps (1 s each). */
export function steadyRange(): AccuracyRow[] {
  const { from, to } = M_CLASS.range;
  const w = new Worst();
  for (let f = from; f <= to; f += 0.5) w.add(trackErrors(harmonicSignal(f, 2, 0), 1), `${f} Hz`);
  return w.rows(`steady ${from}–${to} Hz`, M_CLASS.range);
}

/** Steady state with a 10 % harmonic of each order at 45, 50 and 55 Hz (1 s each). */
export function steadyHarmonics(freqs: number[] = [45, 50, 55]): AccuracyRow[] {
  const { level, orders } = M_CLASS.harmonic;
  const w = new Worst();
  for (const f of freqs)
    for (let h = 2; h <= orders; h++) for (const ph of [0, Math.PI / 2]) w.add(trackErrors(harmonicSignal(f, h, level, ph), 1), `${f} Hz, order ${h}`);
  return w.rows(`steady + 10 % harmonic 2–${orders}`, M_CLASS.harmonic);
}

/** The interfering frequencies of the out-of-band test: whole Hz outside f0 ± Fs/2, and half a Hz beyond each edge. */
export function interferingFrequencies(): number[] {
  const { from, to, band, step } = M_CLASS.outOfBand;
  const out: number[] = [f0 - band - 0.5, f0 + band + 0.5];
  for (let fi = from; fi <= to; fi += step) if (Math.abs(fi - f0) > band) out.push(fi);
  return out.sort((a, b) => a - b);
}

/** A 10 % out-of-band tone with the fundamental at f0 and f0 ± 10 % of Fs/2 (1 s each); no RFE. */
export function outOfBand(fis = interferingFrequencies()): AccuracyRow[] {
  const { level, band } = M_CLASS.outOfBand;
  const w = new Worst();
  for (const f of [f0 - 0.1 * band, f0, f0 + 0.1 * band])
    for (const fi of fis) w.add(trackErrors(interferenceSignal(f, fi, level), 1), `${f} Hz, tone at ${fi} Hz`);
  return w.rows(`out-of-band 10 % tone, ${fis[0]}–${fis[fis.length - 1]} Hz`, M_CLASS.outOfBand);
}

/** Frequency ramps of ±1 Hz/s across f0 ± 5 Hz, judged outside the exclusion intervals. */
export function ramps(): AccuracyRow[] {
  const { rate, range, exclusion } = M_CLASS.ramp;
  const t0 = 0.5;
  const end = t0 + (2 * range) / rate;
  const w = new Worst();
  for (const [a, b, r] of [
    [f0 - range, f0 + range, rate],
    [f0 + range, f0 - range, -rate],
  ])
    w.add(
      trackErrors(rampSignal(a, b, r, t0), end + 0.5, (t) => t >= t0 + exclusion && t <= end - exclusion),
      `${r > 0 ? '+' : '−'}${rate} Hz/s`,
    );
  return w.rows(`ramp ±${rate} Hz/s, ${f0 - range}–${f0 + range} Hz`, M_CLASS.ramp);
}

/** The modulation frequencies of the test: fmFrom, fmFrom + fmStep, … and fmTo. */
export function modulationFrequencies(): number[] {
  const { fmFrom, fmStep, fmTo } = M_CLASS.modulation;
  const out: number[] = [];
  for (let k = 0; fmFrom + k * fmStep < fmTo - 1e-9; k++) out.push(Math.round((fmFrom + k * fmStep) * 1e6) / 1e6);
  return [...out, fmTo];
}

/** Amplitude (kx = 0.1) or phase (ka = 0.1 rad) modulation at f0, over one modulation period (≥ 1 s). */
export function modulation(kind: 'amplitude' | 'phase', fms = modulationFrequencies()): AccuracyRow[] {
  const { kx, ka } = M_CLASS.modulation;
  const w = new Worst();
  for (const fm of fms) {
    const s = modulationSignal(f0, fm, kind === 'amplitude' ? kx : 0, kind === 'phase' ? ka : 0);
    w.add(trackErrors(s, Math.max(1, 1 / fm) + 0.3), `fm ${fm} Hz`);
  }
  const what = kind === 'amplitude' ? `amplitude modulation ${kx}` : `phase modulation ${ka} rad`;
  return w.rows(`${what}, fm ${fms[0]}–${fms[fms.length - 1]} Hz`, M_CLASS.modulation);
}
