import { describe, expect, it } from 'vitest';
import { analyse } from '#server/realtime/math/analyse.js';
import { realtimeOptions } from '#server/realtime/config.js';
import { PROFILES } from '#server/realtime/devices/profiles.js';
import type { DeviceEntry, MeasType } from '#server/realtime/devices/types.js';
import { EPOCH_SECONDS, epochEvents } from '#server/realtime/simulator/events.js';
import { DeviceModel } from '#server/realtime/simulator/model.js';
import { Simulator } from '#server/realtime/simulator/simulator.js';
import { reachedBy } from '#server/realtime/simulator/thread.js';
import { WINDOW_SPAN_SECONDS } from '#server/realtime/simulator/windows.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const T0 = 1_717_000_000_000; // ms

/** A simulator over its own wrdb, on a clock the test moves. */
function run(entries: DeviceEntry[], seed: number, steps: number[], retention = 600) {
  const db = new Wrdb();
  db.sync(directoryOf(entries).records(retention));
  const clock = { t: T0 };
  const sim = new Simulator(db, { seed, tickMs: 100, backfillSeconds: 0, maxCatchUpSeconds: 5, now: () => clock.t });
  sim.setDevices(entries);
  for (const s of steps) {
    clock.t += s;
    sim.tick();
  }
  return { db, sim };
}

const min = (v: number[]) => v.reduce((a, b) => Math.min(a, b), Infinity);
const max = (v: number[]) => v.reduce((a, b) => Math.max(a, b), -Infinity);
const ring = (db: Wrdb, e: DeviceEntry, m: MeasType) => db.get(e.points[m]!.recordId)!;
const all = (db: Wrdb, e: DeviceEntry, m: MeasType) => ring(db, e, m).read(0, Number.MAX_SAFE_INTEGER);

describe('simulator determinism', () => {
  const entries = demoEntries(['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W']);
  const regular = Array.from({ length: 120 }, () => 100); // 12 s in 100 ms ticks
  const irregular = [37, 1300, 2900, 13, 4100, 250, 1800, 1600]; // the same 12 s, in uneven ticks

  it('gives the same records for the same seed, however the time is cut into ticks', () => {
    // zero-length ticks at the end let the analyses that are spread over ticks catch up
    const drain = Array.from({ length: 15 }, () => 0);
    const a = run(entries, 42, [...regular, ...drain]).db;
    const b = run(entries, 42, [...irregular, 12000 - irregular.reduce((x, y) => x + y, 0), ...drain]).db;
    for (const e of entries) {
      for (const m of Object.keys(e.points) as MeasType[]) {
        const ra = all(a, e, m);
        const rb = all(b, e, m);
        expect(ra, `${e.device.equipId} ${m}`).not.toBeNull();
        expect(rb!.start).toBe(ra!.start);
        expect(Buffer.from(rb!.values.buffer).equals(Buffer.from(ra!.values.buffer)), `${e.device.equipId} ${m}`).toBe(true);
      }
    }
  });

  it('gives different signals for a different seed', () => {
    const a = all(run(entries, 42, regular).db, entries[0], 'fq')!;
    const b = all(run(entries, 43, regular).db, entries[0], 'fq')!;
    expect(Buffer.from(a.values.buffer).equals(Buffer.from(b.values.buffer))).toBe(false);
  });

  it('appends per tick what accrued: 100 Hz devices 10 rows per 100 ms tick, and nothing twice', () => {
    const { db, sim } = run(entries, 1, [100]);
    const fq = ring(db, entries[0], 'fq');
    const rows = () => fq.newest - fq.oldest + 1;
    expect(rows()).toBe(11); // the sample at the start, then 10 per 100 ms
    sim.tick(T0 + 200);
    expect(rows()).toBe(21);
    sim.tick(T0 + 200);
    expect(rows()).toBe(21);
    expect(fq.newest / 100).toBeCloseTo((T0 + 200) / 1000, 6);
    const w = ring(db, entries[3], 'WAV');
    expect(w.newest - w.oldest).toBe(0.2 * PROFILES['SMD-W'].sampleRate);
  });
});

