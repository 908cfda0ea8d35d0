import { afterEach, describe, expect, it } from 'vitest';
import { Simulator } from '#server/realtime/simulator/simulator.js';
import { SimulatorThread } from '#server/realtime/simulator/thread.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../support/realtimeDevices.js';

const T0 = Date.UTC(2026, 10, 29, 8, 0, 0);
const entries = demoEntries(['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W']);
const options = (clock: { t: number }) => ({ seed: 11, tickMs: 100, backfillSeconds: 3, maxCatchUpSeconds: 5, now: () => clock.t });

/** every record's rows as plain numbers (NaN gaps included) */
function contents(db: Wrdb) {
  return [...db.all()].map(({ spec, ring }) => ({
    id: spec.recordId,
    oldest: ring.oldest,
    newest: ring.newest,
    rows: Array.from(ring.read(ring.oldest, ring.newest)?.values ?? []),
  }));
}

let thread: SimulatorThread | undefined;
afterEach(() => thread?.stop());

describe('the simulator on its own thread', () => {
  it('fills the rings with the rows the simulator writes in the server thread, tick for tick', async () => {
    const here = new Wrdb();
    const there = new Wrdb();
    for (const db of [here, there]) db.sync(directoryOf(entries).records(600));
    const clock = { t: T0 };
    const local = new Simulator(here, options(clock));
    thread = new SimulatorThread(there, options(clock));
    local.setDevices(entries);
    thread.setDevices(entries);
    for (const step of [0, 100, 1_000, 2_350]) {
      clock.t = T0 + step;
      local.tick();
      await thread.tick();
    }
    const a = contents(here);
    expect(a.every((r) => r.newest > 0)).toBe(true); // every record of the four types was written
    expect(contents(there)).toEqual(a);
    expect(thread.stats).toEqual(local.stats);
    // what the history writer waits for: every device's rows up to here are in (the SMD-W's windows lag its reports)
    expect(thread.through).toBe(local.through());
    expect(thread.through).toBeLessThanOrEqual(clock.t / 1000);
    expect(thread.through).toBeGreaterThan(clock.t / 1000 - 3); // past the 3 s backfill's start
  });

  it('follows a changed device list and stops its thread on stop()', async () => {
    const db = new Wrdb();
    db.sync(directoryOf(entries).records(600));
    const clock = { t: T0 };
    thread = new SimulatorThread(db, options(clock));
    thread.setDevices(entries.slice(0, 1)); // the SMD-R only
    await thread.tick();
    const fq = (i: number) => db.get(entries[i].points.fq!.recordId)!;
    expect(fq(0).newest).toBeGreaterThan(0);
    expect(fq(1).newest).toBe(-1);
    thread.setDevices(entries.slice(1, 2));
    clock.t += 500;
    await thread.tick();
    expect(fq(1).newest).toBeGreaterThan(0);
    const last = fq(0).newest;
    clock.t += 500;
    await thread.tick();
    expect(fq(0).newest).toBe(last); // no longer fed
    // a thread that dies (an error it could not survive) is replaced at the next tick and fed the same devices
    await thread['worker'].terminate();
    const before = fq(1).newest;
    clock.t += 500;
    await thread.tick(); // the replacement boots
    clock.t += 100;
    await thread.tick();
    expect(fq(1).newest).toBeGreaterThan(before);
    thread.start();
    expect(thread.running).toBe(true);
    thread.stop();
    expect(thread.running).toBe(false);
    await expect(thread.tick()).resolves.toBeUndefined(); // a tick sent to a stopped thread settles, with nothing
  });
});
