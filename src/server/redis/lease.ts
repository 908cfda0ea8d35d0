import type { LeaseStore } from '../cluster/leaseTypes.js';
import type { Shared } from './types.js';

/** KEYS: lease. ARGV: owner, ttl. Extends the lease when this owner holds it. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** A lease as one Redis key holding its owner (`SET NX PX`), expiring unless renewed. */
export const redisLease = (shared: Shared, key: string): LeaseStore => ({
  acquire: async (owner, ttlMs) => (await shared.redis.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK',
  renew: async (owner, ttlMs) => (await shared.redis.eval(RENEW, 1, key, owner, ttlMs)) === 1,
  release: async (owner) => void (await shared.redis.eval(RELEASE, 1, key, owner)),
});
