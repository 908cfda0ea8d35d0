import { useEffect, useState } from 'react';
import type { DictMap } from '../types.js';
import { loadDicts, onDictsInvalidated } from './dictCache.js';

/**
 * The dictionaries a page needs, in one load; `ready` once they have arrived. A write that makes
 * one of them stale (e.g. a new dictionary item added in another tab) loads them again, and
 * `version` counts the loads, for views that memoise on it.
 */
export function useDicts(codes: string[], version = 0): { dicts: DictMap; ready: boolean; version: number } {
  const key = codes.join('|');
  const [state, setState] = useState<{ key: string; dicts: DictMap; n: number } | null>(null);
  const [stale, setStale] = useState(0);
  useEffect(() => onDictsInvalidated((gone) => {
    if (gone.some((c) => key.split('|').includes(c))) setStale((n) => n + 1);
  }), [key]);
  useEffect(() => {
    let live = true;
    loadDicts(key ? key.split('|') : []).then((dicts) => live && setState((s) => ({ key, dicts, n: (s?.n ?? 0) + 1 })));
    return () => { live = false; };
  }, [key, version, stale]);
  return { dicts: state?.dicts ?? {}, ready: state?.key === key, version: state?.n ?? 0 };
}
