import type { Format } from './types.js';

/** FORMAT word bits: 3 FREQ/DFREQ float, 2 analogs float, 1 phasors float, 0 polar. */
export const readFormat = (v: number): Format => ({ freqFloat: !!(v & 8), analogFloat: !!(v & 4), phasorFloat: !!(v & 2), polar: !!(v & 1) });
export const writeFormat = (f: Format): number => (f.freqFloat ? 8 : 0) | (f.analogFloat ? 4 : 0) | (f.phasorFloat ? 2 : 0) | (f.polar ? 1 : 0);
