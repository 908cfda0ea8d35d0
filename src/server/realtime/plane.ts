import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http/types.js';
import type { ConfigFrame } from './c37118/types.js';
import { Lease } from '../cluster/lease.js';
import { pgLease } from '../cluster/pgLease.js';
import { redisLease } from '../redis/lease.js';
import type { RealtimeOptions } from './config.js';
import { DeviceDirectory, loadDirectory } from './devices/directory.js';
import { DEVICES_TOPIC } from './devices/hooks.js';
import { applyConfig } from './ingest/configPoints.js';
import { Ingest } from './ingest/ingest.js';
import type { LinkStats } from './ingest/types.js';
import { SimulatorThread } from './simulator/thread.js';
import { leaseKey } from './shared/keys.js';
import { SharedLinkStatus } from './shared/linkStatus.js';
import { FeedMirror } from './shared/mirror.js';
import { FeedPublisher } from './shared/publish.js';
import { redisSessions } from './shared/sessions.js';
import { localSessions } from './wrdb/localSessions.js';
import { SessionTable } from './wrdb/sessions.js';
import { Wrdb } from './wrdb/store.js';
import type { WrdbSessions } from './wrdb/types.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

/** a feeding process that dies is replaced this soon (plus a third of it) */
const LEASE_TTL_MS = 3000;

/** With Redis: the rows this process writes going out, the others' coming in, the link counters. */
interface Cluster {
  publisher: FeedPublisher;
  mirror: FeedMirror;
  links: SharedLinkStatus;
}

/**
 * The realtime plane of one server process: the device directory (from the database), the
 * wrdb rings, the sessions and the simulator. Devices are reloaded when they change (bus).
 * With Redis (docs/cluster.md) the sessions live there, and one process at a time (a lease)
 * runs the simulator and the C37.118 links; its rows reach every process's rings through
 * Redis streams, so any process answers any read. On PostgreSQL without Redis a lease row still
 * lets one process feed (and write history, raise device events), but only it has the samples.
 */
export class RealtimePlane {
  readonly wrdb: Wrdb;
  readonly sessions: WrdbSessions;
  /** the in-process session table (one process, no Redis) */
  private readonly table: SessionTable | null = null;
  simulator: SimulatorThread | null = null;
  /** real devices (IEEE C37.118.2) */
  readonly ingest: Ingest;
  /** this process writes the rings: always on PGlite, else while it holds the lease */
  feeding = false;
  private readonly cluster: Cluster | null = null;
  /** one feeder among several processes: in Redis, or without it in PostgreSQL; none on PGlite (one process) */
  private readonly lease: Lease | null = null;
  directory = new DeviceDirectory([]);
  private sweeper: NodeJS.Timeout | null = null;
  private loading: Promise<void> = Promise.resolve();
  private queued = false;
  private stopped = false;
  private lastError = 0;

  constructor(
    private readonly ctx: Ctx,
    readonly opts: RealtimeOptions,
    private readonly log?: Log,
    private readonly now?: () => number,
  ) {
    // no ring may run ahead of the clock by more than the ingest accepts (a stray time stamp would empty it)
    this.wrdb = new Wrdb({ aheadSeconds: Math.max(1, opts.ingest.acceptFutureSeconds ?? 5), now });
    this.ingest = new Ingest(this.wrdb, { ...opts.ingest, now }, (id, cfg, block) => void this.followConfig(id, cfg, block));
    const shared = ctx.shared;
    const store = shared ? redisLease(shared, leaseKey(shared, 'realtime-feed')) : ctx.raw.kind === 'postgres' ? pgLease(ctx.db, 'realtime-feed') : null;
    if (store) this.lease = new Lease(store, { ttlMs: LEASE_TTL_MS, onChange: (held) => this.feed(held) });
    // in this process without Redis, or with a slot a balancer routes each session's reads by (docs/cluster.md)
    if (!shared || opts.sessions.slot) this.table = new SessionTable({ ...opts.sessions, now });
    this.sessions = this.table ? localSessions(this.table) : redisSessions(shared!, opts.sessions);
    // made now even where a lease decides who feeds: its thread boots while this process waits, not in a takeover
    this.simulator = this.newSimulator();
    if (!shared) return;
    const origin = randomBytes(8).toString('hex');
    const publisher = new FeedPublisher(shared, this.wrdb, origin, opts.retentionSeconds * 1000);
    this.wrdb.tap = (id, start, values, rows) => publisher.write(id, start, values, rows);
    this.cluster = {
      publisher,
      mirror: new FeedMirror(shared, this.wrdb, origin),
      links: new SharedLinkStatus(
        shared,
        this.ingest,
        () => this.directory.entries,
        () => this.feeding,
      ),
    };
  }

