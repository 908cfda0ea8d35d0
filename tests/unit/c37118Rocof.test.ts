import { describe, expect, it } from 'vitest';
import { writeConfig12 } from '#server/realtime/c37118/config.js';
import { writeData } from '#server/realtime/c37118/data.js';
import type { ConfigFrame, PmuData } from '#server/realtime/c37118/types.js';
import { DEFAULT_LIMITS } from '#server/realtime/ingest/limits.js';
import { StreamSession } from '#server/realtime/ingest/session.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const T = 1_780_000_000; // the server clock of these tests (Unix s)
const RATE = 50;

/** A real SMD-C (50 frames/s) and its session, having taken a CFG-2 whose FREQ/DFREQ are float or 16-bit integers. */
function setup(freqFloat: boolean) {
  const [e] = demoEntries(['SMD-C']);
  e.device.reportRate = RATE;
  e.device.link = { transport: 'udp', host: '', port: 0, idcode: 5 };
  const wrdb = new Wrdb();
  wrdb.sync(directoryOf([e]).records(600));
  const session = new StreamSession(() => e, wrdb, undefined, undefined, { ...DEFAULT_LIMITS, now: () => T * 1000 });
  const base = new PmuStream({ idcode: 5, rate: RATE, phasors: 1 }).cfg;
  const cfg: ConfigFrame = { ...base, soc: T, pmus: [{ ...base.pmus[0], format: { ...base.pmus[0].format, freqFloat } }] };
  session.onFrame(writeConfig12(cfg));
  /** the RF and fq rows [k, k + n) as stored, gaps null */
  const col = (m: 'RF' | 'fq', k: number, n: number) =>
    Array.from(wrdb.get(e.points[m]!.recordId)!.read(k, k + n - 1)!.values, (v) => (Number.isNaN(v) ? null : Math.round(v * 1e4) / 1e4));
  return { e, wrdb, session, cfg, col };
}

/** the data frame at row k (Unix k / RATE) with FREQ and DFREQ as the frame carries them */
function frame(cfg: ConfigFrame, k: number, block: Pick<PmuData, 'freq' | 'dfreq'> & Partial<PmuData>) {
  const soc = Math.floor(k / RATE);
  const pmu: PmuData = { stat: 0, phasors: [[127_000, 0.5]], analogs: [], digitals: [], ...block };
  return writeData({ kind: 'data', version: 1, idcode: 5, soc, fracsec: Math.round((k / RATE - soc) * 1e6), timeQuality: 0, pmus: [pmu] }, cfg);
}

describe('C37.118 DFREQ into the RF (ROCOF) ring', () => {
  it('stores a float DFREQ as sent (Hz/s), 0 included; non-finite or beyond ±100 Hz/s is a gap counted invalid', () => {
    const { e, wrdb, session, cfg, col } = setup(true);
    const k = T * RATE - 10;
    const sent = [0.37, -1.5, 0, NaN, Infinity, 250, -99.5];
    sent.forEach((dfreq, i) => session.onFrame(frame(cfg, k + i, { freq: 50.01, dfreq })));
    expect(session.stats.frames).toBe(sent.length);
    expect(col('RF', k, sent.length)).toEqual([0.37, -1.5, 0, null, null, null, -99.5]);
    expect(col('fq', k, sent.length)).toEqual(Array(sent.length).fill(50.01)); // a bad DFREQ leaves the frequency alone
    expect(session.stats.invalidValues).toBe(3);
    expect(wrdb.dropped.reason(e.points.RF!.recordId, k + 3, RATE)).toBe(2); // history counts them as invalid
  });

  it('reads a 16-bit integer DFREQ as ROCOF × 100 (C37.118.2), next to FREQ in mHz from nominal', () => {
    const { session, cfg, col } = setup(false);
    const k = T * RATE - 10;
    const sent = [37, -150, 0, 10_000, 10_001, -32_768, 25];
    sent.forEach((dfreq, i) => session.onFrame(frame(cfg, k + i, { freq: 12, dfreq })));
    expect(col('RF', k, sent.length)).toEqual([0.37, -1.5, 0, 100, null, null, 0.25]);
    expect(col('fq', k, sent.length)).toEqual(Array(sent.length).fill(50.012));
    expect(session.stats.invalidValues).toBe(2);
  });

  it('leaves RF a gap, as every point, when STAT says the block is not usable', () => {
    const { e, wrdb, session, cfg, col } = setup(true);
    const k = T * RATE - 10;
    session.onFrame(frame(cfg, k, { freq: 50, dfreq: 0.2 }));
    session.onFrame(frame(cfg, k + 1, { freq: 50, dfreq: 0.2, stat: 0x2000 })); // STAT bit 13: not synchronised
    session.onFrame(frame(cfg, k + 2, { freq: 50, dfreq: 0.2 }));
    expect(col('RF', k, 3)).toEqual([0.2, null, 0.2]);
    expect(wrdb.dropped.reason(e.points.RF!.recordId, k + 1, RATE)).toBe(1); // not synchronised
  });
});
