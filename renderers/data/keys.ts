/**
 * swr keys, one family per kind of data, so that a write can make exactly its own data stale:
 * ['list', resource, …] pages of a list, ['dict', code] one dictionary, ['dicts', codes] a page's set,
 * ['schema', entity], ['schemas'], ['departTree'], ['recycle', resource], ['deviceOffline'] (polled, never invalidated).
 */
export type Key = readonly [string, ...unknown[]];

const plainDictTables = new Set(['sys_dict', 'sys_dict_item']);

/** Whether a write to `entity` (served at `resource`) makes the data under `key` stale. */
export function staleAfterWrite(key: unknown, entity: string, resource: string): boolean {
  if (!Array.isArray(key)) return false;
  const [kind, arg] = key as [string, unknown];
  if (kind === 'list' || kind === 'recycle') return arg === resource;
  if (kind === 'departTree') return entity === 'sys_depart';
  const stale = (code: string) => code.startsWith(`${entity},`) || (plainDictTables.has(entity) && !code.includes(','));
  if (kind === 'dict') return stale(String(arg));
  if (kind === 'dicts') return String(arg).split('|').some(stale);
  return false;
}