describe('a feeder taking over (docs/cluster.md)', () => {
  const entries = demoEntries(['SMD-R', 'SMD-C']);

  it('continues each device from where its rings already reach, within its backfill, and leaves the rows there alone', () => {
    const db = new Wrdb();
    db.sync(directoryOf(entries).records(600));
    const [kept, fresh] = entries;
    // the previous feeder's rows of one device, mirrored here: 6 s up to 4 s ago, every value 42
    const start = (T0 - 10_000) / 10;
    for (const p of Object.values(kept.points)) {
      const r = db.get(p.recordId)!;
      const from = (start / 100) * r.rate;
      const rows = 6 * r.rate;
      r.write(from, new Float32Array(rows * r.width).fill(42), rows);
    }
    const reached = reachedBy(db, entries);
    expect(reached).toEqual({ [String(kept.device.id)]: (T0 - 4000) / 1000 });

    const sim = new Simulator(db, { seed: 1, tickMs: 100, backfillSeconds: 10, maxCatchUpSeconds: 30, now: () => T0 });
    sim.setDevices(entries, reached);
    sim.tick();
    const fq = (e: DeviceEntry) => ring(db, e, 'fq');
    // the mirrored rows stay as they were; the simulator's begin right after them; the other device gets its 10 s
    expect([...fq(kept).read(start, start + 599)!.values].every((v) => v === 42)).toBe(true);
    expect(fq(kept).read(start + 600, start + 600)!.values[0]).not.toBe(42);
    expect(fq(kept).newest).toBe(T0 / 10);
    expect(fq(fresh).oldest).toBe(start);
  });

  it('restarted on taking the feed over, feeds made long before begin where the rings reach, not where they were made', () => {
    const db = new Wrdb();
    db.sync(directoryOf(entries).records(600));
    const clock = { t: T0 - 120_000 };
    const sim = new Simulator(db, { seed: 1, tickMs: 100, backfillSeconds: 10, maxCatchUpSeconds: 2, now: () => clock.t });
    sim.setDevices(entries); // a standby process: its device list since it started, two minutes ago, never ticked
    clock.t = T0;
    // the previous feeder's rows, mirrored, up to 1 s ago
    for (const e of entries)
      for (const p of Object.values(e.points)) {
        const r = db.get(p.recordId)!;
        r.write((T0 / 1000 - 61) * r.rate, new Float32Array(60 * r.rate * r.width).fill(42), 60 * r.rate);
      }
    sim.setDevices(entries, reachedBy(db, entries), true);
    sim.tick();
    const fq = ring(db, entries[0], 'fq');
    expect(fq.newest).toBe(T0 / 10); // caught up at the first tick: a 1 s gap, within one tick's 2 s
    expect([...fq.read(fq.oldest, T0 / 10 - 101)!.values].every((v) => v === 42)).toBe(true);
  });

  it('a record the device has sent nothing on yet does not hold its others back', () => {
    const db = new Wrdb();
    db.sync(directoryOf(entries).records(600));
    const fq = db.get(entries[0].points.fq!.recordId)!;
    fq.write((T0 / 1000 - 2) * fq.rate, new Float32Array(fq.rate * fq.width).fill(50), fq.rate);
    expect(reachedBy(db, entries)).toEqual({ [String(entries[0].device.id)]: T0 / 1000 - 1 });
  });
});

