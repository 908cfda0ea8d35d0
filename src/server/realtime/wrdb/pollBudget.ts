/**
 * Window polls per wrdb session: a token bucket each (a live curve needs one window a second per
 * line), so one client cannot turn a session into a stream of maximum windows. Per process; idle
 * buckets are swept at most once a minute.
 */
export class PollBudget {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private swept = 0;

  /** `perSecond` refill, twice that as the burst (a page's first tick reads every line at once) */
  constructor(
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** takes one poll of the session; false when its budget is spent */
  take(session: number): boolean {
    const t = this.now();
    const burst = 2 * this.perSecond;
    const b = this.buckets.get(session);
    if (b === undefined) {
      this.buckets.set(session, { tokens: burst - 1, at: t });
      if (t - this.swept > 60_000) this.sweep(t);
      return true;
    }
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) * this.perSecond) / 1000);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(t: number): void {
    this.swept = t;
    // a bucket idle for 10 s is full again: forgetting it changes nothing
    for (const [id, b] of this.buckets) if (t - b.at > 10_000) this.buckets.delete(id);
  }
}
