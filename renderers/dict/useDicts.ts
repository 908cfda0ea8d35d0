import { useEffect, useState } from 'react';
import type { DictMap } from '../types.js';
import { loadDicts } from './dictCache.js';

/** The dictionaries a page needs, in one load; `ready` once they have arrived. */
export function useDicts(codes: string[], version = 0): { dicts: DictMap; ready: boolean } {
  const key = codes.join('|');
  const [state, setState] = useState<{ key: string; dicts: DictMap } | null>(null);
  useEffect(() => {
    let live = true;
    loadDicts(key ? key.split('|') : []).then((dicts) => live && setState({ key, dicts }));
    return () => { live = false; };
  }, [key, version]);
  return { dicts: state?.dicts ?? {}, ready: state?.key === key };
}
