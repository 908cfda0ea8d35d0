import { describe, expect, it } from 'vitest';
import type { Device, DeviceEntry, MeasType } from '#server/realtime/devices/types.js';
import { Feed } from '#server/realtime/simulator/feed.js';
import { DeviceModel } from '#server/realtime/simulator/model.js';
import { SIGNALS } from '#server/realtime/simulator/signals.js';
import { Simulator } from '#server/realtime/simulator/simulator.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const T0 = 1_717_000_000; // s

/** The simulated grid at a device, its frequency replaced by a ramp through 50 Hz at T0, never off line. */
class RampModel extends DeviceModel {
  constructor(
    device: Device,
    readonly slope: number,
  ) {
    super(11, device);
  }

  override frequency(t: number): number {
    return 50 + this.slope * (t - T0);
  }

  override online(): boolean {
    return true;
  }
}

const rows = (db: Wrdb, e: DeviceEntry, m: MeasType) => db.get(e.points[m]!.recordId)!.read(0, Number.MAX_SAFE_INTEGER)!;

/** Least-squares slope of y against x. */
function slopeOf(x: number[], y: number[]): number {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0,
    sxx = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
  }
  return sxy / sxx;
}

describe('simulated ROCOF (RF)', () => {
  it('is the derivative of the simulated frequency on a ramp, at 100 and 50 reports a second', () => {
    for (const [type, slope] of [
      ['SMD-C', 0.8],
      ['SMD-L', -1.2],
    ] as const) {
      const [e] = demoEntries([type]);
      const db = new Wrdb();
      db.sync(directoryOf([e]).records(60));
      const model = new RampModel(e.device, slope);
      new Feed(e, model, db, T0 - 2).advance(T0 + 2, 5, { devices: 1, rows: 0, samples: 0, windows: 0, ticks: 0 });
      const rf = rows(db, e, 'RF');
      const fq = rows(db, e, 'fq');
      const rate = e.device.reportRate;
      expect(rf.rows, type).toBe(4 * rate + 1);
      expect(rf.start).toBe(fq.start);
      // without its measurement noise, each row is the ramp's slope (float32 storage aside)
      for (let i = 0; i < rf.rows; i++) expect(Math.abs(rf.values[i] - model.rocofNoise(rf.start + i) - slope), type).toBeLessThan(1e-5);
      // with it, within 6σ of the slope, and on average the slope the stored frequencies rise by
      const sigma = SIGNALS[type].rfNoise;
      expect(Math.max(...Array.from(rf.values, (v) => Math.abs(v - slope)))).toBeLessThan(6 * sigma);
      const mean = rf.values.reduce((a, b) => a + b, 0) / rf.rows;
      const t = Array.from({ length: fq.rows }, (_, i) => (fq.start + i) / rate - T0);
      expect(Math.abs(mean - slope)).toBeLessThan(0.002);
      expect(Math.abs(slopeOf(t, Array.from(fq.values)) - mean), type).toBeLessThan(0.003);
    }
  });

  it('integrates to the change of the stored frequency over every second, steps included, with gaps where fq has them', () => {
    const entries = demoEntries(['SMD-R', 'SMD-C']);
    const db = new Wrdb();
    db.sync(directoryOf(entries).records(600));
    const clock = { t: T0 * 1000 };
    const sim = new Simulator(db, { seed: 7, tickMs: 100, backfillSeconds: 0, maxCatchUpSeconds: 5, now: () => clock.t });
    sim.setDevices(entries);
    for (let i = 0; i < 120; i++) {
      clock.t += 5000;
      sim.tick();
    }
    let windows = 0,
      steps = 0;
    for (const e of entries) {
      const rf = rows(db, e, 'RF');
      const fq = rows(db, e, 'fq');
      const rate = e.device.reportRate;
      expect(rf.start).toBe(fq.start);
      expect(rf.rows).toBe(fq.rows);
      for (let i = 0; i < rf.rows; i++) expect(Number.isNaN(rf.values[i])).toBe(Number.isNaN(fq.values[i]));
      // Σ central differences / rate telescopes to (f[b+1] + f[b] − f[a] − f[a−1]) / 2
      for (let a = 1; a + rate + 1 < rf.rows; a += rate) {
        const b = a + rate - 1;
        const win = Array.from(fq.values.subarray(a - 1, b + 2));
        if (win.some(Number.isNaN)) continue;
        let sum = 0;
        for (let k = a; k <= b; k++) sum += rf.values[k] / rate;
        const change = (fq.values[b + 1] + fq.values[b] - fq.values[a] - fq.values[a - 1]) / 2;
        // fq noise (2–3 mHz) on four rows and RF noise over one second
        expect(Math.abs(sum - change), `${e.device.equipId} row ${a}`).toBeLessThan(0.015);
        windows++;
        if (Math.abs(change) > 0.05) steps++;
      }
    }
    expect(windows).toBeGreaterThan(1000);
    expect(steps).toBeGreaterThan(0); // a frequency step: its ROCOF spike accounts for it
  });
});
