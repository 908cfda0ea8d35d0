import { performance } from 'node:perf_hooks';
import { connect } from '#server/db/connect.js';
import type { DB } from '#server/db/types.js';
import { DAY, ensureHistoryTables } from '#server/realtime/history/partitions.js';
import { readHistory } from '#server/realtime/history/query.js';
import type { SecondRow } from '#server/realtime/history/types.js';
import { HistoryWriter, writeHistory } from '#server/realtime/history/writer.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';
import { benchPostgres } from './postgres.js';
import { table } from './report.js';
import type { DbKind } from './options.js';
import { median } from './stats.js';

const DEVICES = 1000;
/** seconds of real-time writing measured */
const SECONDS = 10;
const ELU_GOAL = 0.5;
const QUERY_GOAL_MS = 50;
/** CPU per second's batch: half the second, the ELU goal in CPU terms */
const CPU_GOAL_MS = 500;
const MAX_POINTS = 2000;

export interface HistoryBenchResult {
  db: string;
  /** event-loop utilisation while the writer ran once a second (0–1) */
  elu: number;
  /** this process's CPU per second's batch (per 2,000 rows), ms: less sensitive to a shared machine than the ELU */
  cpuMs: number;
  /** slowest batch, wall ms (must stay under the second) */
  maxMs: number;
  /** rows written (1 s ones, and 1 min ones at a minute boundary) / 1 s rows the seconds that passed call for */
  rows: number;
  expectedRows: number;
  /** a 24-hour read: median ms (wall, and this process's CPU: PGlite runs in it) and buckets */
  queryMs: number;
  queryCpuMs: number;
  points: number;
}

/**
 * The history writer in real time: 1,000 SMD-C devices (fq and UAA, 100 rows a second each)
 * whose rings get a second of rows every second, the writer's pass inserting their 2,000 1 s
 * aggregates (and at minute boundaries 1 min ones); the event loop's utilisation over the run
 * (perf_hooks) and the CPU per batch. Then a 24-hour read of a record with a full day of 1 s and
 * 1 min aggregates, as the curve asks for it (≤ 2,000 buckets), median of 9.
 */
export async function benchHistory(kind: DbKind): Promise<HistoryBenchResult> {
  const pg = kind === 'pg' ? await benchPostgres() : undefined;
  const { db, close } = await connect(pg ? { databaseUrl: pg.url, dataDir: '' } : { dataDir: 'memory://' });
  try {
    await ensureHistoryTables(db);
    const entries = demoEntries(Array.from({ length: DEVICES }, () => 'SMD-C' as const));
    const directory = directoryOf(entries);
    const wrdb = new Wrdb();
    wrdb.sync(directory.records(60));
    const rings = [...wrdb.all()].filter((r) => r.ring.width === 1 && r.spec.rate === 100).map((r) => r.ring);
    const block = Float32Array.from({ length: 100 }, (_, i) => 50 + Math.sin(i / 10) * 0.01);
    const writer = new HistoryWriter(db, { wrdb, directory });
    // every second up to now gets its rows, also when a loaded machine wakes the loop late
    let filled = Math.floor(Date.now() / 1000) - 4;
    const fill = () => {
      for (const now = Math.floor(Date.now() / 1000); filled < now;) {
        filled++;
        for (const r of rings) r.write(filled * 100, block);
      }
    };
    fill();
    const first = Date.now() / 1000;
    await writer.tick(first); // cursors start; partitions made
    let last = first;
    const batches: { cpu: number; wall: number }[] = [];
    let rows = 0;
    const elu0 = performance.eventLoopUtilization();
    for (let i = 0; i < SECONDS; i++) {
      const next = (Math.floor(Date.now() / 1000) + 1) * 1000;
      await new Promise((r) => setTimeout(r, next - Date.now()));
      fill();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      last = Date.now() / 1000;
      const n = await writer.tick(last);
      rows += n;
      const c = process.cpuUsage(c0);
      // per 2,000 rows: a late loop hands one batch two seconds
      if (n) batches.push({ cpu: ((c.user + c.system) / 1000) * (rings.length / n), wall: performance.now() - t0 });
    }
    const elu = performance.eventLoopUtilization(elu0).utilization;
    const q = await queryDay(db);
    const cpu = batches.map((b) => b.cpu).sort((a, b) => a - b);
    return {
      db: kind === 'pg' ? 'PostgreSQL' : 'PGlite',
      elu,
      cpuMs: cpu[Math.floor(cpu.length / 2)],
      maxMs: Math.max(...batches.map((b) => b.wall)),
      rows,
      expectedRows: (Math.floor(last) - Math.floor(first)) * rings.length,
      ...q,
    };
  } finally {
    await close();
    await pg?.stop();
  }
}

