import { Simulator } from '#server/realtime/simulator/simulator.js';
import { Ring } from '#server/realtime/wrdb/ring.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../../support/realtimeDevices.js';

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1e6;
};

/** Samples appended per CPU second: bare ring writes in batches of 10 (one 100 ms tick of a 100 Hz record). */
export function ringAppendRate(seconds = 1): number {
  const ring = new Ring(100, 1, 600);
  const batch = Float32Array.from({ length: 10 }, (_, i) => 50 + i / 1000);
  let index = 1_717_000_000 * 100;
  let n = 0;
  const t0 = process.cpuUsage();
  while (cpuSeconds(t0) < seconds) {
    for (let i = 0; i < 10_000; i++) {
      ring.write(index, batch);
      index += 10;
    }
    n += 100_000;
  }
  return n / cpuSeconds(t0);
}

/** The same with the simulator's model in front: SMD-R reports (fq + UAA) generated and appended per CPU second. */
export function simulatedAppendRate(seconds = 1): number {
  const entries = demoEntries(Array.from({ length: 200 }, () => 'SMD-R' as const));
  const db = new Wrdb();
  db.sync(directoryOf(entries).records(600));
  let now = 1_717_000_000_000;
  const sim = new Simulator(db, { seed: 1, tickMs: 100, backfillSeconds: 0, maxCatchUpSeconds: 5, now: () => now });
  sim.setDevices(entries);
  sim.tick();
  const rows0 = sim.stats.rows;
  const t0 = process.cpuUsage();
  while (cpuSeconds(t0) < seconds) {
    now += 100;
    sim.tick();
  }
  return (sim.stats.rows - rows0) / cpuSeconds(t0);
}
