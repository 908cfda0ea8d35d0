import { useMemo } from 'react';
import { realValueList } from '#shared/contract/portal.js';
import { portalFetch } from '../../measure/portalApi.js';
import type { RealValue } from '../../measure/types.js';
import useSWR from 'swr';
import { polled } from '../../measure/polled.js';

/** The latest value of each point (queryData_MeasRealValues), polled every second; keyed by pointid. */
export function useRealValues(pointIds: string[], refreshMs = 1000): Map<string, RealValue> {
  const ids = pointIds.join(',');
  const { data } = useSWR(
    ids ? ['portal', 'realValues', ids] : null,
    () => portalFetch('/api/portal/queryData_MeasRealValues', realValueList, { pointIds: ids }),
    polled(refreshMs),
  );
  return useMemo(() => new Map((data ?? []).map((v) => [v.pointid, v])), [data]);
}
