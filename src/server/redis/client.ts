import { Redis } from 'ioredis';
import type { Shared } from './types.js';

/**
 * Connects to REDIS_URL; keys start with `prefix` (ISPS_REDIS_PREFIX) so several installations,
 * or test servers, can share one Redis. Commands queue while the connection is re-established,
 * and fail after 2 s (or a failed reconnect) instead of hanging a request; ioredis keeps
 * reconnecting, so the process recovers when Redis is back.
 */
export async function connectRedis(url: string, prefix: string): Promise<Shared> {
  const opts = { maxRetriesPerRequest: 1, commandTimeout: 2000, enableAutoPipelining: true, lazyConnect: true };
  const redis = new Redis(url, opts);
  redis.on('error', () => {
    /* ioredis reconnects; commands issued meanwhile fail with their own error */
  });
  await redis.connect();
  const extra: Redis[] = [];
  return {
    redis,
    key: (...parts) => prefix + parts.join(':'),
    duplicate() {
      const r = redis.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined, enableAutoPipelining: false });
      r.on('error', () => {});
      extra.push(r);
      return r;
    },
    async close() {
      for (const r of extra) r.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