/** A day of 1 s and 1 min aggregates of one record, read back over 24 hours. */
async function queryDay(db: DB): Promise<{ queryMs: number; queryCpuMs: number; points: number }> {
  const t0 = Math.floor(Date.now() / 1000 / DAY) * DAY - 3 * DAY;
  const row = (ts: number): SecondRow => ({ record_id: 1_000_000, ts, vmin: 49.9, vmax: 50.1, vmean: 50, vlast: 50, quality: 1, unsynced: 0, invalid: 0 });
  const seconds = Array.from({ length: DAY }, (_, i) => row(t0 + i));
  const minutes = Array.from({ length: DAY / 60 }, (_, i) => row(t0 + i * 60));
  await writeHistory(db, seconds, [], undefined, minutes);
  const times: number[] = [];
  const cpu: number[] = [];
  let points = 0;
  for (let i = 0; i < 9; i++) {
    const c0 = process.cpuUsage();
    const t = performance.now();
    points = (await readHistory(db, 1_000_000, t0, t0 + DAY - 1, MAX_POINTS)).time.length;
    times.push(performance.now() - t);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { queryMs: median(times), queryCpuMs: median(cpu), points };
}

export const historyOk = (r: HistoryBenchResult) =>
  r.elu < ELU_GOAL && r.cpuMs < CPU_GOAL_MS && r.rows >= r.expectedRows && r.queryMs < QUERY_GOAL_MS && r.points > 0 && r.points <= MAX_POINTS;

export function historyTable(rs: HistoryBenchResult[]): string {
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  return table(
    ['', 'database', 'measured', 'goal', ''],
    rs.flatMap((r) => [
      [
        `history write, ${DEVICES.toLocaleString('en-US')} devices × 2 points at 1 s: event loop busy`,
        r.db,
        `${Math.round(r.elu * 100)} %`,
        `< ${ELU_GOAL * 100} %`,
        pass(r.elu < ELU_GOAL),
      ],
      [
        "… CPU per second's batch of 2,000 rows (median; load changes it less); slowest batch, wall",
        r.db,
        `${r.cpuMs.toFixed(0)} ms; ${r.maxMs.toFixed(0)} ms`,
        `< ${CPU_GOAL_MS} ms CPU`,
        pass(r.cpuMs < CPU_GOAL_MS),
      ],
      [
        '… rows written (1 s, + 1 min at a minute boundary) / 1 s rows due',
        r.db,
        `${r.rows.toLocaleString('en-US')} / ${r.expectedRows.toLocaleString('en-US')}`,
        'all',
        pass(r.rows >= r.expectedRows),
      ],
      [
        '24 h range read (1 min aggregates), median of 9',
        r.db,
        `${r.queryMs.toFixed(1)} ms (CPU ${r.queryCpuMs.toFixed(1)} ms), ${r.points} points`,
        `< ${QUERY_GOAL_MS} ms, ≤ ${MAX_POINTS.toLocaleString('en-US')} points`,
        pass(r.queryMs < QUERY_GOAL_MS && r.points <= MAX_POINTS),
      ],
    ]),
    [false, false, true, false, false],
  );
}
