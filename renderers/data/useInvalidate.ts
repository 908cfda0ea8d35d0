import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { staleAfterWrite } from './keys.js';

/**
 * After a write: every cached page of the entity's list and every dictionary it feeds are refetched
 * (mounted ones at once, the others when next shown — their stale data is dropped, not served).
 */
export function useInvalidate(): (entity: string, resource: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((entity: string, resource: string) => {
    const stale = (k: unknown) => staleAfterWrite(k, entity, resource);
    const one = (k: unknown) => Array.isArray(k) && k[0] === 'dict';
    // single dictionaries first: the page sets refetched next must not find the old copies
    return mutate((k) => stale(k) && one(k), undefined, { revalidate: false })
      .then(() => mutate((k) => stale(k) && !one(k), undefined, { revalidate: true }));
  }, [mutate]);
}
