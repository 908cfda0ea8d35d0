import { randomInt } from 'node:crypto';
import type { Session, SessionOptions } from './types.js';

/**
 * wrdb sessions (wrdbID): opened by the client, used for reads, closed by it or dropped after
 * `idleMs` without use. A session belongs to the address that opened it; another address
 * cannot use or close it. Ids are random (not guessable from one's own).
 */
export class SessionTable {
  private readonly byId = new Map<number, Session>();
  private readonly byAddress = new Map<string, Set<number>>();
  private readonly now: () => number;

  constructor(private readonly opts: SessionOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * A new session. At the per-address cap the address's least recently used one goes; when the
   * table is full, the least recently used one of the address holding the most: opening never
   * fails, and a client flooding the table only displaces its own sessions first.
   */
  open(address: string): { session: Session; evicted?: number } {
    this.sweep();
    const held = this.byAddress.get(address);
    let evicted: number | undefined;
    if (held && held.size >= this.opts.perAddress) evicted = this.leastRecent(held);
    else if (this.byId.size >= this.opts.max) evicted = this.leastRecent(this.largestHolder());
    if (evicted !== undefined) this.drop(evicted);
    let id: number;
    // with a slot, its two digits end the id (a balancer routes by them); the rest stays random
    do id = this.opts.slot ? randomInt(1, 2 ** 40) * 100 + this.opts.slot : randomInt(1, 2 ** 47);
    while (this.byId.has(id));
    const t = this.now();
    const session = { id, address, created: t, lastUsed: t };
    this.byId.set(id, session);
    this.byAddress.set(address, (this.byAddress.get(address) ?? new Set<number>()).add(id));
    return { session, evicted };
  }

  /** The caller's live session (its idle clock restarts), or null when unknown, expired or not theirs. */
  touch(id: number, address: string): Session | null {
    const s = this.byId.get(id);
    if (!s || s.address !== address) return null;
    const t = this.now();
    if (t - s.lastUsed > this.opts.idleMs) {
      this.drop(id);
      return null;
    }
    s.lastUsed = t;
    return s;
  }

  close(id: number, address: string): boolean {
    const s = this.byId.get(id);
    if (!s || s.address !== address) return false;
    this.drop(id);
    return true;
  }

  /** Drops idle sessions; returns how many. */
  sweep(): number {
    const t = this.now();
    let n = 0;
    for (const s of this.byId.values()) {
      if (t - s.lastUsed > this.opts.idleMs) {
        this.drop(s.id);
        n++;
      }
    }
    return n;
  }

  private leastRecent(ids: Set<number>): number {
    let best: Session | undefined;
    for (const id of ids) {
      const s = this.byId.get(id)!;
      if (!best || s.lastUsed < best.lastUsed) best = s;
    }
    return best!.id;
  }

  /** The sessions of the address holding the most; among equals, the one idle longest. O(sessions), as sweep(). */
  private largestHolder(): Set<number> {
    let best: Set<number> | undefined;
    let bestIdle = Infinity;
    for (const ids of this.byAddress.values()) {
      if (best && ids.size < best.size) continue;
      const idle = this.byId.get(this.leastRecent(ids))!.lastUsed;
      if (!best || ids.size > best.size || idle < bestIdle) {
        best = ids;
        bestIdle = idle;
      }
    }
    return best!;
  }

  private drop(id: number): void {
    const s = this.byId.get(id);
    if (!s) return;
    this.byId.delete(id);
    const mine = this.byAddress.get(s.address);
    mine?.delete(id);
    if (mine && !mine.size) this.byAddress.delete(s.address);
  }
}
