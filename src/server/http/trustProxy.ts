import { isIP } from 'node:net';

/** proxy-addr's (Fastify's) names for address ranges */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * ISPS_TRUST_PROXY. Unset or off: X-Forwarded-For is ignored (anyone can write it). An integer:
 * that many proxy hops in front of the server (safe only if nothing else can reach the port).
 * Otherwise a comma list of proxy addresses or CIDRs. `true` (believe anyone) is not offered.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim();
  if (['', 'off', 'false', '0'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 100) throw bad(v);
    return hops;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = list.find((s) => !validEntry(s));
  if (wrong !== undefined || !list.length) throw bad(v, wrong);
  return list;
}

function validEntry(s: string): boolean {
  if (NAMED.has(s)) return true;
  const [addr, prefix, extra] = s.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Config → Fastify's option. Fastify 5.12 ignores a bare hop count (it cannot tell a proxy from
 * a client that connects directly), so hops become a function: believe the last `hops` senders.
 */
export function fastifyTrustProxy(t: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

const bad = (v: string, entry?: string) =>
  new Error(
    `环境变量 ISPS_TRUST_PROXY=${v} 不正确${entry ? `（「${entry}」）` : ''}：应为 off、代理层数（0–100 的整数）或逗号分隔的代理 IP/CIDR（如 10.0.0.0/8,127.0.0.1）`,
  );
