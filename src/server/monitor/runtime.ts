import { PerformanceObserver, monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

const GC_KEEP = 200;

/**
 * Process-wide runtime probes, started on first use: the event-loop delay histogram (reset at
 * each read, so p50/p99 cover the time since the last sample) and recent GC pauses.
 */
class RuntimeProbe {
  private loop: IntervalHistogram | null = null;
  private gcs: { time: number; ms: number; kind: number }[] = [];

  private start() {
    this.loop = monitorEventLoopDelay({ resolution: 10 });
    this.loop.enable();
    const obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        this.gcs.push({ time: Date.now(), ms: +e.duration.toFixed(2), kind: (e as { detail?: { kind?: number } }).detail?.kind ?? 0 });
      }
      if (this.gcs.length > GC_KEEP) this.gcs.splice(0, this.gcs.length - GC_KEEP);
    });
    obs.observe({ entryTypes: ['gc'] });
  }

  sample() {
    if (!this.loop) this.start();
    const h = this.loop!;
    const ms = (ns: number) => +(ns / 1e6).toFixed(2);
    const loop = { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
    h.reset();
    const m = process.memoryUsage();
    const minute = this.gcs.filter((g) => g.time > Date.now() - 60_000);
    return {
      node: process.version,
      pid: process.pid,
      uptimeS: Math.round(process.uptime()),
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      rss: m.rss,
      external: m.external,
      eventLoop: loop,
      gc: { lastMinuteCount: minute.length, lastMinuteMs: +minute.reduce((n, g) => n + g.ms, 0).toFixed(2), recent: this.gcs.slice(-10).reverse() },
      activeHandles: process.getActiveResourcesInfo().length,
      time: Date.now(),
    };
  }
}

export const runtimeProbe = new RuntimeProbe();
