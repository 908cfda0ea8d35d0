import type { Format, PmuConfig } from './types.js';

/** FORMAT word bits: 3 FREQ/DFREQ float, 2 analogs float, 1 phasors float, 0 polar. */
export const readFormat = (v: number): Format => ({ freqFloat: !!(v & 8), analogFloat: !!(v & 4), phasorFloat: !!(v & 2), polar: !!(v & 1) });
export const writeFormat = (f: Format): number => (f.freqFloat ? 8 : 0) | (f.analogFloat ? 4 : 0) | (f.phasorFloat ? 2 : 0) | (f.polar ? 1 : 0);

/**
 * The FORMAT and FNOM words' other bits (FORMAT 15–4 unused, FNOM 15–1 reserved): ISPS reads
 * nothing from them, but keeps those set so a decoded configuration re-encodes to its bytes.
 */
export const pmuWords = (format: number, fnom: number): Pick<PmuConfig, 'format' | 'formatFlags' | 'fnom' | 'fnomFlags'> => ({
  format: readFormat(format),
  ...(format & 0xfff0 ? { formatFlags: format & 0xfff0 } : {}),
  fnom: fnom & 1 ? 50 : 60,
  ...(fnom & 0xfffe ? { fnomFlags: fnom & 0xfffe } : {}),
});

export const formatWord = (p: PmuConfig): number => writeFormat(p.format) | ((p.formatFlags ?? 0) & 0xfff0);
export const fnomWord = (p: PmuConfig): number => (p.fnom === 50 ? 1 : 0) | ((p.fnomFlags ?? 0) & 0xfffe);
