import type { Shared } from '../../redis/types.js';
import { orUnavailable } from '../../redis/unavailable.js';
import { CODE_TTL_MS, MAX_TRIES, ResetCodes, newCode, sha, type ResetCodeStore } from './resetCodes.js';

/** KEYS: the user's code. ARGV: hash of the code tried, max tries. 1 once for the right code. */
const CHECK = `
local h = redis.call('HGET', KEYS[1], 'h')
if not h then return 0 end
if h == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
if redis.call('HINCRBY', KEYS[1], 't', 1) >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 0`;

const WHAT = '密码重置验证码服务';

/**
 * Reset codes in Redis when there is one, so a code mailed by one process is accepted by any:
 * a hash per user (the code's SHA-256 and the wrong tries), expiring with the code.
 */
export function resetCodeStore(shared: Shared | undefined): ResetCodeStore {
  if (!shared) {
    const local = new ResetCodes();
    return { issue: async (id) => local.issue(id), check: async (id, code) => local.check(id, code) };
  }
  const r = shared.redis;
  r.defineCommand('ispsResetCheck', { numberOfKeys: 1, lua: CHECK });
  const key = (userId: string) => shared.key('reset', userId);
  return {
    async issue(userId) {
      const code = newCode();
      await orUnavailable(r.multi().del(key(userId)).hset(key(userId), 'h', sha(code).toString('hex'), 't', 0).pexpire(key(userId), CODE_TTL_MS).exec(), WHAT);
      return code;
    },
    async check(userId, code) {
      return (await orUnavailable((r as any).ispsResetCheck(key(userId), sha(code).toString('hex'), MAX_TRIES), WHAT)) === 1;
    },
  };
}
