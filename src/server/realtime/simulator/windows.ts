import { analyse } from '../math/analyse.js';
import type { Analysis } from '../math/types.js';
import { MAX_ORDER } from '../devices/profiles.js';
import type { DeviceModel } from './model.js';
import type { RingLike } from './types.js';
import { synthesize } from './waveform.js';

/** Samples handed to the analysis: 10 cycles down to 45 Hz, plus margin. */
export const WINDOW_SPAN_SECONDS = 0.225;

/**
 * The IEC 61000-4-7 analysis of the window starting at sample `start`: from the stored waveform
 * when the device has one (SMD-W; null if it holds a gap), else from the waveform the device
 * samples internally (SMD-L), synthesised here.
 */
export function analyseWindow(m: DeviceModel, fs: number, start: number, wave?: RingLike): Analysis | null {
  const n = Math.ceil(WINDOW_SPAN_SECONDS * fs);
  let x: ArrayLike<number>;
  if (wave) {
    const slice = wave.read(start, start + n - 1);
    if (!slice || slice.rows < n) return null;
    x = slice.values;
  } else {
    const buf = new Float64Array(n);
    synthesize(m, fs, start, n, buf);
    x = buf;
  }
  return analyse(x, fs, { nominal: 50, maxOrder: MAX_ORDER });
}

/** Rows for the harmonic records: groups in % of Udin (HG[0] = order 1, IHG[0] = order 0.5). */
export function windowRows(a: Analysis, udin: number) {
  const pct = (v: number) => (100 * v) / udin;
  const orders = (src: Float64Array, from: number) => Float32Array.from({ length: MAX_ORDER }, (_, i) => pct(src[from + i]));
  return {
    THD: Float32Array.of(a.thd),
    HG: orders(a.harmonicGroups, 1),
    HSG: orders(a.harmonicSubgroups, 1),
    IHG: orders(a.interharmonicGroups, 0),
    IHSG: orders(a.interharmonicSubgroups, 0),
  };
}
