import type { PmuConfig, PmuData } from './types.js';

export interface Phasor {
  /** RMS volts or amperes */
  mag: number;
  /** radians */
  angle: number;
}

/** Engineering values of a phasor: fixed-point ones scaled by PHUNIT (10⁻⁵ per bit) or the CFG-3 factor. */
export function phasorValue(p: PmuConfig, d: PmuData, i: number): Phasor {
  const [a, b] = d.phasors[i];
  const ch = p.phasors[i];
  const scale = p.format.phasorFloat ? 1 : (ch.scale ?? ch.unit * 1e-5);
  let mag: number, angle: number;
  if (p.format.polar) {
    mag = a * scale;
    angle = p.format.phasorFloat ? b : b / 1e4;
  } else {
    mag = Math.hypot(a, b) * scale;
    angle = Math.atan2(b, a);
  }
  return { mag, angle: angle + (ch.angleOffset ?? 0) };
}

/** Frequency in Hz: fixed point is the deviation from nominal in mHz. */
export const frequency = (p: PmuConfig, d: PmuData): number => (p.format.freqFloat ? d.freq : p.fnom + d.freq / 1000);

/** ROCOF in Hz/s: fixed point is × 100. */
export const rocof = (p: PmuConfig, d: PmuData): number => (p.format.freqFloat ? d.dfreq : d.dfreq / 100);
