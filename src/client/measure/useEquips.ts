import { portalFetch } from './portalApi.js';
import { equipList } from '#shared/contract/portal.js';
import useSWR from 'swr';
import { polled } from './polled.js';

/** All devices with their fq, RF (ROCOF) and UAA points (queryData_EquipsMeasID), loaded once per page visit. */
export function useEquips() {
  const { data, isLoading: loading } = useSWR(
    ['portal', 'equips'],
    () => portalFetch('/api/portal/queryData_EquipsMeasID', equipList, { PointType: 'fq,RF,UAA' }),
    polled(),
  );
  return { equips: data ?? [], loading };
}
