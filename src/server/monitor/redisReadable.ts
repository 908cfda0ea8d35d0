/**
 * The key families (after ISPS_REDIS_PREFIX) the Redis terminal may read or list. An allow-list:
 * reset and binding codes (reset:), rate limits (rate:), wrdb sessions (wrdb:sess, wrdb:owner,
 * wrdb:holders, wrdb:addr:) and any family added later stay unreadable until someone has decided
 * that they hold nothing secret. A family ending in ':' is a prefix, else one exact key.
 */
export const READABLE_FAMILIES = [
  // live sample streams (realtime/shared/keys.ts streamKey)
  'wrdb:rec:',
  // the C37.118 link counters (realtime/shared/linkStatus.ts)
  'link:status',
  // which process holds a cluster lease (realtime/shared/keys.ts leaseKey): a random process id
  'lease:',
] as const;

/** Whether the terminal may show this key: under the install prefix and in a readable family. */
export function readableKey(prefix: string, key: string): boolean {
  if (!key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  return READABLE_FAMILIES.some((f) => (f.endsWith(':') ? rest.startsWith(f) : rest === f));
}
