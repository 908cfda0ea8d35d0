import { describe, expect, it } from 'vitest';
import { writeConfig12 } from '#server/realtime/c37118/config.js';
import { writeData } from '#server/realtime/c37118/data.js';
import { clockUnlocked, timeFlags } from '#server/realtime/c37118/timeQuality.js';
import type { ConfigFrame, PmuData } from '#server/realtime/c37118/types.js';
import { configMatches } from '#server/realtime/ingest/configPoints.js';
import { DEFAULT_LIMITS, type IngestLimits } from '#server/realtime/ingest/limits.js';
import { StreamSession } from '#server/realtime/ingest/session.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const T = 1_780_000_000; // the server clock of these tests (Unix s)
const RATE = 50;

/** One real device (50 frames/s, two voltage phasors with their UPM / PHA points) and its stream session; plain rings. */
function setup(limits: Partial<IngestLimits> = {}) {
  const [e] = demoEntries(['SMD-C']);
  e.device.reportRate = RATE;
  e.device.link = { transport: 'udp', host: '', port: 0, idcode: 5 };
  const pt = (measType: 'UPM' | 'PHA', channel: number, recordId: number) => ({ deviceId: e.device.id, measType, pointId: `p${recordId}`, recordId, channel });
  e.channels = [pt('UPM', 1, 101), pt('PHA', 1, 102)];
  const wrdb = new Wrdb();
  wrdb.sync(directoryOf([e]).records(600));
  const session = new StreamSession(() => e, wrdb, undefined, undefined, { ...DEFAULT_LIMITS, now: () => T * 1000, ...limits });
  const stream = new PmuStream({ idcode: 5, rate: RATE, phasors: 2 });
  const ring = (id: number) => wrdb.get(id)!;
  return { e, wrdb, session, stream, ring, fq: e.points.fq!.recordId, ua: e.points.UAA!.recordId };
}

/** a data frame of the stream's layout at row k (Unix k / RATE), with the block's fields replaced */
function frame(cfg: ConfigFrame, k: number, block: Partial<PmuData> = {}, timeQuality = 0, fracsec?: number) {
  const soc = Math.floor(k / RATE);
  const pmu: PmuData = { stat: 0, phasors: cfg.pmus[0].phasors.map(() => [127_000, 0.5]), freq: 50.01, dfreq: 0, analogs: [], digitals: [], ...block };
  return writeData({ kind: 'data', version: 1, idcode: 5, soc, fracsec: fracsec ?? Math.round((k / RATE - soc) * 1e6), timeQuality, pmus: [pmu] }, cfg);
}

