import { portalFetch } from './portalApi.js';
import type { EquipInfo } from './types.js';
import { usePolled } from './usePolled.js';

/** All devices with their fq and UAA points (queryData_EquipsMeasID), loaded once per page visit. */
export function useEquips() {
  const { data, loading } = usePolled('equips', () => portalFetch<EquipInfo[]>('/api/portal/queryData_EquipsMeasID', { PointType: 'fq,UAA' }));
  return { equips: data ?? [], loading };
}
