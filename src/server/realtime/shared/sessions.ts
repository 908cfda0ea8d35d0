import { randomInt } from 'node:crypto';
import { orUnavailable } from '../../redis/unavailable.js';
import type { Shared } from '../../redis/types.js';
import type { Session, SessionOptions, WrdbSessions } from '../wrdb/types.js';
import { addressKey, sessionKeys } from './keys.js';
import { CLOSE, OPEN, TOUCH } from './sessionScripts.js';

/**
 * wrdb sessions in Redis, so any process answers any session, with the in-process table's rules
 * (wrdb/sessions.ts): idle expiry, the per-address cap and the table cap (ISPS_WRDB_MAX_SESSIONS),
 * each open, use and close one atomic script (sessionScripts.ts).
 */
export function redisSessions(shared: Shared, opts: Omit<SessionOptions, 'now'>): WrdbSessions {
  const r = shared.redis;
  const addressPrefix = addressKey(shared, '');
  // EVALSHA with the script loaded once (ioredis resends it after a Redis restart)
  for (const [name, lua] of [
    ['ispsWrdbOpen', OPEN],
    ['ispsWrdbTouch', TOUCH],
    ['ispsWrdbClose', CLOSE],
  ])
    r.defineCommand(name, { numberOfKeys: 4, lua });
  const run = (name: string, id: number, address: string) =>
    orUnavailable(
      (r as any)[name](
        ...sessionKeys(shared),
        addressKey(shared, address),
        id,
        address,
        Date.now(),
        opts.idleMs,
        opts.perAddress,
        opts.max,
        addressPrefix,
      ) as Promise<number>,
      '实时库会话服务',
    );
  const session = (id: number, address: string): Session => ({ id, address, created: 0, lastUsed: Date.now() });
  return {
    async open(address) {
      for (;;) {
        const id = randomInt(1, 2 ** 47);
        if (await run('ispsWrdbOpen', id, address)) return session(id, address);
      }
    },
    async touch(id, address) {
      return (await run('ispsWrdbTouch', id, address)) ? session(id, address) : null;
    },
    async close(id, address) {
      return (await run('ispsWrdbClose', id, address)) === 1;
    },
  };
}
