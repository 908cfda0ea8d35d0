import { describe, expect, it } from 'vitest';
import { HeatCache } from '#server/heatmap/cache.js';
import type { HeatPool } from '#server/heatmap/pool.js';
import type { HeatRequest } from '#server/heatmap/types.js';

// A render still in flight when the cache evicts its entry (other renders filled it) must still answer its
// waiters: lru-cache would otherwise reject their fetch with its `evicted` error, a 500 under load.
const request = (i: number): HeatRequest => ({ nodes: [{ x: i, y: i, v: 1 }], scale: { w: 100, h: 100 } });

/** A pool whose renders finish in the order asked, each a 100-byte "image" naming its request. */
function fakePool() {
  let renders = 0;
  const pool = {
    run: async (req: HeatRequest) => {
      renders++;
      await new Promise((r) => setTimeout(r, 5 + req.nodes[0].x * 5));
      return Buffer.from(JSON.stringify(req.nodes[0].x).padEnd(100, ' '));
    },
  };
  return { pool: pool as unknown as HeatPool, renders: () => renders };
}

describe('heat-map cache', () => {
  it('answers every concurrent distinct render when the cache holds fewer images than are in flight', async () => {
    const { pool } = fakePool();
    const cache = new HeatCache(pool, 150); // room for one image
    const all = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => cache.get(request(i))));
    expect(all.map((r) => (r.status === 'fulfilled' ? r.value.toString().trim() : String(r.reason)))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('still shares one render between identical requests, and keeps what fits', async () => {
    const { pool, renders } = fakePool();
    const cache = new HeatCache(pool, 1000);
    const [a, b] = await Promise.all([cache.get(request(1)), cache.get(request(1))]);
    expect(a.equals(b)).toBe(true);
    await cache.get(request(1));
    expect(renders()).toBe(1);
  });
});
