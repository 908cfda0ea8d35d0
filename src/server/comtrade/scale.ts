import { RAW } from './datWrite.js';
import type { FileType } from './types.js';

/** a, b and the raw range of a channel: raw = round((value − b) / a), value = a · raw + b. */
export interface Scaling {
  a: number;
  b: number;
  min: number;
  max: number;
}

/**
 * The scaling that spreads a channel's values over the type's whole integer range (the finest
 * resolution it allows); FLOAT32 stores the values themselves (a = 1, b = 0).
 */
export function scalingFor(values: ArrayLike<number>, ft: FileType): Scaling {
  const R = RAW[ft].max;
  if (ft === 'FLOAT32') return { a: 1, b: 0, min: -R, max: R };
  let lo = Infinity,
    hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === Infinity) return { a: 1, b: 0, min: -R, max: R };
  const b = (lo + hi) / 2;
  const a = hi > lo ? (hi - lo) / (2 * R) : 1;
  // a and b go to the cfg as text and back: what the reader reads is what we quantise with
  return { a: Number(String(a)), b: Number(String(b)), min: -R, max: R };
}

/** Raw values of a channel under a scaling, clamped to its range; NaN stays NaN (written as the type's missing code). */
export function toRaw(values: ArrayLike<number>, s: Scaling, ft: FileType): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!Number.isFinite(v)) out[i] = NaN;
    else if (ft === 'FLOAT32') out[i] = Math.fround((v - s.b) / s.a);
    else out[i] = Math.min(s.max, Math.max(s.min, Math.round((v - s.b) / s.a)));
  }
  return out;
}
