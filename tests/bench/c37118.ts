import { decodeFrame } from '../../src/server/realtime/c37118/codec.js';
import { Framer } from '../../src/server/realtime/c37118/framer.js';
import type { DeviceEntry } from '../../src/server/realtime/devices/types.js';
import { connect } from '../../src/server/db/connect.js';
import { DAY, ensureHistoryTables } from '../../src/server/realtime/history/partitions.js';
import { readHistory } from '../../src/server/realtime/history/query.js';
import { HistoryWriter, writeHistory } from '../../src/server/realtime/history/writer.js';
import { StreamSession } from '../../src/server/realtime/ingest/session.js';
import { PmuStream } from '../../src/server/realtime/pmusim/stream.js';
import { Wrdb } from '../../src/server/realtime/wrdb/store.js';
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
  /** a 24-hour range read from 1 s aggregates (PGlite): median ms and buckets */
  query?: { ms: number; points: number };
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
    const session = new StreamSession(() => e, wrdb);
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

/** 24 hours of 1 s aggregates of one record in PGlite, read back as at most 2,000 buckets (median of 5). */
export async function benchHistoryQuery(): Promise<{ ms: number; points: number }> {
  const { db, close } = await connect({ dataDir: 'memory://' });
  try {
    await ensureHistoryTables(db);
    const t0 = 1_717_000_000 - (1_717_000_000 % DAY);
    const rows = Array.from({ length: DAY }, (_, i) => ({
      record_id: 1,
      ts: t0 + i,
      vmin: 49.9,
      vmax: 50.1,
      vmean: 50,
      vlast: 50,
      quality: 1,
      unsynced: 0,
      invalid: 0,
    }));
    await writeHistory(db, rows, []);
    const times: number[] = [];
    let points = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      points = (await readHistory(db, 1, t0, t0 + DAY - 1, 2000)).time.length;
      times.push(performance.now() - t);
    }
    return { ms: times.sort((a, b) => a - b)[2], points };
  } finally {
    await close();
  }
}

const k = (x: number) => `${Math.round(x / 1e3).toLocaleString('en-US')} k`;

export const c37118Ok = (r: C37Result) => r.ingest >= GOAL && r.history >= GOAL && (!r.query || r.query.points <= 2000);

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
      ...(r.query ? [['24 h range read, 1 s aggregates (PGlite)', `${r.query.ms.toFixed(1)} ms`, '', '≤ 2,000 points', `${r.query.points} points`]] : []),
    ],
    [false, true, true, false, false],
  );
}
