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

  /** A new session; at the per-address cap the address's least recently used one is dropped. Null when the table is full. */
  open(address: string): { session: Session; evicted?: number } | null {
    this.sweep();
    const mine = this.byAddress.get(address) ?? new Set<number>();
    let evicted: number | undefined;
    if (mine.size >= this.opts.perAddress) {
      evicted = [...mine].reduce((a, b) => (this.byId.get(a)!.lastUsed <= this.byId.get(b)!.lastUsed ? a : b));
      this.drop(evicted);
    }
    if (this.byId.size >= this.opts.max) return null;
    let id: number;
    do id = randomInt(1, 2 ** 47); while (this.byId.has(id));
    const t = this.now();
    const session = { id, address, created: t, lastUsed: t };
    this.byId.set(id, session);
    this.byAddress.set(address, mine.add(id));
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

  private drop(id: number): void {
    const s = this.byId.get(id);
    if (!s) return;
    this.byId.delete(id);
    const mine = this.byAddress.get(s.address);
    mine?.delete(id);
    if (mine && !mine.size) this.byAddress.delete(s.address);
  }
}
