import { randomInt } from 'node:crypto';
import { HttpError } from '../../http/errors.js';
import type { Shared } from '../../redis/types.js';
import type { Session, SessionOptions, WrdbSessions } from '../wrdb/types.js';
import { addressKey, sessionKey } from './keys.js';

/**
 * KEYS: session, address set. ARGV: id, address, now, idle ms, per-address cap, session key prefix.
 * Drops the address's sessions idle too long, then its least recently used one at the cap;
 * 0 when the id is taken (the caller draws another).
 */
const OPEN = `
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[4]))
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  local old = redis.call('ZPOPMIN', KEYS[2])
  if old[1] then redis.call('DEL', ARGV[6] .. old[1]) end
end
if not redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[4], 'NX') then return 0 end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

/** KEYS: session, address set. ARGV: id, address, now, idle ms. 1 when the session is the address's and alive. */
const TOUCH = `
if redis.call('GET', KEYS[1]) ~= ARGV[2] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

/** KEYS: session, address set. ARGV: id, address. */
const CLOSE = `
if redis.call('GET', KEYS[1]) ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

/**
 * wrdb sessions in Redis, so any process answers any session: a key per session holding its
 * address, expiring after the idle time (each use restarts it), and per address a sorted set by
 * last use for the per-address cap. The table-wide cap (ISPS_WRDB_MAX_SESSIONS) is left to Redis's
 * memory: every session still expires when idle.
 */
export function redisSessions(shared: Shared, opts: Omit<SessionOptions, 'now'>): WrdbSessions {
  const r = shared.redis;
  const prefix = sessionKey(shared, 0).slice(0, -1);
  // EVALSHA with the script loaded once (ioredis resends it after a Redis restart)
  for (const [name, lua] of [
    ['ispsWrdbOpen', OPEN],
    ['ispsWrdbTouch', TOUCH],
    ['ispsWrdbClose', CLOSE],
  ])
    r.defineCommand(name, { numberOfKeys: 2, lua });
  // Redis unreachable: a 503 the client retries, not a 500
  const run = (name: string, keys: string[], args: (string | number)[]) =>
    ((r as any)[name](...keys, ...args) as Promise<number>).catch(() => {
      throw new HttpError(503, '实时库会话服务暂不可用（Redis），请稍后再试');
    });
  const session = (id: number, address: string): Session => ({ id, address, created: 0, lastUsed: Date.now() });
  return {
    async open(address) {
      for (;;) {
        const id = randomInt(1, 2 ** 47);
        const ok = await run(
          'ispsWrdbOpen',
          [sessionKey(shared, id), addressKey(shared, address)],
          [id, address, Date.now(), opts.idleMs, opts.perAddress, prefix],
        );
        if (ok) return session(id, address);
      }
    },
    async touch(id, address) {
      const ok = await run('ispsWrdbTouch', [sessionKey(shared, id), addressKey(shared, address)], [id, address, Date.now(), opts.idleMs]);
      return ok ? session(id, address) : null;
    },
    async close(id, address) {
      return (await run('ispsWrdbClose', [sessionKey(shared, id), addressKey(shared, address)], [id, address])) === 1;
    },
  };
}