describe('C37.118 stream session: what a CRC-valid frame may not do', () => {
  it('a frame stamped an hour ahead (or behind) is refused and counted; stored samples stay, the next frames are taken', () => {
    const { session, stream, ring, fq } = setup();
    session.onFrame(stream.configFrame(T));
    const k0 = (T - 1) * RATE;
    for (let k = k0; k < k0 + RATE; k++) session.onFrame(stream.dataFrame(k));
    session.onFrame(stream.dataFrame((T + 3600) * RATE));
    session.onFrame(stream.dataFrame((T - 3600) * RATE));
    expect(session.stats.badFrames).toEqual({ 'too-late': 1, 'too-early': 1 });
    expect(session.stats.lastFrameTime).toBeCloseTo(T - 1 / RATE, 6);
    for (let k = k0 + RATE; k < k0 + RATE + 10; k++) session.onFrame(stream.dataFrame(k));
    expect(session.stats.frames).toBe(RATE + 10);
    const r = ring(fq);
    expect(r.newest).toBe(k0 + RATE + 9);
    expect(Array.from(r.read(k0, k0 + RATE + 9)!.values).every((v) => Math.abs(v - 50) < 0.06)).toBe(true);
    // the window is configurable: within +5 s is taken
    session.onFrame(stream.dataFrame((T + 4) * RATE));
    expect(session.stats.frames).toBe(RATE + 11);
  });

  it('refuses TIME_BASE 0 and FRACSEC ≥ TIME_BASE with a reason; keeps the time quality with each sample', () => {
    const { session, stream, wrdb, fq, ua } = setup();
    session.onFrame(writeConfig12({ ...stream.cfg, soc: T, timeBase: 0 }));
    expect(session.stats.badFrames).toEqual({ 'time-base': 1 });
    expect(session.stats.configs).toBe(0);
    session.onFrame(stream.configFrame(T));
    const cfg = stream.cfg;
    session.onFrame(frame(cfg, T * RATE, {}, 0, 1_000_000)); // a "fraction" of one whole second
    session.onFrame(frame(cfg, T * RATE, {}, 0, 0xffffff)); // 16.8 s
    expect(session.stats.badFrames).toEqual({ 'time-base': 1, fracsec: 2 });
    expect(session.stats.frames).toBe(0);
    // leap second pending, time error < 10⁻⁵ s (code 5); STAT: unlocked for more than 1,000 s
    session.onFrame(frame(cfg, T * RATE - 2, { stat: 0x0030 }, 0x15));
    session.onFrame(frame(cfg, T * RATE - 1));
    expect(session.stats).toMatchObject({ frames: 2, timeFlagged: 1, statProblems: 0 });
    const flags = timeFlags(0x15, 0x0030);
    expect(flags).toBe(0x75);
    expect(clockUnlocked(flags)).toBe(true);
    for (const id of [fq, ua, 101, 102]) {
      expect(
        wrdb
          .get(id)!
          .read(T * RATE - 2, T * RATE - 1)!
          .values.every((v) => !Number.isNaN(v)),
      ).toBe(true);
      expect([wrdb.dropped.flags(id, T * RATE - 2, RATE), wrdb.dropped.flags(id, T * RATE - 1, RATE)]).toEqual([flags, 0]);
    }
  });

  it('keeps physically impossible values (FREQ 1e30 Hz, NaN, negative magnitudes) out of the rings and counts them invalid', () => {
    const { session, stream, wrdb, fq, ua } = setup();
    session.onFrame(stream.configFrame(T));
    const cfg = stream.cfg;
    const k = T * RATE - 10;
    session.onFrame(frame(cfg, k - 1));
    session.onFrame(frame(cfg, k, { freq: 1e30 }));
    session.onFrame(frame(cfg, k + 1, { freq: NaN }));
    session.onFrame(
      frame(cfg, k + 2, {
        phasors: [
          [-5, 0.5],
          [127_000, 0.5],
        ],
      }),
    );
    session.onFrame(frame(cfg, k + 3, { freq: -50 }));
    session.onFrame(frame(cfg, k + 4));
    const col = (id: number) => Array.from(wrdb.get(id)!.read(k, k + 4)!.values, (v) => (Number.isNaN(v) ? null : Math.round(v * 100) / 100));
    expect(col(fq)).toEqual([null, null, 50.01, null, 50.01]);
    expect(col(ua)).toEqual([127, 127, null, 127, 127]);
    expect(col(101)).toEqual([127, 127, null, 127, 127]);
    expect(col(102)).toEqual([28.65, 28.65, 28.65, 28.65, 28.65]);
    expect(session.stats.invalidValues).toBe(5);
    expect(wrdb.dropped.reason(fq, k, RATE)).toBe(2); // history counts them as invalid
    expect(wrdb.dropped.get(fq, Math.floor(k / RATE))).toEqual([0, 3]);
  });

  it('refuses a configuration with more PMUs or channels than allowed; the one before stays', () => {
    const { session, stream, e } = setup({ maxPmus: 4, maxChannels: 8 });
    const cfg = stream.cfg;
    session.onFrame(stream.configFrame(T));
    const pmu = cfg.pmus[0];
    session.onFrame(writeConfig12({ ...cfg, soc: T, pmus: Array.from({ length: 5 }, (_, i) => ({ ...pmu, idcode: 5 + i })) }));
    const wide = { ...pmu, phasors: Array.from({ length: 6 }, (_, i) => ({ name: `V${i}`, kind: 0 as const, unit: 0 })) };
    session.onFrame(
      writeConfig12({
        ...cfg,
        soc: T,
        pmus: [
          {
            ...wide,
            analogs: [{ name: 'A', kind: 0, unit: 1 }],
            digitals: [pmu.digitals[0] ?? { names: [], normal: 0, valid: 0 }, { names: [], normal: 0, valid: 0 }],
          },
        ],
      }),
    );
    expect(session.stats.badFrames).toEqual({ 'too-large': 2 });
    expect(session.stats.configs).toBe(1);
    expect(session.cfg!.pmus).toHaveLength(1);
    session.onFrame(
      writeConfig12({ ...cfg, soc: T, pmus: [{ ...wide, analogs: [{ name: 'A', kind: 0, unit: 1 }], digitals: [{ names: [], normal: 0, valid: 0 }] }] }),
    );
    expect(session.stats.configs).toBe(2); // 6 + 1 + 1 = 8 channels: taken
    expect(e.device.reportRate).toBe(RATE);
  });

  it('sizes rings by what the device type reports, not by the DATA_RATE a CFG claims', () => {
    const [l, c] = demoEntries(['SMD-L', 'SMD-C']);
    const cfg = (dataRate: number) => ({ ...new PmuStream({ idcode: 5, rate: 50, phasors: 0 }).cfg, dataRate });
    // SMD-L reports 50 /s: a PMU sending 100 or 1,000 frames a second does not make its rings 20 times larger
    expect([configMatches(l, cfg(100), 0), configMatches(l, cfg(1000), 0), configMatches(l, cfg(25), 0)]).toEqual([true, true, false]);
    // SMD-C reports up to 100 /s: its record (50 /s) follows a CFG of 100, and no further
    c.device.reportRate = 50;
    expect([configMatches(c, cfg(100), 0), configMatches(c, cfg(50), 0)]).toEqual([false, true]);
    c.device.reportRate = 100;
    expect(configMatches(c, cfg(400), 0)).toBe(true);
  });
});
