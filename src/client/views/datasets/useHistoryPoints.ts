import useSWR from 'swr';
import { polled } from '../../measure/polled.js';
import { portalFetch } from '../../measure/portalApi.js';
import { equipList } from '#shared/contract/portal.js';

/** Points without history of their own: sampled waveforms (kHz, ring only) and harmonic spectra (50 values a row, 10 min only). */
const NO_HISTORY = new Set(['WAV', 'HG', 'HSG', 'IHG', 'IHSG']);

/** Every device with the points whose history a curve can show (fq, UAA, THD, channel points such as UPM.UA). */
export function useHistoryPoints(enabled: boolean) {
  const { data, isLoading } = useSWR(
    enabled ? ['dataset', 'history-points'] : null,
    () => portalFetch('/api/portal/queryData_BaseRecordIDs', equipList),
    polled(),
  );
  const devices = (data ?? []).map((e) => ({ ...e, points: Object.keys(e.equipMapInfos).filter((k) => !NO_HISTORY.has(k.split('.')[0])) }));
  return { devices, loading: isLoading };
}
