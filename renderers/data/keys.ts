/**
 * swr keys, one family per kind of data, so that a write can make exactly its own data stale:
 * ['list', resource, …] pages of a list (the recycle bin's too, with a last 'recycle' part), ['dict', code] one dictionary, ['dicts', codes] a page's set,
 * ['schema', entity], ['schemas'], ['departTree'], ['permTree'] the menu tree of the grant
 * drawers. Keys of one page's own data (['grant', url, owner], ['userSearch', text], ['uploadLimits', url], ['datasetChannels' | 'datasetSheet' | 'datasetText', id, …], ['analysis', …], ['dash', …] the dashboards' and the device cards' live status, ['myDeparts'])
 * are never made stale by an entity write.
 */
export type Key = readonly [string, ...unknown[]];

const plainDictTables = new Set(['sys_dict', 'sys_dict_item']);

/** Whether a write to `entity` (served at `resource`) makes the data under `key` stale. */
export function staleAfterWrite(key: unknown, entity: string, resource: string): boolean {
  if (!Array.isArray(key)) return false;
  const [kind, arg] = key as [string, unknown];
  if (kind === 'list') return arg === resource;
  if (kind === 'departTree') return entity === 'sys_depart';
  if (kind === 'permTree') return entity === 'sys_permission';
  const stale = (code: string) => code.startsWith(`${entity},`) || (plainDictTables.has(entity) && !code.includes(','));
  if (kind === 'dict') return stale(String(arg));
  if (kind === 'dicts') return String(arg).split('|').some(stale);
  return false;
}
