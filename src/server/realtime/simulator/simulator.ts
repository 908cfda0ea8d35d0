import type { DeviceEntry } from '../devices/types.js';
import { Feed } from './feed.js';
import { DeviceModel } from './model.js';
import type { RingSource, SimulatorOptions, SimulatorStats } from './types.js';
import type { Reached } from './protocol.js';

/** Device status that the simulator feeds (device_status 1: running). */
export const RUNNING = 1;
/** Running devices without a C37.118 link are the simulator's (real devices feed themselves). */
export const fedBySimulator = (e: DeviceEntry) => e.device.status === RUNNING && !e.device.link;

/** What makes a feed reusable: same device, same model inputs, same records. */
const fingerprint = (e: DeviceEntry) => JSON.stringify([e.device, Object.values(e.points).map((p) => [p.measType, p.recordId])]);

/**
 * The built-in simulator: one feed per running device. A timer (unref'd: it never keeps the
 * process alive) appends, per tick, what accrued since the last tick, capped per device so a
 * long pause does not turn into one long blocking tick.
 */
export class Simulator {
  readonly stats: SimulatorStats = { devices: 0, rows: 0, samples: 0, windows: 0, ticks: 0 };
  private feeds = new Map<string, { key: string; feed: Feed }>();
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(
    private readonly wrdb: RingSource,
    private readonly opts: SimulatorOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * Feeds the running devices of the list; unchanged devices keep their feed (and waveform phase) unless `restart`.
   * A new feed gets `backfillSeconds` of history, or less when its rings already reach closer to now (`reached`).
   */
  setDevices(entries: DeviceEntry[], reached: Reached = {}, restart = false): void {
    const now = this.now() / 1000;
    const next = new Map<string, { key: string; feed: Feed }>();
    for (const e of entries) {
      if (!fedBySimulator(e)) continue;
      const key = fingerprint(e);
      const have = restart ? undefined : this.feeds.get(e.device.id);
      // a new device gets some history; a changed one carries on from now
      const start = have ? now : Math.min(now, Math.max(now - this.opts.backfillSeconds, reached[String(e.device.id)] ?? -Infinity));
      next.set(e.device.id, have?.key === key ? have : { key, feed: new Feed(e, new DeviceModel(this.opts.seed, e.device), this.wrdb, start) });
    }
    this.feeds = next;
    this.stats.devices = next.size;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.opts.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** the time (Unix s) up to which every fed device's rows are generated (+∞ with none) */
  through(): number {
    let t = Infinity;
    for (const { feed } of this.feeds.values()) t = Math.min(t, feed.through);
    return t;
  }

  /** Generates everything due up to now (or the given time, ms). */
  tick(nowMs = this.now()): void {
    this.stats.ticks++;
    for (const { feed } of this.feeds.values()) {
      try {
        feed.advance(nowMs / 1000, this.opts.maxCatchUpSeconds, this.stats);
      } catch (err) {
        this.opts.onError?.(err);
      }
    }
  }
}
