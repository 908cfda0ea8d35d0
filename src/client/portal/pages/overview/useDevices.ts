import { fetchEquips } from './api.js';
import useSWR from 'swr';
import { polled } from '../../../measure/polled.js';

/** The device directory, re-read every 30 s (status changes are rare); nothing when the address is missing. */
export function useDevices(url: string | undefined) {
  const { data, error, isLoading: loading } = useSWR(url ? ['portal', 'equips', url] : null, () => fetchEquips(url!), polled(30_000));
  return { devices: data ?? [], error, loading };
}
