// IEC 61000-4-30 class A: 10/12-cycle windows back to back on the measured cycle count (issue 30 item 9).
import { describe, expect, it } from 'vitest';
import { analyse } from '#server/realtime/math/analyse.js';
import { TICK_SECONDS, nextWindowStart } from '#server/realtime/math/windowClock.js';
import { Feed } from '#server/realtime/simulator/feed.js';
import { DeviceModel } from '#server/realtime/simulator/model.js';
import type { SimulatorStats } from '#server/realtime/simulator/types.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const FS = 5120;
const sine = (f: number, n: number) => Float64Array.from({ length: n }, (_, i) => 100 * Math.sin((2 * Math.PI * f * i) / FS + 0.3));

/** The windows a class A meter takes over x: each analysed, the next starting where it ended. */
function tile(x: Float64Array, span: number) {
  const out: { start: number; samples: number; rms: number }[] = [];
  for (let start = 0; start + span <= x.length;) {
    const a = analyse(x.subarray(start, start + span), FS)!;
    out.push({ start, samples: a.samples, rms: a.rms });
    start = nextWindowStart(start, a.samples, FS);
  }
  return out;
}

describe('10/12-cycle windows', () => {
  it.each([45, 55])('at %d Hz tile the signal: each window is ten measured cycles and starts where the last ended', (f) => {
    const x = sine(f, 4 * FS);
    const w = tile(x, Math.ceil(0.225 * FS));
    const ten = Math.round((10 * FS) / f); // 1138 samples (222 ms) at 45 Hz, 931 (182 ms) at 55 Hz
    expect(w.every((v) => v.samples === ten)).toBe(true);
    for (let i = 1; i < w.length; i++) expect(w[i].start).toBe(w[i - 1].start + w[i - 1].samples); // no overlap, no gap
    const covered = w.at(-1)!.start + w.at(-1)!.samples;
    expect(x.length - covered).toBeLessThan(0.225 * FS); // only the tail too short for a window is left
    for (const v of w) expect(v.rms / (100 / Math.SQRT2)).toBeCloseTo(1, 3); // ten cycles to within a sample
  });

  it('the RMS of a 10-cycle window is within class A (±0.1 % of Udin) at 45–55 Hz: worst 0.024 %, bound held 0.05 %', () => {
    let worst = 0;
    for (let f = 45; f <= 55; f += 0.5)
      for (let ph = 0; ph < 1; ph += 0.1) {
        const x = Float64Array.from({ length: Math.ceil(0.225 * FS) }, (_, i) => 100 * Math.sin(2 * Math.PI * ((f * i) / FS + ph)));
        worst = Math.max(worst, Math.abs(analyse(x, FS)!.rms / (100 / Math.SQRT2) - 1));
      }
    expect(worst).toBeLessThan(0.0005);
  });

  it('restart at the 10-minute tick: the window crossing it keeps ten cycles, the next starts on the tick', () => {
    const tick = 2_861_667 * TICK_SECONDS * FS; // a 10-minute tick as a sample index
    expect(nextWindowStart(tick - 500, 1024, FS)).toBe(tick);
    expect(nextWindowStart(tick - 1024, 1024, FS)).toBe(tick);
    expect(nextWindowStart(tick, 1138, FS)).toBe(tick + 1138);
  });

  it.each([45, 55])('the simulated SMD-L at %d Hz analyses ten cycles at a time: as many windows as cycles / 10, not five a second', (nominal) => {
    const [e] = demoEntries(['SMD-L']);
    const wrdb = new Wrdb();
    wrdb.sync(directoryOf([e]).records(600));
    const model = new DeviceModel(11, e.device, nominal);
    const t0 = 1_717_000_000;
    const feed = new Feed(e, model, wrdb, t0);
    const stats: SimulatorStats = { devices: 1, rows: 0, samples: 0, windows: 0, ticks: 0 };
    for (let t = t0 + 0.1; t <= t0 + 20.225 + 1e-9; t += 0.1) feed.advance(t, 5, stats);
    // the cycles the model's frequency makes while the device is on line, in tenths
    let cycles = 0;
    for (let t = t0; t < t0 + 20; t += 1e-3) if (model.online(t)) cycles += model.frequency(t) * 1e-3;
    expect(cycles).toBeGreaterThan(15 * nominal); // on line most of the time, else the test says little
    expect(Math.abs(stats.windows - cycles / 10)).toBeLessThanOrEqual(1.5);
  });
});
