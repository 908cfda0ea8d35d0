import type { Shared } from '../../redis/types.js';
import { orUnavailable } from '../../redis/unavailable.js';
import { CODE_TTL_MS, MAX_TRIES, ResetCodes, codeMac, newCode, type ResetCodeStore } from './resetCodes.js';

/**
 * KEYS: the owner's code. ARGV: HMAC of the code tried, max tries. 1 once for the right code.
 * One script, so parallel wrong guesses are counted one after another and none gets past the limit.
 */
const CHECK = `
local h = redis.call('HGET', KEYS[1], 'h')
if not h then return 0 end
if h == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
if redis.call('HINCRBY', KEYS[1], 't', 1) >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 0`;

const WHAT = '密码重置验证码服务';

/**
 * Reset and binding codes in Redis when there is one, so a code mailed by one process is accepted
 * by any: a hash per owner (the code's HMAC under the install secret, and the wrong tries),
 * expiring with the code. The Redis monitor cannot read these keys (monitor/redisReadable.ts).
 */
export function resetCodeStore(shared: Shared | undefined, secret: Uint8Array): ResetCodeStore {
  if (!shared) {
    const local = new ResetCodes(secret);
    return { issue: async (id) => local.issue(id), check: async (id, code) => local.check(id, code) };
  }
  const r = shared.redis;
  r.defineCommand('ispsResetCheck', { numberOfKeys: 1, lua: CHECK });
  const key = (owner: string) => shared.key('reset', owner);
  const mac = (owner: string, code: string) => codeMac(secret, owner, code).toString('hex');
  return {
    async issue(owner) {
      const code = newCode();
      await orUnavailable(r.multi().del(key(owner)).hset(key(owner), 'h', mac(owner, code), 't', 0).pexpire(key(owner), CODE_TTL_MS).exec(), WHAT);
      return code;
    },
    async check(owner, code) {
      return (await orUnavailable((r as any).ispsResetCheck(key(owner), mac(owner, code), MAX_TRIES), WHAT)) === 1;
    },
  };
}
