import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { HeatPool } from './pool.js';
import { defaultRadius } from './render.js';
import type { HeatRequest } from './types.js';

/** Every open portal page asks for the same picture every 5 s; 32 MB holds dozens of page-sized images. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** The validated input as one string: unknown keys are gone already and the default radius is spelled out. */
function canonical({ nodes, scale, radius, max }: HeatRequest): string {
  const flat = new Array<number>(nodes.length * 3);
  nodes.forEach((n, i) => {
    flat[i * 3] = n.x;
    flat[i * 3 + 1] = n.y;
    flat[i * 3 + 2] = n.v;
  });
  return JSON.stringify([scale.w, scale.h, radius ?? defaultRadius(scale.w, scale.h), max ?? null, flat]);
}

/** Heat maps ("<base64 PNG>" as JSON bytes) by a hash of their validated input, bounded by total size; identical requests in flight share one render. */
export class HeatCache {
  private readonly lru: LRUCache<string, Buffer, HeatRequest>;

  constructor(pool: HeatPool, maxBytes = CACHE_BYTES) {
    this.lru = new LRUCache<string, Buffer, HeatRequest>({
      maxSize: maxBytes,
      sizeCalculation: (png) => png.length,
      fetchMethod: (_key, _stale, { context }) => pool.run(context),
      // an image finishing can evict a render still in flight (in-flight entries count 1 byte); lru-cache would
      // reject that render's waiters with "evicted": they get their image anyway, it is just not kept
      ignoreFetchAbort: true,
    });
  }

  async get(req: HeatRequest): Promise<Buffer> {
    const key = createHash('sha256').update(canonical(req)).digest('base64url');
    const png = await this.lru.fetch(key, { context: req });
    if (png === undefined) throw new Error('heat-map render gave nothing'); // only an aborted fetch, which nothing here starts
    return png;
  }
}
