import { useLatest } from 'ahooks';
import { useCallback, useMemo } from 'react';
import { fromFilters, toFilters, type QueryValue } from '../schema/querySerialise.js';
import type { ClientField } from '../types.js';
import type { ListController } from './controller/types.js';

/**
 * A query form's values read from the list's filters and its 查询 written back to them. The values only
 * change with the applied filters, so the form does not re-render on page turns or sorting.
 */
export function useQueryBinding<R>(fields: ClientField[], list: ListController<R>) {
  const filtersKey = JSON.stringify(list.query.filters);
  const values = useMemo(() => fromFilters(fields, list.filters), [fields, filtersKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const setFilters = useLatest(list.setFilters);
  const onSearch = useCallback((v: Record<string, QueryValue>) => setFilters.current(toFilters(fields, v)), [fields, setFilters]);
  return { values, onSearch };
}
