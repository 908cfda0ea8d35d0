import { equipList, realValueList } from '#shared/contract/portal.js';
import { portalFetch } from '../measure/portalApi.js';
import type { MapDevice } from './types.js';
import useSWR from 'swr';
import { polled } from '../measure/polled.js';

export const REFRESH_MS = 5000;

const loadDevices = async (): Promise<MapDevice[]> => portalFetch('/api/portal/queryData_EquipsMeasID', equipList, { PointType: 'fq,UAA' });

/**
 * The devices (reloaded every minute) and the latest value of each one's point of `measType`,
 * refreshed every 5 s while the tab is visible.
 */
export function useLiveData(measType: 'fq' | 'UAA') {
  const devices = useSWR(['portal', 'mapDevices'], loadDevices, polled(60_000));
  const ids = (devices.data ?? [])
    .map((d) => d.equipMapInfos[measType]?.pointId)
    .filter(Boolean)
    .slice(0, 200)
    .join(',');
  const values = useSWR(
    ids ? ['portal', 'mapValues', ids] : null,
    () => portalFetch('/api/portal/queryData_MeasRealValues', realValueList, { pointIds: ids }),
    polled(REFRESH_MS),
  );
  const fresh = values.data ?? [];
  return {
    devices: devices.data ?? [],
    values: fresh,
    /** newest reading, Unix ms */
    updatedAt: fresh.reduce((m, v) => Math.max(m, (v.timestamp ?? 0) * 1000), 0) || undefined,
    error: devices.error ?? values.error,
  };
}
