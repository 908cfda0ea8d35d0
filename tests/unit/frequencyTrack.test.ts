import { describe, expect, it } from 'vitest';
import { RocofFilter, rocof } from '#server/realtime/math/rocof.js';
import { trackSynchrophasor } from '#server/realtime/math/synchrophasor.js';
import { trackFrequency } from '#server/realtime/math/track.js';

describe('frequency and ROCOF at reporting instants', () => {
  it('differentiates centrally: exact on a ramp, NaN at the ends; the live filter gives the same one interval late', () => {
    const f = Float64Array.from({ length: 6 }, (_, k) => 50 + 0.02 * k); // 1 Hz/s at 50 reports/s
    const r = rocof(f, 50);
    expect(r[0]).toBeNaN();
    expect(r[5]).toBeNaN();
    for (let k = 1; k < 5; k++) expect(r[k]).toBeCloseTo(1, 9);
    const live = new RocofFilter(50);
    const out = Array.from(f, (v) => live.push(v));
    expect(out[0]).toBeNaN();
    expect(out[1]).toBeNaN();
    for (let k = 2; k < 6; k++) expect(out[k]).toBeCloseTo(r[k - 1], 12);
    live.reset();
    expect(live.push(50)).toBeNaN();
  });

  it('puts each estimate on the reporting grid of the absolute sample clock, from the window centred there', () => {
    const fs = 5120;
    const first = 5120 * 3600 + 17; // x[0] is sample 17 of an hour
    const x = Float64Array.from({ length: fs }, (_, i) => Math.sin(2 * Math.PI * 49.9 * ((first + i) / fs)));
    const tr = trackFrequency(x, fs, 50, { firstSample: first });
    // a 150 ms window fits around the instants 75 ms in from either end: 43 of the second's 50
    expect(tr.time.length).toBe(43);
    expect(tr.time[0] * 50).toBeCloseTo(Math.round(tr.time[0] * 50), 9);
    expect(tr.time[0] - first / fs).toBeGreaterThanOrEqual(0.075 - 1 / fs);
    for (const v of tr.frequency) expect(Math.abs(v - 49.9)).toBeLessThan(1e-6);
    for (let k = 1; k + 1 < tr.time.length; k++) expect(Math.abs(tr.rocof[k])).toBeLessThan(1e-4);
  });

  it('refers each synchrophasor to the nominal cosine on the UTC clock (C37.118.1 §4.2), even a year of seconds in', () => {
    const fs = 5120;
    const first = 5120 * 1_800_000_000 + 333; // x[0] near 2027 on the UTC sample clock
    // 230 V RMS at 49.9 Hz, phase −π/3 at the second boundary: the phasor turns −0.1 Hz against 50 Hz
    const t0 = Math.floor(first / fs);
    const x = Float64Array.from({ length: fs }, (_, i) => 230 * Math.SQRT2 * Math.cos(2 * Math.PI * 49.9 * ((first + i) / fs - t0) - Math.PI / 3));
    const tr = trackSynchrophasor(x, fs, 50, { firstSample: first });
    expect(tr.time.length).toBe(43);
    for (let j = 0; j < tr.time.length; j++) {
      expect(tr.magnitude[j]).toBeCloseTo(230, 6);
      // the cosine's phase at t is 2π·49.9(t − t0) − π/3, the nominal's 2π·50·t ≡ 2π·50(t − t0) (t0 whole)
      const want = 2 * Math.PI * -0.1 * (tr.time[j] - t0) - Math.PI / 3;
      const d = Math.atan2(Math.sin(tr.angle[j] - want), Math.cos(tr.angle[j] - want));
      expect(Math.abs(d)).toBeLessThan(1e-6);
    }
  });
});
