import { randomBytes } from 'node:crypto';
import type { LeaseOptions, LeaseStore } from './leaseTypes.js';

/**
 * A job that must run in exactly one process (the simulator, the C37.118 connections): whoever
 * takes the lease first holds it and renews it every third of the TTL; when the holder dies, another
 * process takes it within TTL + TTL/3. A holder that cannot renew in time (store unreachable)
 * gives the job up before its lease can run out, so two processes never run it at once.
 * The store is Redis (redisLease.ts) or, without Redis, PostgreSQL (pgLease.ts).
 */
export class Lease {
  /** the pid first: an operator (or the bench) can tell which process holds it */
  readonly owner = `${process.pid}:${randomBytes(8).toString('hex')}`;
  private held = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private lastRenew = 0;
  private changing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: LeaseStore,
    private readonly opts: LeaseOptions,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Tries at once, then every TTL/3; resolves once the first try (and the job's start, if it won) is done. */
  start(): Promise<void> {
    const first = this.beat();
    this.timer = setInterval(() => void this.beat(), Math.max(100, Math.floor(this.opts.ttlMs / 3)));
    this.timer.unref();
    return first;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.changing;
    if (this.held) {
      await this.set(false);
      await this.store.release(this.owner).catch(() => {});
    }
  }

  private async beat(): Promise<void> {
    try {
      const ok = this.held ? await this.store.renew(this.owner, this.opts.ttlMs) : await this.store.acquire(this.owner, this.opts.ttlMs);
      if (this.stopped) {
        // a beat that was under way when stop() ran: leave the lease to the others
        if (ok && !this.held) await this.store.release(this.owner);
        return;
      }
      if (ok) this.lastRenew = Date.now();
      if (ok !== this.held) await this.set(ok);
    } catch {
      // not renewed: give up before another process may take it over
      if (this.held && Date.now() - this.lastRenew > (this.opts.ttlMs * 2) / 3) await this.set(false);
    }
  }

  private set(held: boolean): Promise<void> {
    this.held = held;
    this.changing = this.changing.then(() => this.opts.onChange(held)).catch(() => {});
    return this.changing;
  }
}
