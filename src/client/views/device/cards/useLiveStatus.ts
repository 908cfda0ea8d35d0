import { useMemo } from 'react';
import { useOffline } from '../../dashboard/useDashboard.js';

export type Live = 'online' | 'offline' | 'idle';

/**
 * Live state of devices from the realtime plane: a running device (status 1) is offline when its frequency
 * ring has had nothing for a minute (GET /isps/dashboard/offline, the monitor wall's own list), else online;
 * any other status is idle.
 */
export function useLiveStatus(): (d: Record<string, unknown>) => Live | undefined {
  const { data } = useOffline();
  const offline = useMemo(() => (data ? new Set(data) : undefined), [data]);
  return (d) => (Number(d.status) !== 1 ? 'idle' : !offline ? undefined : offline.has(String(d.equipId)) ? 'offline' : 'online');
}
