import { useCallback } from 'react';
import { portalFetch } from '../portalApi.js';
import type { MapDevice, PointValue } from './types.js';
import { usePolling } from '../usePolling.js';

export const REFRESH_MS = 5000;

const loadDevices = async (): Promise<MapDevice[]> =>
  portalFetch<MapDevice[]>('/api/portal/queryData_EquipsMeasID', { PointType: 'fq,UAA' });

/**
 * The devices (reloaded every minute) and the latest value of each one's point of `measType`,
 * refreshed every 5 s while the tab is visible.
 */
export function useLiveData(measType: 'fq' | 'UAA') {
  const devices = usePolling('devices', loadDevices, 60_000);
  const ids = (devices.data ?? []).map((d) => d.equipMapInfos[measType]?.pointId).filter(Boolean).slice(0, 200).join(',');
  const loadValues = useCallback(async (): Promise<PointValue[]> =>
    portalFetch<PointValue[]>('/api/portal/queryData_MeasRealValues', { pointIds: ids }), [ids]);
  const values = usePolling(ids || null, loadValues, REFRESH_MS);
  const fresh = values.data ?? [];
  return {
    devices: devices.data ?? [],
    values: fresh,
    /** newest reading, Unix ms */
    updatedAt: fresh.reduce((m, v) => Math.max(m, (v.timestamp ?? 0) * 1000), 0) || undefined,
    error: devices.error ?? values.error,
  };
}
