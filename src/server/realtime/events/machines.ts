import type { DeviceEventKind } from '../../notify/types.js';
import type { AlarmRule } from './types.js';

/** An excursion in progress: absolute row indexes of its first and latest rows, its worst value so far. */
export interface Open {
  start: number;
  last: number;
  extreme: number;
  /** rapid voltage change: the steady mean before it, and whether a dip or swell voided it */
  before?: number;
  void?: boolean;
}

/** The previous second of values (rapid voltage change compares each value with their mean). */
export class Window {
  private readonly values: Float64Array;
  private at = 0;
  count = 0;
  sum = 0;
  constructor(readonly size: number) {
    this.values = new Float64Array(Math.max(1, size));
  }
  get full(): boolean {
    return this.count >= this.values.length;
  }
  get mean(): number {
    return this.sum / this.count;
  }
  push(v: number): void {
    if (this.full) this.sum -= this.values[this.at];
    else this.count++;
    this.values[this.at] = v;
    this.sum += v;
    this.at = (this.at + 1) % this.values.length;
  }
}

/**
 * One threshold rule's test of a value m (pu of Udin for voltage, Hz from nominal for frequency):
 * `enter` starts an event, `stay` keeps it (the limit moved back by the hysteresis), `worse` keeps its extreme.
 */
export interface Threshold {
  enter(m: number): boolean;
  stay(m: number): boolean;
  worse(a: number, b: number): boolean;
}

export function thresholdOf(rule: AlarmRule): Threshold {
  const kind: DeviceEventKind = rule.kind;
  if (kind === 'freq_excursion') {
    const lim = rule.limit;
    const back = Math.max(0, rule.limit - rule.hysteresis);
    return { enter: (m) => Math.abs(m) > lim, stay: (m) => Math.abs(m) > back, worse: (a, b) => Math.abs(b) > Math.abs(a) };
  }
  const lim = rule.limit / 100;
  const hyst = rule.hysteresis / 100;
  if (kind === 'voltage_swell') return { enter: (m) => m > lim, stay: (m) => m > lim - hyst, worse: (a, b) => b > a };
  return { enter: (m) => m < lim, stay: (m) => m < lim + hyst, worse: (a, b) => b < a };
}

/**
 * One value m at row i against a threshold rule: opens an excursion when it enters, extends it (latest row,
 * worst value) while it stays, and hands it back as `done` at the first value back inside.
 */
export function thresholdStep(open: Open | null, test: Threshold, m: number, i: number): { open: Open | null; done: Open | null } {
  if (!open) return { open: test.enter(m) ? { start: i, last: i, extreme: m } : null, done: null };
  if (!test.stay(m)) return { open: null, done: open };
  open.last = i;
  if (test.worse(open.extreme, m)) open.extreme = m;
  return { open, done: null };
}

/**
 * Rapid voltage change (IEC 61000-4-30 5.11, simplified to the report rate): a value more than the
 * limit away from the mean of the previous second, with that second full, starts one; it ends
 * when a value is back within limit − hysteresis of the (moving) mean. One that crosses the dip
 * or swell limit is a dip or swell, not an RVC: it is voided. Its extreme is ΔUmax from the
 * steady mean before it.
 */
export function rvcStep(
  open: Open | null,
  win: Window,
  m: number,
  i: number,
  rule: AlarmRule,
  band: [number, number],
): { open: Open | null; done: Open | null } {
  const lim = rule.limit / 100;
  const back = Math.max(0, rule.limit - rule.hysteresis) / 100;
  let done: Open | null = null;
  const outside = m < band[0] || m > band[1];
  if (!open) {
    if (win.full && Math.abs(m - win.mean) > lim) open = { start: i, last: i, extreme: Math.abs(m - win.mean), before: win.mean, void: outside };
  } else if (Math.abs(m - win.mean) <= back) {
    done = open;
    open = null;
  } else {
    open.last = i;
    open.extreme = Math.max(open.extreme, Math.abs(m - open.before!));
    if (outside) open.void = true;
  }
  win.push(m);
  return { open, done: done && !done.void ? done : null };
}
