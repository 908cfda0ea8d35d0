import { Worker } from 'node:worker_threads';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import type { RecordSpec } from '../wrdb/types.js';
import { applyRows } from './batch.js';
import type { FromSimulator, Reached, SimulatorStart, ToSimulator } from './protocol.js';
import { fedBySimulator } from './simulator.js';
import type { SimulatorOptions, SimulatorStats } from './types.js';

/**
 * The built-in simulator on a thread of its own (worker.ts). Its model, waveforms and harmonic analyses took the
 * server's thread for a few ms every tick, which every poll arriving meanwhile waited for; now that thread only
 * copies each tick's rows into the rings. The clock stays here (each tick carries its time), so a test's clock
 * drives it as it drove the simulator in this thread; a tick not answered yet is not sent again (ticks coalesce).
 */
export class SimulatorThread {
  readonly stats: SimulatorStats = { devices: 0, rows: 0, samples: 0, windows: 0, ticks: 0 };
  private worker: Worker;
  /** the thread ended (stop(), or an error) */
  private gone = false;
  /** stop() ends the thread for good: a next lease makes a new one */
  stopped = false;
  private devices: ToSimulator | null = null;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private pending: { id: number; done: Promise<void>; resolve: () => void } | null = null;
  /** the time (Unix s) up to which every fed device's rows are in the rings (a device catching up holds it back) */
  through = -Infinity;
  private next = 1;

  constructor(
    private readonly wrdb: Wrdb,
    private readonly opts: SimulatorOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.worker = this.spawn();
  }

  /** A thread that ended without stop() (an error it could not survive) is replaced at the next tick, fed the last device list. */
  private spawn(): Worker {
    const o = this.opts;
    const start: SimulatorStart = { seed: o.seed, backfillSeconds: o.backfillSeconds, maxCatchUpSeconds: o.maxCatchUpSeconds };
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: start });
    worker.on('message', (m: FromSimulator) => this.receive(m));
    worker.on('error', (e) => o.onError?.(e));
    worker.on('exit', () => {
      if (this.worker === worker) this.gone = true;
      this.settle();
    });
    worker.unref();
    return worker;
  }

  /**
   * Feeds the running devices of the list; unchanged devices keep their feed (and waveform phase), unless `restart`:
   * a process taking the feed over had this list since it started, its feeds never advanced, and would begin where
   * they were made (as much as the rings' whole retention back), writing over the rows every process shows.
   */
  setDevices(entries: DeviceEntry[], restart = false): void {
    const fed = entries.filter(fedBySimulator);
    const specs = fed.flatMap((e) => Object.values(e.points).map((p) => this.wrdb.spec(p.recordId))).filter((s): s is RecordSpec => !!s);
    this.stats.devices = fed.length;
    this.devices = { op: 'devices', now: this.now(), entries: fed, specs, reached: reachedBy(this.wrdb, fed), restart };
    this.post(this.devices);
  }

  /** Generates everything due up to now (or the given time, ms); resolves once its rows are in the rings. */
  tick(nowMs = this.now()): Promise<void> {
    if (this.pending) return this.pending.done;
    if (this.stopped) return Promise.resolve();
    if (this.gone) {
      this.gone = false;
      this.worker = this.spawn();
      if (this.devices) this.post({ ...this.devices, now: nowMs });
    }
    const id = this.next++;
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    this.pending = { id, done, resolve };
    this.post({ op: 'tick', now: nowMs, id });
    return done;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.opts.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
    void this.worker.terminate();
  }

  get running(): boolean {
    return this.timer !== null;
  }

  private post(m: ToSimulator): void {
    this.worker.postMessage(m);
  }

  private receive(m: FromSimulator): void {
    if ('error' in m) return void this.opts.onError?.(new Error(m.error));
    try {
      applyRows(this.wrdb, m.rows);
    } catch (e) {
      this.opts.onError?.(e);
    }
    Object.assign(this.stats, m.stats);
    if (this.pending?.id !== m.id) return;
    this.through = m.through;
    this.settle();
  }

  private settle(): void {
    const p = this.pending;
    this.pending = null;
    p?.resolve();
  }
}

/**
 * How far each device's rings reach: the earliest of its records' newest rows. A process taking the feed over has
 * the previous feeder's rows (mirrored through Redis): its simulator continues from there rather than writing the
 * whole backfill again over rows every process already shows (and through Redis to every mirror once more).
 */
export function reachedBy(wrdb: Wrdb, entries: DeviceEntry[]): Reached {
  const out: Reached = {};
  for (const e of entries) {
    // a record without rows (one the device has sent nothing on yet) does not hold the others back
    let t = Infinity;
    for (const p of Object.values(e.points)) {
      const ring = wrdb.get(p.recordId);
      if (ring && ring.newest >= 0) t = Math.min(t, (ring.newest + 1) / ring.rate);
    }
    if (Number.isFinite(t)) out[String(e.device.id)] = t;
  }
  return out;
}
