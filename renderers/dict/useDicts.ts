import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { z } from 'zod';
import { dictItem } from '#shared/contract/answer.js';
import { useDataProvider } from '../providers/context.js';
import type { DataProvider } from '../providers/types.js';
import type { DictMap, DictOption } from '../types.js';

/** getDictItems answers the items as the contract states them (the dictionary's options). */
const dictItems = z.array(dictItem);

/** numbers each arrived set: a table remounts its memoised cells only when new dictionaries arrive */
let loads = 0;

type Cache = ReturnType<typeof useSWRConfig>['cache'];

/** One dictionary: from swr's cache when another page loaded it, else from the server (kept until a write). */
async function loadOne(dp: DataProvider, cache: Cache, code: string): Promise<DictOption[]> {
  const key = ['dict', code];
  const id = unstable_serialize(key);
  const hit = cache.get(id)?.data as DictOption[] | undefined;
  if (hit) return hit;
  // quiet: a table dictionary the caller may not list falls back to the server's _dictText
  const items = await dp.custom({ method: 'GET', path: `/sys/dict/getDictItems/${encodeURIComponent(code)}`, quiet: true, answer: dictItems }).then(
    (r) => r.result ?? [],
    () => [],
  );
  // stored with its key (as useSWR stores its own), so that useInvalidate's key filter finds it
  cache.set(id, { data: items, _k: key } as never);
  return items;
}

/**
 * The dictionaries a page needs, in one load; `ready` once they have arrived. A write that makes
 * one of them stale loads them again (see useInvalidate), and `version` changes with each set
 * that arrives, for views that memoise on it.
 */
export function useDicts(codes: string[]): { dicts: DictMap; ready: boolean; version: number } {
  const dp = useDataProvider();
  const { cache } = useSWRConfig();
  const key = codes.join('|');
  const { data } = useSWRImmutable(
    ['dicts', key],
    () =>
      Promise.all(key ? key.split('|').map(async (c) => [c, await loadOne(dp, cache, c)] as const) : []).then((pairs) => ({
        key,
        dicts: Object.fromEntries<DictMap[string]>(pairs),
        loads: ++loads,
      })),
    { keepPreviousData: true },
  );
  return { dicts: data?.dicts ?? {}, ready: data?.key === key, version: data?.loads ?? 0 };
}
