import { createHistogram } from 'node:perf_hooks';
import type { LoadOptions, Measured } from './load.js';

/**
 * The raw-SQL baseline: `connections` async loops, each calling `step` back to back, in
 * this process (where the server's handlers run too). The first `warmup` seconds are not
 * counted; then every step that completes within the next `duration` seconds is. The window is
 * checked with the clock, not timers: embedded PGlite answers through microtasks, and a
 * timer might never get its turn.
 * `step(i)` gets the loop's iteration number (to cycle through pages).
 */
export async function rawLoad(step: (i: number) => Promise<unknown>, o: LoadOptions): Promise<Measured> {
  const hist = createHistogram();
  const begin = performance.now() + o.warmup * 1000;
  const end = begin + o.duration * 1000;
  let done = 0;
  let failures = 0;
  const loop = async () => {
    for (let i = 0; ; i++) {
      const t0 = performance.now();
      if (t0 >= end) return;
      try {
        await step(i);
      } catch (err) {
        if (++failures === 1) console.error('raw SQL step failed:', err);
        continue;
      }
      const t1 = performance.now();
      if (t1 >= begin && t1 <= end) {
        // completions inside the window, as autocannon counts them
        hist.record(Math.max(1, Math.round((t1 - t0) * 1000))); // µs
        done++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, loop));
  return { rps: done / o.duration, p99: done ? hist.percentile(99) / 1000 : 0, requests: done, sent: done, failures };
}
