import type { Ctx } from '../http/types.js';
import type { ConfigFrame } from './c37118/types.js';
import type { RealtimeOptions } from './config.js';
import { DeviceDirectory, loadDirectory } from './devices/directory.js';
import { DEVICES_TOPIC } from './devices/hooks.js';
import { applyConfig } from './ingest/configPoints.js';
import { Ingest } from './ingest/ingest.js';
import { Simulator } from './simulator/simulator.js';
import { SessionTable } from './wrdb/sessions.js';
import { Wrdb } from './wrdb/store.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

/**
 * The realtime plane of one server process: the device directory (from the database), the
 * wrdb rings, the sessions and the simulator. Devices are reloaded when they change (bus).
 */
export class RealtimePlane {
  readonly wrdb = new Wrdb();
  readonly sessions: SessionTable;
  readonly simulator: Simulator | null;
  /** real devices (IEEE C37.118.2) */
  readonly ingest: Ingest;
  directory = new DeviceDirectory([]);
  private sweeper: NodeJS.Timeout | null = null;
  private loading: Promise<void> = Promise.resolve();
  private queued = false;
  private stopped = false;
  private lastError = 0;

  constructor(private readonly ctx: Ctx, readonly opts: RealtimeOptions, private readonly log?: Log, now?: () => number) {
    this.sessions = new SessionTable({ ...opts.sessions, now });
    this.simulator = opts.simulator
      ? new Simulator(this.wrdb, { seed: opts.seed, tickMs: opts.tickMs, backfillSeconds: opts.backfillSeconds, maxCatchUpSeconds: opts.maxCatchUpSeconds, now, onError: (e) => this.report(e) })
      : null;
    this.ingest = new Ingest(this.wrdb, opts.ingest, (id, cfg, block) => void this.followConfig(id, cfg, block));
  }

  async start(): Promise<void> {
    await this.ingest.start();
    await this.reload();
    this.simulator?.tick(); // the first batch of history now, the rest over the next ticks
    this.simulator?.start();
    this.sweeper = setInterval(() => this.sessions.sweep(), Math.min(10_000, this.opts.sessions.idleMs / 2));
    this.sweeper.unref();
  }

  /** Re-reads devices and points; calls arriving during a reload coalesce into one more. */
  reload(): Promise<void> {
    if (this.queued) return this.loading;
    this.queued = true;
    this.loading = this.loading.then(async () => {
      this.queued = false;
      if (this.stopped) return;
      const dir = await loadDirectory(this.ctx.db, this.ctx.registry);
      if (this.stopped) return;
      this.directory = dir;
      this.wrdb.sync(dir.records(this.opts.retentionSeconds));
      this.simulator?.setDevices(dir.entries);
      this.ingest.setDevices(dir.entries);
    }).catch((e) => this.report(e));
    return this.loading;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.simulator?.stop();
    if (this.sweeper) clearInterval(this.sweeper);
    await this.loading;
    await this.ingest.stop();
  }

  /** A real device's CFG names its data rate and phasors: the device record and points (and so its rings) follow it. */
  private async followConfig(deviceId: string, cfg: ConfigFrame, block: number): Promise<void> {
    try {
      if (await applyConfig(this.ctx.db, deviceId, cfg, block)) this.ctx.bus.publish(DEVICES_TOPIC);
    } catch (e) {
      this.report(e);
    }
  }

  /** errors of the simulator or a reload: logged, at most once a minute */
  private report(err: unknown): void {
    if (Date.now() - this.lastError < 60_000) return;
    this.lastError = Date.now();
    this.log?.error({ err }, 'realtime plane');
  }
}

const planes = new WeakMap<Ctx, RealtimePlane>();
export const realtimeOf = (ctx: Ctx): RealtimePlane | undefined => planes.get(ctx);
export const registerPlane = (ctx: Ctx, plane: RealtimePlane) => planes.set(ctx, plane);
