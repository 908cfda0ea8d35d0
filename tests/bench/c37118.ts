import { decodeFrame } from '#server/realtime/c37118/codec.js';
import { Framer } from '#server/realtime/c37118/framer.js';
import type { DeviceEntry } from '#server/realtime/devices/types.js';
import { HistoryWriter } from '#server/realtime/history/writer.js';
import { StreamSession } from '#server/realtime/ingest/session.js';
import { DEFAULT_LIMITS } from '#server/realtime/ingest/limits.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';
import { table } from './report.js';

/** 1,000 PMUs at 100 frames/s */
const PMUS = 1000;
const RATE = 100;
const GOAL = PMUS * RATE;

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1e6;
};

/** Runs `round` (which handles `n` frames) for about `seconds` of CPU; frames per CPU second. */
function rate(n: number, round: () => void, seconds = 2): number {
  round(); // warm-up (JIT)
  let frames = 0;
  const t0 = process.cpuUsage();
  while (cpuSeconds(t0) < seconds) {
    round();
    frames += n;
  }
  return frames / cpuSeconds(t0);
}

export interface C37Result {
  bare: number;
  ingest: number;
  /** ingest plus the history writer's pass over the same second of every ring */
  history: number;
}

/**
 * Decode + ingest of C37.118.2 data frames (pmu-sim's layout: 3 float polar phasors, float
 * FREQ/DFREQ) for 1,000 PMUs: each device's bytes go through its framer and stream session into
 * the wrdb rings (fq, UAA), against bare decoding of the same frames. The frames of one second
 * (100 per PMU) are encoded up front.
 */
export function benchC37118(): C37Result {
  const entries: DeviceEntry[] = demoEntries(Array.from({ length: PMUS }, () => 'SMD-C' as const));
  const wrdb = new Wrdb();
  wrdb.sync(directoryOf(entries).records(600));
  const t0 = 1_717_000_000 * RATE;
  const devices = entries.map((e, i) => {
    e.device.link = { transport: 'tcp', host: '', port: 1, idcode: i + 1 };
    const stream = new PmuStream({ idcode: i + 1, rate: RATE, phasors: 3 });
    // the frames' own clock: they are stamped in 2024, outside the window around the real one
    const session = new StreamSession(() => e, wrdb, undefined, undefined, { ...DEFAULT_LIMITS, now: () => (t0 / RATE) * 1000 });
    session.onFrame(stream.configFrame());
    const frames = Array.from({ length: RATE }, (_, k) => stream.dataFrame(t0 + k));
    return { e, cfg: stream.cfg, session, framer: new Framer((f) => session.onFrame(f)), frames };
  });
  const n = PMUS * RATE;
  const bare = rate(n, () => {
    for (const d of devices) for (const f of d.frames) decodeFrame(f, () => d.cfg);
  });
  const ingest = rate(n, () => {
    for (const d of devices) for (const f of d.frames) d.framer.push(f);
  });
  // the history writer's 1 s pass (aggregates of every ring's second, fed to its 10 min sums) after each second of frames
  const plane = { wrdb, directory: directoryOf(entries) };
  const second = t0 / RATE;
  let rows = 0;
  const history = rate(n, () => {
    for (const d of devices) for (const f of d.frames) d.framer.push(f);
    const w = new HistoryWriter(null as never, plane);
    w.collect(second + 2); // the cursor starts at the second …
    rows = w.collect(second + 3).seconds.length; // … which it then reads
  });
  if (rows !== PMUS * 2) throw new Error(`ingest bench: the history pass made ${rows} rows, not ${PMUS * 2}`);
  const st = devices[0].session.stats;
  if (!st.frames || st.crcErrors || st.statProblems) throw new Error(`ingest bench: frames were not taken (${JSON.stringify(st)})`);
  return { bare, ingest, history };
}

const k = (x: number) => `${Math.round(x / 1e3).toLocaleString('en-US')} k`;

export const c37118Ok = (r: C37Result) => r.ingest >= GOAL && r.history >= GOAL;

export function c37118Table(r: C37Result): string {
  return table(
    ['', 'frames/s per core', 'vs bare decode', 'goal', ''],
    [
      ['bare decode (baseline)', k(r.bare), '100 %', '', ''],
      [
        'framer + decode + wrdb append (fq, UAA)',
        k(r.ingest),
        `${Math.round((r.ingest / r.bare) * 100)} %`,
        `≥ ${k(GOAL)} (${PMUS.toLocaleString('en-US')} PMUs × ${RATE} /s)`,
        r.ingest >= GOAL ? 'pass' : 'FAIL',
      ],
      [
        '… + history writer (1 s aggregates, 10 min sums)',
        k(r.history),
        `${Math.round((r.history / r.bare) * 100)} %`,
        `≥ ${k(GOAL)}`,
        r.history >= GOAL ? 'pass' : 'FAIL',
      ],
    ],
    [false, true, true, false, false],
  );
}
