import { describe, expect, it } from 'vitest';
import { modulation, passes, ramps, steadyHarmonics, steadyRange, type AccuracyRow } from '../bench/accuracy/cases.js';
import { M_CLASS } from '../bench/accuracy/limits.js';
import { iecHarmonics, steps } from '../bench/accuracy/steps.js';

/**
 * IEEE C37.118.1-2011 + a-2014 compliance of the frequency and ROCOF estimates, M class (what an
 * SMD-L claims): 50 reports/s from a 5.12 kHz waveform, on closed-form signals. Each test asserts
 * the worst case of its sweep against the standard's limit; `npm run bench -- --only=accuracy`
 * prints the same cases as a table. Phasors (TVE) are not produced by the math, so not judged.
 */
function expectWithin(rows: AccuracyRow[]) {
  for (const r of rows) expect(r.achieved, `${r.test}: ${r.quantity} (worst at ${r.worst || '—'}) vs ${r.limit} ${r.unit}`).toBeLessThanOrEqual(r.limit);
  expect(rows.every(passes)).toBe(true);
}

describe('C37.118.1 steady state (M class: FE ≤ 5 mHz clean, ≤ 25 mHz with a 10 % harmonic; RFE ≤ 0.1 Hz/s)', () => {
  it('holds over the frequency range 45–55 Hz', () => expectWithin(steadyRange()));

  for (const f of [45, 50, 55]) {
    it(`holds with a 10 % harmonic of every order 2–50 at ${f} Hz`, () => {
      const rows = steadyHarmonics([f]);
      expect(rows.map((r) => r.limit)).toEqual([M_CLASS.harmonic.fe, M_CLASS.harmonic.rfe]);
      expectWithin(rows);
    });
  }

  it('keeps the IEC 61000-4-7 analysis right with such a harmonic (frequency, every group within 0.1 % of the fundamental)', () =>
    expectWithin(iecHarmonics()));
});

describe('C37.118.1 frequency ramp ±1 Hz/s over 45–55 Hz (M class: FE ≤ 10 mHz, RFE ≤ 0.2 Hz/s outside 7/Fs of the ends)', () => {
  it('tracks both ramps', () => expectWithin(ramps()));
});

describe('C37.118.1 modulation at 50 Hz, fm 0.1–5 Hz (M class: FE ≤ 0.3 Hz, RFE ≤ 14 Hz/s)', () => {
  it('holds under amplitude modulation kx = 0.1', () => expectWithin(modulation('amplitude')));
  it('holds under phase modulation ka = 0.1 rad', () => expectWithin(modulation('phase')));
});

describe('C37.118.1 steps at 50 Hz (M class: frequency and ROCOF response times ≤ 14/Fs = 280 ms)', () => {
  it('settles after ±10 % magnitude steps', () => expectWithin(steps('magnitude')));
  it('settles after ±10° phase steps', () => expectWithin(steps('phase')));
});
