import { portalFetch } from '../portalApi.js';
import type { EquipInfo } from './types.js';
import { usePolling } from '../usePolling.js';

/** All devices with their fq and UAA points (queryData_EquipsMeasID), loaded once per page visit. */
export function useEquips() {
  const { data, loading } = usePolling('equips', () => portalFetch<EquipInfo[]>('/api/portal/queryData_EquipsMeasID', { PointType: 'fq,UAA' }));
  return { equips: data ?? [], loading };
}
