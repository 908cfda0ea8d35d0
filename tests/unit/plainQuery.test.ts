import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { intParam, param, recordParam, sessionParam, windowQuery } from '#server/realtime/api/params.js';
import { plainLastQuery, plainWindowQuery } from '#server/realtime/api/plainQuery.js';

/** what a Fastify route makes of a query with `read`: its reading, or null when it refuses or warns */
function routeReads<T>(qs: string, read: (q: ReturnType<typeof parse>) => T = windowQuery as never) {
  const q = parse(qs);
  try {
    if (param(q, 'type') !== undefined && intParam(q, 'type', { min: -1e9, max: 1e9 }) !== 1) return null;
    return read(q);
  } catch {
    return null;
  }
}
/** the last-timestamp route's reading (its order: recordid, then wrdbID) */
const lastReads = (qs: string) => routeReads(qs, (q) => ({ recordid: recordParam(q, 'recordid'), wrdbID: sessionParam(q) }));

/** mulberry32 from a seed: the same random queries each run */
function random(seed: number) {
  return (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n;
  };
}

const NAMES = ['type', 'wrdbID', 'recordID', 'timeSoc_Begin', 'timeSoc_End', 'TYPE', 'recordid', 'WrdbId', '_t', 'x', ''];
const VALUES = ['1', '2', '01', '0', '-1', '7', '123456789', '99999999999999999', '1764216000.37', '1764216000.', '.5', '1e5', '', ' 5'];
const MORE = ['5.123456789012', '5.1234567890123', '2147483647', '2147483648', '1764216010', '-0', '1%30', '+5', 'null', '1764216000.370001'];

describe('the plain window query (hot route)', () => {
  it('reads the curve widget’s poll, in any order and with other parameters, as the route does', () => {
    const poll = 'type=1&wrdbID=42&recordID=10025&timeSoc_Begin=1764216000.37&timeSoc_End=1764216010.37&_t=1764216011';
    const want = { wrdbID: 42, recordid: 10025, begin: 1764216000.37, end: 1764216010.37 };
    expect(plainWindowQuery(poll)).toEqual(want);
    expect(plainWindowQuery(poll.split('&').reverse().join('&'))).toEqual(want);
    expect(plainWindowQuery(poll.replace('type=1&', ''))).toEqual(want);
    expect(routeReads(poll)).toEqual(want);
  });

  it('never reads a query otherwise than the route: whatever it accepts, the route reads the same (random queries)', () => {
    const rand = random(7);
    const pick = <T>(xs: T[]) => xs[Math.floor(rand(xs.length))];
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      // mostly the five names with mostly good values, so that both outcomes are common
      const parts = ['wrdbID=7', 'recordID=10025', 'timeSoc_Begin=1764216000.37', 'timeSoc_End=1764216010', 'type=1'].filter(() => rand(8) >= 1);
      for (let k = Math.floor(rand(3)); k > 0; k--)
        parts.splice(Math.floor(rand(parts.length + 1)), 0, `${pick(NAMES)}${rand(10) >= 1 ? '=' : ''}${pick([...VALUES, ...MORE])}`);
      if (rand(4) < 1) parts.push(pick(parts)); // a repeat
      const qs = parts.join('&');
      const plain = plainWindowQuery(qs);
      if (plain) {
        accepted++;
        expect({ qs, read: routeReads(qs) }).toEqual({ qs, read: plain });
      } else refused++;
    }
    expect({ accepted, refused }).toEqual({ accepted: expect.toSatisfy((n: number) => n > 2000), refused: expect.toSatisfy((n: number) => n > 2000) });
  });

  it('leaves escapes, repeats, other spellings, signs and out-of-range values to the route', () => {
    const ok = 'wrdbID=7&recordID=10025&timeSoc_Begin=10&timeSoc_End=20';
    for (const qs of [
      `${ok}&type=2`,
      `${ok}&wrdbID=7`,
      `${ok.replace('recordID', 'recordid')}`,
      `${ok.replace('recordID', 'record%49D')}`,
      `${ok.replace('=7', '=%37')}`,
      `${ok.replace('=7', '=+7')}`,
      `${ok.replace('=7', '=-7')}`,
      `${ok.replace('=7', '=0')}`,
      `${ok.replace('=10025', '=2147483648')}`,
      `${ok.replace('=20', '=5')}`,
      `${ok.replace('=20', '=20.1234567890123')}`,
      `${ok.replace('=20', '=1e1')}`,
      ok.replace('&timeSoc_End=20', ''),
      '',
    ])
      expect({ qs, plain: plainWindowQuery(qs) }).toEqual({ qs, plain: null });
  });
});

describe('the plain last-timestamp query (hot route)', () => {
  it('reads an open session’s poll as the route does, and leaves opening (wrdbID 0 or none) to the route', () => {
    expect(plainLastQuery('type=1&recordid=10025&wrdbID=42&_t=1')).toEqual({ recordid: 10025, wrdbID: 42 });
    expect(lastReads('type=1&recordid=10025&wrdbID=42&_t=1')).toEqual({ recordid: 10025, wrdbID: 42 });
    for (const qs of ['type=1&recordid=10025&wrdbID=0', 'type=1&recordid=10025', 'recordID=10025&wrdbID=42', 'recordid=10025&wrdbID=42&type=2'])
      expect({ qs, plain: plainLastQuery(qs) }).toEqual({ qs, plain: null });
  });

  it('never reads a query otherwise than the route (random queries)', () => {
    const rand = random(11);
    const pick = <T>(xs: T[]) => xs[Math.floor(rand(xs.length))];
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const parts = ['recordid=10025', 'wrdbID=7', 'type=1'].filter(() => rand(8) >= 1);
      for (let k = Math.floor(rand(3)); k > 0; k--)
        parts.splice(Math.floor(rand(parts.length + 1)), 0, `${pick(NAMES)}${rand(10) >= 1 ? '=' : ''}${pick([...VALUES, ...MORE])}`);
      if (rand(4) < 1) parts.push(pick(parts));
      const qs = parts.join('&');
      const plain = plainLastQuery(qs);
      if (plain) {
        accepted++;
        expect({ qs, read: lastReads(qs) }).toEqual({ qs, read: plain });
      }
    }
    expect(accepted).toBeGreaterThan(2000);
  });
});
