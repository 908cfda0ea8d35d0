/**
 * A byte budget per source address (token bucket, one second of burst): the UDP listener takes
 * datagrams from anyone, so each address gets a bounded share of the decoding work and one
 * sender cannot starve the others. The table is bounded too: when full, the oldest tenth of it
 * goes (an evicted sender only gets its burst back).
 */
export class PeerBudget {
  private readonly peers = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly bytesPerSecond: number,
    private readonly maxPeers = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `bytes` of the address's budget; false (nothing taken) when it has not that much left. */
  take(address: string, bytes: number): boolean {
    const t = this.now();
    let p = this.peers.get(address);
    if (!p) {
      if (this.peers.size >= this.maxPeers) this.evict();
      p = { tokens: this.bytesPerSecond, at: t };
      this.peers.set(address, p);
    } else {
      p.tokens = Math.min(this.bytesPerSecond, p.tokens + ((t - p.at) / 1000) * this.bytesPerSecond);
      p.at = t;
    }
    if (p.tokens < bytes) return false;
    p.tokens -= bytes;
    return true;
  }

  get size(): number {
    return this.peers.size;
  }

  /** Drops the oldest tenth of the table (Map order is insertion order): amortised O(1) per new address. */
  private evict(): void {
    let n = Math.max(1, Math.floor(this.maxPeers / 10));
    for (const a of this.peers.keys()) {
      if (n-- <= 0) break;
      this.peers.delete(a);
    }
  }
}
