import { http } from '../../src/client/api/http.js';
import type { DictMap, DictOption } from '../types.js';

/** Dictionary options by code, fetched once and shared by every page until a write makes them stale. */
const cache = new Map<string, Promise<DictOption[]>>();

function fetchDict(code: string): Promise<DictOption[]> {
  // quiet: a table dictionary the caller may not list falls back to the server's _dictText
  return http.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, true)
    .then((r) => r.result ?? [], () => []);
}

export function loadDicts(codes: string[]): Promise<DictMap> {
  return Promise.all(codes.map((code) => {
    let p = cache.get(code);
    if (!p) {
      p = fetchDict(code);
      cache.set(code, p);
    }
    return p.then((items) => [code, items] as const);
  })).then(Object.fromEntries);
}

/**
 * After a write to `entity`: its table dictionaries ("entity,text,code") are stale, and a write to
 * the dictionaries themselves makes every plain dictionary stale.
 */
export function invalidateDicts(entity: string): void {
  const plain = entity === 'sys_dict' || entity === 'sys_dict_item';
  const stale = [...cache.keys()].filter((code) => code.startsWith(`${entity},`) || (plain && !code.includes(',')));
  for (const code of stale) cache.delete(code);
  if (stale.length) for (const fn of listeners) fn(stale);
}

const listeners = new Set<(codes: string[]) => void>();

/** Calls fn with the codes a write made stale (pages kept open in other tabs reload theirs). */
export function onDictsInvalidated(fn: (codes: string[]) => void): () => void {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
}
