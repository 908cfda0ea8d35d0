import { analyse } from '#server/realtime/math/analyse.js';
import { trackSynchrophasor } from '#server/realtime/math/synchrophasor.js';
import { tve, type AccuracyRow } from './cases.js';
import { DEVICE, GROUP_BOUND_PERCENT, M_CLASS } from './limits.js';
import { harmonicSignal, sample, stepSignal } from './signals.js';

const { fs, reportRate, f0 } = DEVICE;
/** equivalent-time sampling: the step placed at 10 offsets within one reporting interval */
const OFFSETS = 10;

/**
 * Responses to ±10 % magnitude or ±10° phase steps at f0, by equivalent-time sampling over all
 * runs (C37.118.1 §5.5.8): the synchrophasor's, frequency's and ROCOF's response times, from the
 * first to the last reporting instant (relative to the step) whose error is outside its band (TVE
 * 1 %, the steady-state FE and RFE); the delay time, from the step to where the stepped quantity
 * (magnitude, or angle) is half-way, interpolated between the instants of all runs; the overshoot
 * beyond the final value, as a fraction of the step. A NaN estimate counts as outside.
 */
export function steps(kind: 'magnitude' | 'phase'): AccuracyRow[] {
  const { kx, ka, feBand, rfeBand, frequencyResponse, rocofResponse, tveBand, tveResponse, delay, overshoot } = M_CLASS.step;
  const span = { tve: [Infinity, -Infinity], fe: [Infinity, -Infinity], rfe: [Infinity, -Infinity] };
  const progress: [number, number][] = []; // (t − tStep, fraction of the step done), positive steps
  let over = 0;
  const widen = (s: number[], t: number) => {
    s[0] = Math.min(s[0], t);
    s[1] = Math.max(s[1], t);
  };
  for (const sign of [1, -1]) {
    for (let j = 0; j < OFFSETS; j++) {
      const tStep = 0.5 + j / (OFFSETS * reportRate);
      const s = stepSignal(f0, tStep, kind === 'magnitude' ? sign * kx : 0, kind === 'phase' ? sign * ka : 0);
      const tr = trackSynchrophasor(sample(s, fs, 1.2), fs, reportRate, { nominal: f0 });
      for (let k = 1; k + 1 < tr.time.length; k++) {
        const t = tr.time[k];
        if (!(tve(s, t, tr.magnitude[k], tr.angle[k]) <= tveBand)) widen(span.tve, t - tStep);
        // the stepped quantity as a fraction of the step: 0 before, 1 after
        const done = kind === 'magnitude' ? (tr.magnitude[k] / Math.SQRT1_2 - 1) / (sign * kx) : tr.angle[k] / (sign * ka);
        if (sign > 0) progress.push([t - tStep, done]);
        over = Math.max(over, Number.isNaN(done) ? Infinity : done - 1, Number.isNaN(done) ? Infinity : -done);
        if (!(Math.abs(tr.frequency[k] - f0) <= feBand)) widen(span.fe, t - tStep);
        if (!(Math.abs(tr.rocof[k]) <= rfeBand)) widen(span.rfe, t - tStep);
      }
    }
  }
  const time = (s: number[]) => (s[1] >= s[0] ? s[1] - s[0] : 0);
  const test = kind === 'magnitude' ? `magnitude step ±${kx * 100} %` : `phase step ±${Math.round((ka * 180) / Math.PI)}°`;
  const worst = 'both signs, 10 offsets';
  return [
    { test, quantity: `synchrophasor response time (TVE > ${tveBand * 100} %)`, achieved: time(span.tve), limit: tveResponse, unit: 's', worst },
    { test, quantity: 'delay time', achieved: Math.abs(halfWay(progress)), limit: delay, unit: 's', worst: '10 offsets' },
    { test, quantity: 'overshoot, % of the step', achieved: 100 * over, limit: 100 * overshoot, unit: '%', worst },
    {
      test,
      quantity: `frequency response time (FE > ${feBand} Hz)`,
      achieved: time(span.fe),
      limit: frequencyResponse,
      unit: 's',
      worst: 'both signs, 10 offsets',
    },
    {
      test,
      quantity: `ROCOF response time (RFE > ${rfeBand} Hz/s)`,
      achieved: time(span.rfe),
      limit: rocofResponse,
      unit: 's',
      worst: 'both signs, 10 offsets',
    },
  ];
}

/** Where the response, sorted by time, first reaches half of the step (linear between instants); NaN if never. */
function halfWay(points: [number, number][]): number {
  points.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < points.length; i++) {
    const [t0, v0] = points[i - 1];
    const [t1, v1] = points[i];
    if (v0 < 0.5 && v1 >= 0.5) return t0 + ((0.5 - v0) / (v1 - v0)) * (t1 - t0);
  }
  return NaN;
}

/**
 * The IEC 61000-4-7 analysis (analyse.ts) of the simulator's 225 ms windows, with a 10 %
 * harmonic of each order: its frequency, and the error of every harmonic and interharmonic group
 * below Nyquist (% of the fundamental; harmonics above Nyquist, 47–50 at 55 Hz, only for FE), against
 * the project's bound.
 */
export function iecHarmonics(freqs: number[] = [45, 50, 55]): AccuracyRow[] {
  const { level, orders, fe } = M_CLASS.harmonic;
  const n = Math.ceil(0.225 * fs);
  let worstFe = { value: 0, at: '' };
  let worstGroup = { value: 0, at: '' };
  for (const f of freqs) {
    for (let h = 2; h <= orders; h++) {
      for (const start of [0, 0.0037]) {
        const s = harmonicSignal(f, h, level, 1);
        const x = sample({ ...s, value: (t) => s.value(t + start) }, fs, n / fs);
        const a = analyse(x, fs);
        const at = `${f} Hz, order ${h}`;
        const e = a ? Math.abs(a.frequency - f) : Infinity;
        if (!(e <= worstFe.value)) worstFe = { value: e, at };
        // groups whose bins all lie below Nyquist, for a harmonic that does too (no anti-aliasing filter here)
        const half = Math.floor(Math.round((10 * fs) / f) / 2);
        const rms = Math.SQRT1_2;
        const err = (v: number, want: number) => (Number.isNaN(v) ? Infinity : (100 * Math.abs(v - want)) / rms);
        let g = a ? 0 : Infinity;
        for (let m = 1; a && h * f < fs / 2 && m <= orders; m++) {
          if (m * 10 + 5 <= half) g = Math.max(g, err(a.harmonicGroups[m], m === 1 ? rms : m === h ? level * rms : 0));
          if ((m + 1) * 10 - 1 <= half && m < orders) g = Math.max(g, err(a.interharmonicGroups[m], 0));
        }
        if (!(g <= worstGroup.value)) worstGroup = { value: g, at };
      }
    }
  }
  const test = `IEC 61000-4-7 window (225 ms) + 10 % harmonic 2–${orders}`;
  return [
    { test, quantity: 'FE', achieved: worstFe.value, limit: fe, unit: 'Hz', worst: worstFe.at },
    { test, quantity: 'group error, % of fundamental', achieved: worstGroup.value, limit: GROUP_BOUND_PERCENT, unit: '%', worst: worstGroup.at },
  ];
}
