import { describe, expect, it } from 'vitest';
import { aggregationOf } from '#server/realtime/devices/profiles.js';
import { TenMinutes } from '#server/realtime/history/tenMinutes.js';
import { HistoryWriter } from '#server/realtime/history/writer.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

describe('ROCOF history', () => {
  it('a signed quantity keeps its arithmetic mean over 10 minutes, where the RMS would lose the sign', () => {
    expect([aggregationOf('RF'), aggregationOf('fq'), aggregationOf('PHA')]).toEqual(['mean', 'freq', 'angle']); // frequency: arithmetic mean of 10 s values (IEC 61000-4-30 §5.1)
    const values = new Float32Array([-0.5, -0.1, -0.3]);
    const mean = new TenMinutes(1, 'mean');
    const rms = new TenMinutes(1, 'rms');
    mean.add({ start: 0, rows: 3, values });
    rms.add({ start: 0, rows: 3, values });
    expect(mean.result()).toMatchObject({ vmin: [expect.closeTo(-0.5, 6)], vmax: [expect.closeTo(-0.1, 6)] });
    expect(mean.result()!.vrms[0]).toBeCloseTo(-0.3, 6);
    expect(rms.result()!.vrms[0]).toBeCloseTo(Math.sqrt(0.35 / 3), 6);
  });

  it('the writer gives an RF point 1 s, 1 min and 10 min rows of min / max / arithmetic mean', () => {
    const [e] = demoEntries(['SMD-C']);
    e.device.reportRate = 10;
    const directory = directoryOf([e]);
    const wrdb = new Wrdb();
    wrdb.sync(directory.records(600).map((r) => ({ ...r, rate: 10 })));
    const writer = new HistoryWriter(null as never, { wrdb, directory });
    const rf = e.points.RF!.recordId;
    const ring = wrdb.get(rf)!;
    const second = new Float32Array(10).map((_, i) => (i % 2 ? 0.4 : -0.2)); // mean 0.1, RMS 0.32
    const t0 = 1_717_000_200; // a 10-minute boundary
    const seconds = [],
      minutes = [],
      tens = [];
    for (let s = t0; s < t0 + 600; s++) {
      ring.write(s * 10, second);
      const got = writer.collect(s + 3);
      seconds.push(...got.seconds.filter((r) => r.record_id === rf));
      minutes.push(...got.minutes.filter((r) => r.record_id === rf));
      tens.push(...got.tens.filter((r) => r.record_id === rf));
    }
    expect(seconds[0]).toMatchObject({ ts: t0 + 1, vmin: expect.closeTo(-0.2, 6), vmax: expect.closeTo(0.4, 6), vmean: expect.closeTo(0.1, 6), quality: 1 });
    expect(minutes[0]).toMatchObject({ ts: t0, vmean: expect.closeTo(0.1, 6) });
    expect(tens).toHaveLength(1);
    // the writer joined at t0 + 1: the interval is marked partial, its mean still the mean
    expect(tens[0]).toMatchObject({ ts: t0, partial: true, vmin: [expect.closeTo(-0.2, 6)], vmax: [expect.closeTo(0.4, 6)], vrms: [expect.closeTo(0.1, 6)] });
  });
});
