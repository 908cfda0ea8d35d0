import { HalfCycleRms } from '../math/halfCycleRms.js';
import { rvcStep, thresholdOf, thresholdStep, Window, type Open } from './machines.js';
import { NOMINAL_HZ, type AlarmRule } from './types.js';

/** A device waveform's Urms(½) clock, shared by every rule judged on it (one pass over the samples a scan). */
export interface WaveClock {
  rms: HalfCycleRms;
  /** absolute sample index of the tracker's sample 0 */
  base: number;
  /** next absolute sample to read */
  next: number;
}

/** The Urms(½) values one scan added: each value's closing boundary (absolute sample index) and value. */
export interface HalfCycles {
  at: number[];
  u: number[];
}

/** One rule's state on a waveform's Urms(½) values. */
export interface WaveRule {
  /** values closing before this sample are history to the rule (it came after them) */
  from: number;
  open: Open | null;
  /** rapid voltage change: the previous second of values */
  win?: Window;
}

/** A finished event on Urms(½): absolute sample indexes of its first value and of the value that ended it, extreme in pu. */
export interface WaveExcursion {
  start: number;
  last: number;
  back: number;
  extreme: number;
}

export const newWaveClock = (fs: number, from: number): WaveClock => ({ rms: new HalfCycleRms(fs), base: from, next: from });

/** Feeds samples (from absolute index `start`; NaN = a gap, which restarts the clock) and returns the values they closed. */
export function advance(clock: WaveClock, values: ArrayLike<number>, stride: number, rows: number, start: number): HalfCycles {
  const out: HalfCycles = { at: [], u: [] };
  for (let r = 0; r < rows; r++) {
    const v = values[r * stride];
    if (Number.isNaN(v)) {
      clock.rms = new HalfCycleRms(clock.rms.fs);
      clock.base = start + r + 1;
      continue;
    }
    const u = clock.rms.push(v);
    if (Number.isNaN(u)) continue;
    out.at.push(clock.base + clock.rms.at);
    out.u.push(u);
  }
  clock.next = start + rows;
  return out;
}

/**
 * Applies one rule to the scan's Urms(½) values (`scale` turns them into pu of Udin). Dips, swells and
 * interruptions by IEC 61000-4-30 5.4.2: a dip starts when Urms(½) falls below the threshold and ends at
 * the first value at or above threshold + hysteresis; residual = the lowest value; swells mirrored. A
 * rapid voltage change (5.11) against the mean of the previous second's Urms(½) values (2·f values),
 * voided when it crosses the dip or swell limits (`band`, pu).
 */
export function judgeHalfCycles(
  state: WaveRule,
  halves: HalfCycles,
  rule: AlarmRule,
  scale: number,
  band: [number, number],
  done: (e: WaveExcursion) => void,
): void {
  const test = rule.kind === 'rvc' ? null : thresholdOf(rule);
  for (let j = 0; j < halves.u.length; j++) {
    const at = halves.at[j];
    if (at < state.from) continue;
    const m = halves.u[j] * scale;
    const step = test ? thresholdStep(state.open, test, m, at) : rvcStep(state.open, (state.win ??= new Window(2 * NOMINAL_HZ)), m, at, rule, band);
    state.open = step.open;
    if (step.done) done({ start: step.done.start, last: step.done.last, back: at, extreme: step.done.extreme });
  }
}
