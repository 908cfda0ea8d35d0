import type { WindowQuery } from './params.js';

// the names as the curve widget writes them; type may be left out (then 1)
const NAMES = ['type', 'wrdbID', 'recordID', 'timeSoc_Begin', 'timeSoc_End'] as const;
const LOWER = new Map<string, number>(NAMES.map((n, i) => [n.toLowerCase(), i]));
const MAX = [1, Number.MAX_SAFE_INTEGER, 2 ** 31 - 1, 1e11, 1e11];
const MIN = [1, 1, 1, 0, 0];
const DOT = 46;

/**
 * A queryWrdbData query string in its plain form, read in one pass for the hot route
 * (http/hotRoutes.ts): the five names spelt as above, each once, values plain decimals (integers
 * for type, wrdbID and recordID; a dot and at most 12 decimals for the times) inside windowQuery's
 * ranges, end not before begin, type 1. Other parameters are ignored, as the route ignores them.
 * Anything else — another spelling of a name, a repeat, an escape, a sign, a value out of range —
 * is null: the route reads it with windowQuery and answers what that says.
 */
export function plainWindowQuery(qs: string): WindowQuery | null {
  if (qs.includes('%') || qs.includes('+')) return null; // an escape could spell any name
  const v = [1, NaN, NaN, NaN, NaN];
  let seen = 0;
  for (let at = 0; at < qs.length;) {
    let amp = qs.indexOf('&', at);
    if (amp < 0) amp = qs.length;
    let eq = qs.indexOf('=', at);
    if (eq < 0 || eq > amp) eq = amp; // a name alone: an empty value
    const name = qs.slice(at, eq);
    const i = LOWER.get(name.toLowerCase());
    if (i !== undefined) {
      if (name !== NAMES[i] || seen & (1 << i)) return null;
      seen |= 1 << i;
      const n = plainNumber(qs, eq + 1, amp, i >= 3);
      if (!(n >= MIN[i] && n <= MAX[i])) return null;
      v[i] = n;
    }
    at = amp + 1;
  }
  if ((seen | 1) !== 0b11111 || v[4] < v[3]) return null;
  return { wrdbID: v[1], recordid: v[2], begin: v[3], end: v[4] };
}

/** digits (at most 16), with `fraction` a dot and 1–12 more; NaN otherwise */
function plainNumber(s: string, from: number, to: number, fraction: boolean): number {
  let dot = -1;
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k);
    if (c === DOT && fraction && dot < 0 && k > from) dot = k;
    else if (c < 48 || c > 57) return NaN;
  }
  const int = (dot < 0 ? to : dot) - from;
  if (int < 1 || int > 16 || (dot >= 0 && (to - dot - 1 < 1 || to - dot - 1 > 12))) return NaN;
  return Number(s.slice(from, to));
}
