import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { useDataProvider } from '../providers/context.js';
import type { DataProvider } from '../providers/types.js';
import type { DictMap, DictOption } from '../types.js';

/** numbers each arrived set: a table remounts its memoised cells only when new dictionaries arrive */
let loads = 0;

type Cache = ReturnType<typeof useSWRConfig>['cache'];

/** One dictionary: from swr's cache when another page loaded it, else from the server (kept until a write). */
async function loadOne(dp: DataProvider, cache: Cache, mutate: ReturnType<typeof useSWRConfig>['mutate'], code: string): Promise<DictOption[]> {
  const key = ['dict', code];
  const hit = cache.get(unstable_serialize(key))?.data as DictOption[] | undefined;
  if (hit) return hit;
  // quiet: a table dictionary the caller may not list falls back to the server's _dictText
  const items = await dp.custom<DictOption[]>({ method: 'GET', path: `/sys/dict/getDictItems/${encodeURIComponent(code)}`, quiet: true })
    .then((r) => r.result ?? [], () => []);
  void mutate(key, items, { revalidate: false });
  return items;
}

/**
 * The dictionaries a page needs, in one load; `ready` once they have arrived. A write that makes
 * one of them stale loads them again (see useInvalidate), and `version` changes with each set
 * that arrives, for views that memoise on it.
 */
export function useDicts(codes: string[]): { dicts: DictMap; ready: boolean; version: number } {
  const dp = useDataProvider();
  const { cache, mutate } = useSWRConfig();
  const key = codes.join('|');
  const { data } = useSWRImmutable(['dicts', key], () => Promise.all(key ? key.split('|').map(async (c) => [c, await loadOne(dp, cache, mutate, c)] as const) : [])
    .then((pairs) => ({ key, dicts: Object.fromEntries(pairs) as DictMap, loads: ++loads })), { keepPreviousData: true });
  return { dicts: data?.dicts ?? {}, ready: data?.key === key, version: data?.loads ?? 0 };
}
