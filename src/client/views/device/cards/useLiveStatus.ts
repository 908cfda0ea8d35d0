import useSWR from 'swr';
import { useDataProvider } from '#renderers/index.js';

/** How often the cards ask which devices went silent (the server counts a minute without data as offline). */
const REFRESH_MS = 10_000;

export type Live = 'online' | 'offline' | 'idle';

/**
 * Live state of devices from the realtime plane: a running device (status 1) is offline when its frequency
 * ring has had nothing for a minute (GET /isps/dashboard/offline), else online; any other status is idle.
 */
export function useLiveStatus(): (d: Record<string, unknown>) => Live | undefined {
  const dp = useDataProvider();
  const { data } = useSWR(
    ['deviceOffline'],
    () => dp.custom<string[]>({ method: 'GET', path: '/isps/dashboard/offline' }).then((r) => new Set(r.result ?? [])),
    {
      refreshInterval: REFRESH_MS,
    },
  );
  return (d) => (Number(d.status) !== 1 ? 'idle' : !data ? undefined : data.has(String(d.equipId)) ? 'offline' : 'online');
}
