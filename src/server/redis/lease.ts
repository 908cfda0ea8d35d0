import { randomBytes } from 'node:crypto';
import type { Shared } from './types.js';

/** KEYS: lease. ARGV: owner, ttl. Extends the lease when this owner holds it. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export interface LeaseOptions {
  /** a holder that stops renewing (killed, cut off) loses the lease after this long */
  ttlMs: number;
  /** told when this process gains (true) or loses (false) the lease */
  onChange: (held: boolean) => void | Promise<void>;
}

/**
 * A job that must run in exactly one process (the simulator, the C37.118 connections): whoever
 * sets the key first holds it and renews it every third of the TTL; when the holder dies, another
 * process takes it within TTL + TTL/3. A holder that cannot renew in time (Redis unreachable)
 * gives the job up before its lease can run out, so two processes never run it at once.
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
    private readonly shared: Shared,
    private readonly key: string,
    private readonly opts: LeaseOptions,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Tries at once, then every TTL/3. */
  start(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), Math.max(100, Math.floor(this.opts.ttlMs / 3)));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.changing;
    if (this.held) {
      await this.set(false);
      await this.shared.redis.eval(RELEASE, 1, this.key, this.owner).catch(() => {});
    }
  }

  private async beat(): Promise<void> {
    const r = this.shared.redis;
    try {
      const ok = this.held
        ? (await r.eval(RENEW, 1, this.key, this.owner, this.opts.ttlMs)) === 1
        : (await r.set(this.key, this.owner, 'PX', this.opts.ttlMs, 'NX')) === 'OK';
      if (this.stopped) {
        // a beat that was under way when stop() ran: leave the lease to the others
        if (ok && !this.held) await r.eval(RELEASE, 1, this.key, this.owner);
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
