import { fetchEquips } from './api.js';
import { usePolling } from '../../usePolling.js';

/** The device directory, re-read every 30 s (status changes are rare); nothing when the address is missing. */
export function useDevices(url: string | undefined) {
  const { data, error, loading } = usePolling(url ? `equips:${url}` : null, () => fetchEquips(url!), 30_000);
  return { devices: data ?? [], error, loading };
}
