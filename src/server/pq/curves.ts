/**
 * Equipment tolerance curves, magnitude (% of nominal/declared voltage, RMS) against duration (s).
 *
 * ITIC (CBEMA) curve — Information Technology Industry Council, "ITI (CBEMA) Curve Application Note",
 * revised 2000 (the published figure and its notes 1–7):
 *   upper (prohibited region above): 500 % at 100 µs falling (log time) to 200 % at 1 ms; 140 % to 3 ms;
 *   120 % to 0.5 s; 110 % beyond (steady-state tolerance ±10 %).
 *   lower (no-damage region below): no limit for dropouts up to 20 ms (including zero voltage);
 *   70 % to 0.5 s; 80 % to 10 s; 90 % beyond.
 * SEMI F47-0706, "Specification for Semiconductor Processing Equipment Voltage Sag Immunity", figure 1:
 *   equipment rides through sags to 50 % from 20 ms to 200 ms, to 70 % to 0.5 s, to 80 % to 1 s.
 *   It says nothing below 20 ms (we treat those as inside, as the ITIC dropout) nor beyond 1 s (we extend
 *   the 80 % level) nor about swells (not applicable).
 * A value exactly on a curve is inside; a breakpoint's duration belongs to the level that ends there
 * ("to 70 % for up to 0.5 s": a 0.5 s sag to 70 % is inside).
 */

/** [duration s, %] corners of the curves, for drawing (the client receives them with the scatter). */
export const ITIC_UPPER: [number, number][] = [
  [1e-4, 500],
  [1e-3, 200],
  [1e-3, 140],
  [3e-3, 140],
  [3e-3, 120],
  [0.5, 120],
  [0.5, 110],
  [100, 110],
];
export const ITIC_LOWER: [number, number][] = [
  [0.02, 0],
  [0.02, 70],
  [0.5, 70],
  [0.5, 80],
  [10, 80],
  [10, 90],
  [100, 90],
];
export const SEMI_F47: [number, number][] = [
  [0.02, 0],
  [0.02, 50],
  [0.2, 50],
  [0.2, 70],
  [0.5, 70],
  [0.5, 80],
  [1, 80],
  [100, 80],
];

/** The ITIC upper limit (%) at a duration. */
export function iticUpper(d: number): number {
  if (d <= 1e-4) return 500;
  if (d < 1e-3) return 500 - ((500 - 200) * Math.log10(d / 1e-4)) / Math.log10(1e-3 / 1e-4);
  if (d <= 1e-3) return 200;
  if (d <= 3e-3) return 140;
  if (d <= 0.5) return 120;
  return 110;
}

/** The ITIC lower limit (%) at a duration (0: no limit). */
export function iticLower(d: number): number {
  if (d <= 0.02) return 0;
  if (d <= 0.5) return 70;
  if (d <= 10) return 80;
  return 90;
}

export type IticClass = 'inside' | 'prohibited' | 'no_damage';
export type SemiClass = 'inside' | 'outside' | 'na';

/** Where an event (magnitude %, duration s) falls on the ITIC curve. */
export function classifyItic(magnitude: number, duration: number): IticClass {
  if (magnitude > iticUpper(duration)) return 'prohibited';
  if (magnitude < iticLower(duration)) return 'no_damage';
  return 'inside';
}

/** The SEMI F47-0706 ride-through level (%) at a duration (0: no requirement). */
export function semiLevel(d: number): number {
  if (d < 0.02) return 0;
  if (d <= 0.2) return 50;
  if (d <= 0.5) return 70;
  return 80;
}

/** Where an event falls on the SEMI F47 curve: swells (above 100 %) are not its subject. */
export function classifySemi(magnitude: number, duration: number): SemiClass {
  if (magnitude > 100) return 'na';
  return magnitude < semiLevel(duration) ? 'outside' : 'inside';
}