describe('simulated signals (seed 7, 40 simulated minutes)', () => {
  const entries = demoEntries(['SMD-R', 'SMD-C']);
  const { db } = run(
    entries,
    7,
    Array.from({ length: 480 }, () => 5000),
    2400,
  );
  const series = (e: DeviceEntry, m: MeasType) => [...all(db, e, m)!.values];

  it("keeps each type's frequency in its band around 50 Hz, with slow drift and occasional steps", () => {
    for (const e of entries) {
      const f = series(e, 'fq').filter((v) => !Number.isNaN(v));
      const [lo, hi] = PROFILES[e.device.equipType].band;
      expect(min(f)).toBeGreaterThanOrEqual(lo);
      expect(max(f)).toBeLessThanOrEqual(hi);
      const mean = f.reduce((s, v) => s + v, 0) / f.length;
      expect(Math.abs(mean - 50)).toBeLessThan(0.05);
      const sd = Math.sqrt(f.reduce((s, v) => s + (v - mean) ** 2, 0) / f.length);
      expect(sd, e.device.equipType).toBeGreaterThan(0.005); // drift is visible on a curve
      expect(sd, e.device.equipType).toBeLessThan(0.2);
      expect(max(f.map((v) => Math.abs(v - 50))), e.device.equipType).toBeGreaterThan(0.06); // some step happened
    }
  });

  it('puts sags and swells on the voltage exactly as A[1 − α(u(t−t1) − u(t−t2))]', () => {
    const e = entries[0];
    const model = new DeviceModel(7, e.device);
    const uaa = ring(db, e, 'UAA');
    let sags = 0;
    for (let epoch = Math.ceil(uaa.oldest / 100 / EPOCH_SECONDS); epoch < uaa.newest / 100 / EPOCH_SECONDS - 1; epoch++) {
      const ev = epochEvents(model.seed, model.sig, epoch);
      if (!ev.sag || ev.drop) continue;
      const i = Math.ceil(((ev.sag.t1 + ev.sag.t2) / 2) * 100); // a report inside the event, if it is long enough
      if (i / 100 >= ev.sag.t2 || i / 100 < ev.sag.t1) continue;
      const got = uaa.read(i, i)!.values[0];
      const expected = model.baseAmplitude(i / 100) * (1 - ev.sag.alpha);
      expect(Math.abs(got / expected - 1)).toBeLessThan(0.003); // measurement noise is 0.05 %
      sags++;
    }
    expect(sags).toBeGreaterThan(0);
    const u = series(e, 'UAA').filter((v) => !Number.isNaN(v));
    expect(min(u) / model.udin).toBeLessThan(0.9);
  });

  it('leaves communication drop-outs as gaps in the records', () => {
    const nulls = entries.map((e) => series(e, 'fq').filter((v) => Number.isNaN(v)).length);
    expect(max(nulls)).toBeGreaterThan(100); // at least one 1–5 s drop-out at 100 Hz
    const e = entries[nulls.indexOf(max(nulls))];
    const model = new DeviceModel(7, e.device);
    const fq = all(db, e, 'fq')!;
    let wrong = 0;
    for (let i = 0; i < fq.rows; i++) if (Number.isNaN(fq.values[i]) === model.online((fq.start + i) / 100)) wrong++;
    expect(wrong).toBe(0); // null exactly while the device was off line
  });
});

describe('harmonics of the simulated loads come from the measurement math', () => {
  const entries = demoEntries(['SMD-L', 'SMD-W']);
  const { db } = run(
    entries,
    3,
    Array.from({ length: 40 }, () => 100),
  );

  it('stores for SMD-W exactly what the analysis of its stored waveform gives', () => {
    const e = entries[1];
    const hg = ring(db, e, 'HG');
    const k = hg.newest;
    const fs = e.device.sampleRate;
    const wave = ring(db, e, 'WAV').read(Math.round((k / 5) * fs), Math.round((k / 5) * fs) + Math.ceil(WINDOW_SPAN_SECONDS * fs) - 1)!;
    const a = analyse(wave.values, fs)!;
    const udin = e.device.ratedKv / Math.sqrt(3);
    const row = hg.read(k, k)!.values;
    for (let n = 1; n <= 50; n++) expect(row[n - 1]).toBeCloseTo((100 * a.harmonicGroups[n]) / udin, 4);
    expect(ring(db, e, 'THD').read(k, k)!.values[0]).toBeCloseTo(a.thd, 4);
  });

  it('measures the THD and the 5th harmonic the load model puts in, within 0.1 % of the fundamental', () => {
    const e = entries[0];
    const model = new DeviceModel(3, e.device);
    const k = ring(db, e, 'THD').newest;
    const t = k / 5;
    const levels = model.harmonics.map((h, i) => [h.order, model.harmonicLevel(i, t)] as const);
    const thd = 100 * Math.sqrt(levels.reduce((s, [, l]) => s + l * l, 0));
    expect(Math.abs(ring(db, e, 'THD').read(k, k)!.values[0] - thd)).toBeLessThan(0.1);
    const hg = ring(db, e, 'HG').read(k, k)!.values;
    const fifth = levels.find(([o]) => o === 5)![1];
    expect(Math.abs(hg[4] / hg[0] - fifth)).toBeLessThan(0.001);
  });
});

describe('configuration', () => {
  it('runs the simulator unless ISPS_SIMULATOR=off, and refuses bad values', () => {
    expect(realtimeOptions({}).simulator).toBe(true);
    expect(realtimeOptions({ ISPS_SIMULATOR: 'off' }).simulator).toBe(false);
    expect(realtimeOptions({}).retentionSeconds).toBe(600);
    expect(() => realtimeOptions({ ISPS_SIMULATOR: 'maybe' })).toThrow(/ISPS_SIMULATOR/);
    expect(() => realtimeOptions({ ISPS_WRDB_MINUTES: '5' })).toThrow(/ISPS_WRDB_MINUTES/);
  });
});
