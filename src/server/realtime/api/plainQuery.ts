import type { WindowQuery } from './params.js';

const DOT = 46;

/** One parameter of a poll as the hot route reads it: its spelling, its range, and whether it may have decimals. */
interface Plain {
  name: string;
  min: number;
  max: number;
  fraction?: boolean;
  /** its value when left out (type: 1); without one the parameter is required */
  absent?: number;
}

/**
 * A reader of a poll's query string in its plain form, in one pass for the hot route (http/hotRoutes.ts): each
 * name spelt as given, at most once, values plain decimals (integers, or with `fraction` a dot and at most 12
 * decimals) inside their ranges. Other parameters are ignored, as the routes ignore them. Anything else — another
 * spelling of a name, a repeat, an escape, a sign, a value out of range, a required name missing — is null: the
 * route reads it with params.ts and answers what that says.
 */
function plainReader(params: readonly Plain[]): (qs: string) => number[] | null {
  const lower = new Map(params.map((p, i) => [p.name.toLowerCase(), i]));
  const all = (1 << params.length) - 1;
  const optional = params.reduce((bits, p, i) => (p.absent === undefined ? bits : bits | (1 << i)), 0);
  return (qs) => {
    if (qs.includes('%') || qs.includes('+')) return null; // an escape could spell any name
    const v = params.map((p) => p.absent ?? NaN);
    let seen = 0;
    for (let at = 0; at < qs.length;) {
      let amp = qs.indexOf('&', at);
      if (amp < 0) amp = qs.length;
      let eq = qs.indexOf('=', at);
      if (eq < 0 || eq > amp) eq = amp; // a name alone: an empty value
      const name = qs.slice(at, eq);
      const i = lower.get(name.toLowerCase());
      if (i !== undefined) {
        const p = params[i];
        if (name !== p.name || seen & (1 << i)) return null;
        seen |= 1 << i;
        const n = plainNumber(qs, eq + 1, amp, !!p.fraction);
        if (!(n >= p.min && n <= p.max)) return null;
        v[i] = n;
      }
      at = amp + 1;
    }
    return (seen | optional) === all ? v : null;
  };
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

// the names as the curve widget writes them; type may be left out (then 1), and only 1 is read here
const TYPE: Plain = { name: 'type', min: 1, max: 1, absent: 1 };
const SESSION: Plain = { name: 'wrdbID', min: 1, max: Number.MAX_SAFE_INTEGER };
const RECORD = { min: 1, max: 2 ** 31 - 1 };
const TIME = { min: 0, max: 1e11, fraction: true };

const windowReader = plainReader([TYPE, SESSION, { name: 'recordID', ...RECORD }, { name: 'timeSoc_Begin', ...TIME }, { name: 'timeSoc_End', ...TIME }]);

/** A queryWrdbData query in its plain form (end not before begin), or null for the route to read. */
export function plainWindowQuery(qs: string): WindowQuery | null {
  const v = windowReader(qs);
  return v && v[4] >= v[3] ? { wrdbID: v[1], recordid: v[2], begin: v[3], end: v[4] } : null;
}

const lastReader = plainReader([TYPE, SESSION, { name: 'recordid', ...RECORD }]);

/** A queryWrdbLastTimestamp query of an open session (wrdbID ≥ 1; opening one is the route's) in its plain form, or null. */
export function plainLastQuery(qs: string): { wrdbID: number; recordid: number } | null {
  const v = lastReader(qs);
  return v && { wrdbID: v[1], recordid: v[2] };
}
