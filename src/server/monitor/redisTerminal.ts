import type { Shared } from '../redis/types.js';
import { READABLE_FAMILIES, readableKey } from './redisReadable.js';

/** An answer larger than this is cut (a GET of a big value must not flood the page). */
const MAX_CHARS = 64 * 1024;
const MAX_SCAN_COUNT = 1000;

/** Read commands the terminal runs, with how many key arguments follow the command (-1: all). */
const KEYS_AT: Record<string, [keyArgs: number, minArgs: number, maxArgs: number]> = {
  INFO: [0, 0, 1],
  DBSIZE: [0, 0, 0],
  GET: [1, 1, 1],
  STRLEN: [1, 1, 1],
  TTL: [1, 1, 1],
  PTTL: [1, 1, 1],
  TYPE: [1, 1, 1],
  HLEN: [1, 1, 1],
  LLEN: [1, 1, 1],
  SCARD: [1, 1, 1],
  ZCARD: [1, 1, 1],
  XLEN: [1, 1, 1],
  HGET: [1, 2, 2],
  EXISTS: [-1, 1, 100],
  SCAN: [0, 1, 5],
};
export const READ_COMMANDS = Object.keys(KEYS_AT);

export class TerminalRefusal extends Error {}

/** Splits a command line on blanks; "double quotes" keep blanks inside one argument. */
export function tokens(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/**
 * Runs one whitelisted read command on this install's readable keys (ISPS_REDIS_PREFIX and
 * redisReadable.ts) and answers its reply as text; anything else is refused with the reason.
 * SCAN is held to the prefix and a bounded COUNT, and answers only readable keys.
 */
export async function runReadCommand(shared: Shared, prefix: string, line: string): Promise<unknown> {
  const [name = '', ...args] = tokens(line.trim());
  const cmd = name.toUpperCase();
  const rule = KEYS_AT[cmd];
  if (!rule) throw new TerminalRefusal(`只允许只读命令：${READ_COMMANDS.join(', ')}；${name || '(空)'} 不能执行`);
  const [keyArgs, min, max] = rule;
  if (args.length < min || args.length > max) throw new TerminalRefusal(`${cmd} 的参数个数不对`);
  const keys = keyArgs === -1 ? args : args.slice(0, keyArgs);
  const foreign = keys.find((k) => !k.startsWith(prefix));
  if (foreign !== undefined) throw new TerminalRefusal(`只能读取本系统的键（以 ${prefix} 开头）：${foreign}`);
  const secret = keys.find((k) => !readableKey(prefix, k));
  if (secret !== undefined)
    throw new TerminalRefusal(
      `只能读取以下类别的键：${READABLE_FAMILIES.map((f) => prefix + f + (f.endsWith(':') ? '*' : '')).join('、')}；${secret} 不能读取`,
    );
  if (cmd === 'SCAN') {
    const [cursor, found] = (await shared.redis.call(cmd, ...scanArgs(args, prefix))) as [string, string[]];
    return [cursor, found.filter((k) => readableKey(prefix, k))];
  }
  const reply = await shared.redis.call(cmd, ...args);
  return typeof reply === 'string' && reply.length > MAX_CHARS ? `${reply.slice(0, MAX_CHARS)}…（已截断）` : reply;
}

/** SCAN cursor [MATCH pattern] [COUNT n]: the pattern is put under the prefix, COUNT at most 1000. */
function scanArgs(args: string[], prefix: string): string[] {
  const [cursor, ...rest] = args;
  if (!/^\d+$/.test(cursor)) throw new TerminalRefusal('SCAN 的游标应为数字');
  let match = '*';
  let count = 100;
  for (let i = 0; i < rest.length; i += 2) {
    const opt = rest[i].toUpperCase();
    const v = rest[i + 1];
    if (v === undefined) throw new TerminalRefusal(`SCAN 的 ${opt} 缺少值`);
    if (opt === 'MATCH') match = v;
    else if (opt === 'COUNT' && /^\d+$/.test(v)) count = Math.min(Number(v), MAX_SCAN_COUNT);
    else throw new TerminalRefusal(`SCAN 只接受 MATCH 与 COUNT（数字）`);
  }
  return [cursor, 'MATCH', match.startsWith(prefix) ? match : prefix + match, 'COUNT', String(count)];
}
