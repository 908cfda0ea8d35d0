import type { TraceEntry } from './types.js';

const TRACE_SIZE = 1000;
/** per-second buckets kept for rates and the status mix */
const WINDOW_S = 300;

interface Second {
  at: number;
  count: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
  routes: Map<string, { n: number; total: number; max: number }>;
}

/**
 * The HTTP monitor's memory: the last 1,000 requests, and per-second buckets over the last five
 * minutes (requests, status classes, per-route durations). Fixed size: O(1) per request.
 */
export class HttpStats {
  private trace: (TraceEntry | undefined)[] = new Array(TRACE_SIZE);
  private next = 0;
  private seconds: Second[] = Array.from({ length: WINDOW_S }, () => ({ at: -1, count: 0, s2: 0, s3: 0, s4: 0, s5: 0, routes: new Map() }));

  /** `key`: method and route, "GET /api/…" (a constant string where the caller can keep one) */
  record(e: TraceEntry, key: string): void {
    this.trace[this.next % TRACE_SIZE] = e;
    this.next += 1;
    const at = Math.floor(e.time / 1000);
    const b = this.seconds[at % WINDOW_S];
    if (b.at !== at) Object.assign(b, { at, count: 0, s2: 0, s3: 0, s4: 0, s5: 0, routes: new Map() });
    b.count += 1;
    const cls = e.status >= 500 ? 's5' : e.status >= 400 ? 's4' : e.status >= 300 ? 's3' : 's2';
    b[cls] += 1;
    const r = b.routes.get(key);
    if (r) {
      r.n += 1;
      r.total += e.ms;
      r.max = Math.max(r.max, e.ms);
    } else b.routes.set(key, { n: 1, total: e.ms, max: e.ms });
  }

  /** The newest requests first. */
  recent(): TraceEntry[] {
    const out: TraceEntry[] = [];
    for (let i = this.next - 1; i >= Math.max(0, this.next - TRACE_SIZE); i -= 1) out.push(this.trace[i % TRACE_SIZE]!);
    return out;
  }

  /** Rates over the last 10 s, the status mix and the slowest routes (by mean) over the last `minutes`. */
  summary(minutes = 5, now = Date.now()) {
    const nowS = Math.floor(now / 1000);
    const live = this.seconds.filter((b) => b.at > nowS - minutes * 60 && b.at <= nowS);
    const last10 = live.filter((b) => b.at > nowS - 10).reduce((n, b) => n + b.count, 0);
    const mix = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const routes = new Map<string, { n: number; total: number; max: number }>();
    for (const b of live) {
      mix['2xx'] += b.s2;
      mix['3xx'] += b.s3;
      mix['4xx'] += b.s4;
      mix['5xx'] += b.s5;
      for (const [k, r] of b.routes) {
        const t = routes.get(k) ?? { n: 0, total: 0, max: 0 };
        routes.set(k, { n: t.n + r.n, total: t.total + r.total, max: Math.max(t.max, r.max) });
      }
    }
    const slowest = [...routes]
      .map(([route, r]) => ({ route, count: r.n, meanMs: +(r.total / r.n).toFixed(2), maxMs: +r.max.toFixed(2) }))
      .sort((a, b) => b.meanMs - a.meanMs)
      .slice(0, 10);
    return { requestsPerSecond: +(last10 / 10).toFixed(2), requests: live.reduce((n, b) => n + b.count, 0), statusMix: mix, slowest, minutes };
  }
}
