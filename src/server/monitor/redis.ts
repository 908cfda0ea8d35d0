import type { Shared } from '../redis/types.js';

/** INFO's "key:value" lines, sections dropped. */
export function parseInfo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

/** The Redis page's numbers (REDIS_URL): memory, clients, keys, ops/s; configured:false without Redis. */
export async function redisSample(shared: Shared | undefined) {
  if (!shared) return { configured: false as const, time: Date.now() };
  const [info, keys] = await Promise.all([shared.redis.info(), shared.redis.dbsize()]);
  const i = parseInfo(info);
  const n = (k: string) => Number(i[k] ?? 0);
  return {
    configured: true as const,
    version: i.redis_version,
    mode: i.redis_mode,
    uptimeSeconds: n('uptime_in_seconds'),
    usedMemory: n('used_memory'),
    usedMemoryHuman: i.used_memory_human,
    peakMemory: n('used_memory_peak'),
    clients: n('connected_clients'),
    keys,
    opsPerSecond: n('instantaneous_ops_per_sec'),
    hits: n('keyspace_hits'),
    misses: n('keyspace_misses'),
    time: Date.now(),
  };
}