  async start(): Promise<void> {
    if (this.table) {
      this.sweeper = setInterval(() => this.table!.sweep(), Math.min(10_000, this.opts.sessions.idleMs / 2));
      this.sweeper.unref();
    }
    if (this.lease) {
      await this.reload();
      this.cluster?.mirror.start();
      this.cluster?.links.start();
      const first = this.lease.start();
      // with Redis, feeding (the simulator's first history) must not hold up the server's start; without it, as with one process
      if (!this.cluster) await first;
      return;
    }
    this.feeding = true;
    await this.ingest.start();
    await this.reload();
    await this.simulator?.tick(); // the first batch of history before the server answers, the rest over the next ticks
    this.simulator?.start();
  }

  /**
   * The time (Unix s) up to which the simulator's rows are in the rings (+∞ without a simulator): the history
   * writer aggregates a simulated device's second only once it is past, however far the simulator's thread lags.
   */
  simulatedThrough(): number {
    return this.simulator?.running ? this.simulator.through : Infinity;
  }

  private newSimulator(): SimulatorThread | null {
    const o = this.opts;
    return o.simulator
      ? new SimulatorThread(this.wrdb, {
          seed: o.seed,
          tickMs: o.tickMs,
          backfillSeconds: o.backfillSeconds,
          maxCatchUpSeconds: o.maxCatchUpSeconds,
          now: this.now,
          onError: (e) => this.report(e),
        })
      : null;
  }

  /**
   * Gained or lost the lease: start or stop the simulator and the links. A new simulator
   * backfills its first seconds, which covers the gap since the previous holder died.
   */
  private async feed(held: boolean): Promise<void> {
    if (held && this.stopped) return;
    if (!held) this.feeding = false;
    if (held) {
      // a listener port that will not bind must not keep the simulator from starting
      await this.ingest.start().catch((e) => this.report(e));
      this.ingest.setDevices(this.directory.entries);
      const simulator = this.simulator && !this.simulator.stopped ? this.simulator : (this.simulator = this.newSimulator());
      simulator?.setDevices(this.directory.entries, true);
      const first = simulator?.tick();
      simulator?.start();
      // feeding once the first rows (the backfill over the previous holder's gap) are in, unless the lease went meanwhile
      await first;
      if (!this.stopped && (!simulator || simulator.running)) this.feeding = true;
      return;
    }
    this.simulator?.stop();
    // kept, stopped, until a next lease brings a new one: readers see it is not running
    await this.ingest.stop();
  }

  /** Re-reads devices and points; calls arriving during a reload coalesce into one more. */
  reload(): Promise<void> {
    if (this.queued) return this.loading;
    this.queued = true;
    this.loading = this.loading
      .then(async () => {
        this.queued = false;
        if (this.stopped) return;
        const dir = await loadDirectory(this.ctx.db, this.ctx.registry);
        if (this.stopped) return;
        this.directory = dir;
        this.wrdb.sync(dir.records(this.opts.retentionSeconds));
        this.simulator?.setDevices(dir.entries);
        if (this.feeding) this.ingest.setDevices(dir.entries); // links connect: only in the feeding process
      })
      .catch((e) => this.report(e));
    return this.loading;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.simulator?.stop();
    if (this.sweeper) clearInterval(this.sweeper);
    await this.loading;
    await this.lease?.stop(); // released at once: another process takes over without waiting out the TTL
    if (this.cluster) {
      await this.cluster.mirror.stop();
      this.cluster.links.stop();
      this.cluster.publisher.stop();
    }
    await this.ingest.stop();
  }

  /** The link counters of these devices: this process's links, or the feeding process's (via Redis). */
  async linkStatus(ids: string[]): Promise<(LinkStats | null)[]> {
    if (this.cluster && !this.feeding) return this.cluster.links.status(ids);
    return ids.map((id) => this.ingest.status(id) ?? null);
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
