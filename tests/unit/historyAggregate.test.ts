import { describe, expect, it } from 'vitest';
import { secondStats } from '#server/realtime/history/aggregate.js';
import { TenMinutes } from '#server/realtime/history/tenMinutes.js';
import { Minute } from '#server/realtime/history/minute.js';
import { HistoryWriter, SLICE } from '#server/realtime/history/writer.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

/** A phase angle wandering across ±180° (the value sits at the wrap). */
const across = new Float32Array([179, -179, 178, -178, 179.5, -179.5]);

describe('history aggregates', () => {
  it('a phase angle mean is circular: values around ±180° average to 180°, not 0°', () => {
    expect(Math.abs(secondStats(across, true)!.mean)).toBeCloseTo(180, 4);
    expect(secondStats(across)!.mean).toBeCloseTo(0, 4); // what a plain mean makes of them
    expect(secondStats(new Float32Array([10, 20]), true)!.mean).toBeCloseTo(15, 4);
    const m = new Minute(true);
    m.add(secondStats(new Float32Array([170, 175]), true), 0, 0);
    m.add(secondStats(new Float32Array([-170, -175]), true), 0, 0);
    expect(Math.abs(m.row(1, 0, 2)!.vmean!)).toBeCloseTo(180, 4);
    const ten = new TenMinutes(1, true);
    ten.add({ start: 0, rows: across.length, values: across });
    expect(Math.abs(ten.result()!.vrms[0]!)).toBeCloseTo(180, 4);
  });

  it('the writer keeps unsynchronised and invalid samples apart, and marks the first 10-minute interval partial', () => {
    const [e] = demoEntries(['SMD-C']);
    e.device.reportRate = 10;
    e.channels = [{ deviceId: e.device.id, measType: 'PHA', pointId: 'pha', recordId: 99, channel: 1 }];
    const directory = directoryOf([e]);
    const wrdb = new Wrdb();
    wrdb.sync(directory.records(600).map((r) => ({ ...r, rate: 10 })));
    const writer = new HistoryWriter(null as never, { wrdb, directory });
    const pha = wrdb.get(99)!;
    const t0 = 1_717_000_400; // 200 s into a 10-minute interval
    const rows = new Float32Array(10).fill(179);
    const tens = [];
    const seconds = [];
    for (let s = t0; s < t0 + 1000; s++) {
      if (s === t0 + 5) {
        // this second: 6 samples, 3 dropped as unsynchronised, 1 as a data error
        pha.write(s * 10, new Float32Array([179, -179, 179, -179, 179, -179]));
        for (let k = 6; k < 9; k++) wrdb.dropped.add(99, s * 10 + k, 10, false);
        wrdb.dropped.add(99, s * 10 + 9, 10, true);
      } else pha.write(s * 10, rows);
      const got = writer.collect(s + 3); // LAG: seconds up to s are done
      seconds.push(...got.seconds.filter((r) => r.record_id === 99));
      tens.push(...got.tens.filter((r) => r.record_id === 99));
    }
    const bad = seconds.find((r) => r.ts === t0 + 5)!;
    expect(bad).toMatchObject({ quality: 0.6, unsynced: 0.3, invalid: 0.1 });
    expect(Math.abs(bad.vmean!)).toBeCloseTo(180, 3);
    expect(seconds.find((r) => r.ts === t0 + 6)).toMatchObject({ quality: 1, unsynced: 0, invalid: 0 });
    // the interval the writer joined 200 s late is written, marked partial; the next full one is not
    expect(tens.map((r) => [r.ts - t0, r.partial])).toEqual([
      [-200, true],
      [400, false],
    ]);
    expect(tens[0]).toMatchObject({ unsynced: 3 / 6000, invalid: 1 / 6000 });
  });
});

describe('the history writer on a busy server', () => {
  it('aggregates many records a slice at a time, letting other work run between, with the same rows as in one go', async () => {
    const entries = demoEntries(Array.from({ length: 300 }, () => 'SMD-C' as const));
    const directory = directoryOf(entries);
    const wrdb = new Wrdb();
    wrdb.sync(directory.records(60));
    const t0 = 1_717_000_400;
    for (const id of directory.byRecordId.keys()) wrdb.get(id)!.write(t0 * 100, new Float32Array(300).fill(50));
    const inOneGo = new HistoryWriter(null as never, { wrdb, directory });
    const sliced = new HistoryWriter(null as never, { wrdb, directory });
    inOneGo.collect(t0 + 2); // cursors start at the first done second
    await sliced.collectInSlices(t0 + 2);
    expect(directory.byRecordId.size).toBeGreaterThan(2 * SLICE);

    let turns = 0;
    const other = setInterval(() => turns++, 0);
    const got = await sliced.collectInSlices(t0 + 5);
    clearInterval(other);
    const want = inOneGo.collect(t0 + 5);
    expect(got.seconds.length).toBe(3 * directory.byRecordId.size);
    expect(got.seconds).toEqual(want.seconds);
    expect(turns).toBeGreaterThan(0);
  });
});

describe('the history writer and the simulator on its thread', () => {
  it("waits for a simulated device's second until the simulator's rows for it are in, however late; a real device's it does not", () => {
    const [sim, real] = demoEntries(['SMD-C', 'SMD-C']);
    real.device.link = { transport: 'tcp', host: '127.0.0.1', port: 4712, idcode: 7 };
    const directory = directoryOf([sim, real]);
    const wrdb = new Wrdb();
    wrdb.sync(directory.records(60));
    const t0 = 1_717_000_400;
    const fq = (e: typeof sim) => wrdb.get(e.points.fq!.recordId)!;
    const clock = { through: t0 + 0.3 }; // the simulator's thread answered its tick at t0 + 0.3 s
    const writer = new HistoryWriter(null as never, { wrdb, directory, simulatedThrough: () => clock.through });
    writer.collect(t0 + 2); // cursors start at the first done second (t0)
    for (const e of [sim, real]) fq(e).write(t0 * 100, new Float32Array(30).fill(50)); // t0 … t0 + 0.29
    const secondsOf = (rows: { record_id: number }[], e: typeof sim) => rows.filter((r) => r.record_id === e.points.fq!.recordId).length;
    let got = writer.collect(t0 + 3); // second t0 is done by the clock
    expect(secondsOf(got.seconds, real)).toBe(1); // a real device's late frames are its own: the second is written
    expect(secondsOf(got.seconds, sim)).toBe(0); // the simulator has not passed it
    fq(sim).write(t0 * 100 + 30, new Float32Array(70).fill(51));
    clock.through = t0 + 1.1;
    got = writer.collect(t0 + 3);
    expect(secondsOf(got.seconds, sim)).toBe(1);
    expect(got.seconds.find((r) => r.record_id === sim.points.fq!.recordId)).toMatchObject({ vmin: 50, vmax: 51 }); // all 100 rows
  });
});
