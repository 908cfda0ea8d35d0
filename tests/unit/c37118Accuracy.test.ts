import { describe, expect, it } from 'vitest';
import { modulation, outOfBand, passes, ramps, steadyHarmonics, steadyRange, type AccuracyRow } from '../bench/accuracy/cases.js';
import { M_CLASS } from '../bench/accuracy/limits.js';
import { iecHarmonics, steps } from '../bench/accuracy/steps.js';

/**
 * IEEE C37.118.1-2011 + a-2014 compliance of the synchrophasor (TVE), frequency and ROCOF
 * estimates, M class (what an SMD-L claims): 50 reports/s from a 5.12 kHz waveform, on closed-form
 * signals. Each test asserts the worst case of its sweep against the standard's limit;
 * `npm run bench -- --only=accuracy` prints the same cases as a table.
 */
function expectWithin(rows: AccuracyRow[]) {
  for (const r of rows) expect(r.achieved, `${r.test}: ${r.quantity} (worst at ${r.worst || '—'}) vs ${r.limit} ${r.unit}`).toBeLessThanOrEqual(r.limit);
  expect(rows.every(passes)).toBe(true);
}

const quantities = (rows: AccuracyRow[]) => rows.map((r) => r.quantity);

describe('C37.118.1 steady state (M class: TVE ≤ 1 %; FE ≤ 5 mHz clean, ≤ 25 mHz with a 10 % harmonic; RFE ≤ 0.1 Hz/s)', () => {
  it('holds over the frequency range 45–55 Hz', () => expectWithin(steadyRange()));

  for (const f of [45, 50, 55]) {
    it(`holds with a 10 % harmonic of every order 2–50 at ${f} Hz`, () => {
      const rows = steadyHarmonics([f]);
      expect(rows.map((r) => r.limit)).toEqual([100 * M_CLASS.harmonic.tve, M_CLASS.harmonic.fe, M_CLASS.harmonic.rfe]);
      expectWithin(rows);
    });
  }

  it('rejects a 10 % out-of-band tone 10–24.5 and 75.5–100 Hz (TVE ≤ 1.3 %, FE ≤ 10 mHz)', () => {
    const rows = outOfBand();
    expect(quantities(rows)).toEqual(['TVE', 'FE']);
    expectWithin(rows);
  });

  it('keeps the IEC 61000-4-7 analysis right with such a harmonic (frequency, every group within 0.1 % of the fundamental)', () =>
    expectWithin(iecHarmonics()));
});

describe('C37.118.1 frequency ramp ±1 Hz/s over 45–55 Hz (M class: TVE ≤ 1 %, FE ≤ 10 mHz, RFE ≤ 0.2 Hz/s outside 7/Fs of the ends)', () => {
  it('tracks both ramps', () => expectWithin(ramps()));
});

describe('C37.118.1 modulation at 50 Hz, fm 0.1–5 Hz (M class: TVE ≤ 3 %, FE ≤ 0.3 Hz, RFE ≤ 14 Hz/s)', () => {
  it('holds under amplitude modulation kx = 0.1', () => expectWithin(modulation('amplitude')));
  it('holds under phase modulation ka = 0.1 rad', () => expectWithin(modulation('phase')));
});

describe('C37.118.1 steps at 50 Hz (M class: synchrophasor response ≤ 7/Fs = 140 ms, delay ≤ 5 ms, overshoot ≤ 10 %; frequency and ROCOF response ≤ 280 ms)', () => {
  for (const kind of ['magnitude', 'phase'] as const)
    it(`settles after ±10 ${kind === 'magnitude' ? '%' : '°'} ${kind} steps`, () => {
      const rows = steps(kind);
      expect(rows).toHaveLength(5); // TVE response, delay, overshoot, frequency and ROCOF response
      expectWithin(rows);
    });
});
