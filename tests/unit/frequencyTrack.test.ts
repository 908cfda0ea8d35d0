import { describe, expect, it } from 'vitest';
import { RocofFilter, rocof } from '#server/realtime/math/rocof.js';
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
});
