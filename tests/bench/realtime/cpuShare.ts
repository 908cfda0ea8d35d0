import { performance } from 'node:perf_hooks';
import { Simulator } from '#server/realtime/simulator/simulator.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../../support/realtimeDevices.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Share {
  /** CPU time of the process over wall time, while only the simulator runs */
  cpu: number;
  /** share of the main thread's event loop kept busy */
  elu: number;
  rowsPerSecond: number;
  bytes: number;
}

/** The simulator and wrdb alone on real timers: `devices` SMD-R devices × (fq, UAA) × 100 Hz. */
export async function simulatorShare(devices = 1000, seconds = 10): Promise<Share> {
  const entries = demoEntries(Array.from({ length: devices }, () => 'SMD-R' as const));
  const db = new Wrdb();
  db.sync(directoryOf(entries).records(600));
  const sim = new Simulator(db, { seed: 1, tickMs: 100, backfillSeconds: 0, maxCatchUpSeconds: 5 });
  sim.setDevices(entries);
  sim.start();
  await sleep(1000);
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const rows0 = sim.stats.rows;
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const elu = performance.eventLoopUtilization(elu0);
  sim.stop();
  return { cpu: (cpu.user + cpu.system) / 1e6 / wall, elu: elu.utilization, rowsPerSecond: (sim.stats.rows - rows0) / wall, bytes: db.bytes() };
}
