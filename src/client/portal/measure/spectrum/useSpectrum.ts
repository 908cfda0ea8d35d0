import { useRef, useState } from 'react';
import { portalFetch } from '../../../measure/portalApi.js';
import useSWR from 'swr';
import { spectrum } from '#shared/contract/spectrum.js';
import { polled } from '../../../measure/polled.js';
import { historyPoints, mergeTrend, type SpectrumKind, type TrendPoint } from './spectrumData.js';

const PATH: Record<SpectrumKind, string> = {
  harmonic: '/api/portal/queryData_HarmonicSpectrum',
  interharmonic: '/api/portal/queryData_InterharmonicSpectrum',
};
export const TREND_SECONDS = 60;

/**
 * The device's latest spectrum, every second (2 s of history per call), and its distortion trend
 * over the last minute (60 s of history on the first call for a device, then merged).
 */
export function useSpectrum(kind: SpectrumKind, equipId: string | undefined) {
  const key = equipId ? `${kind}:${equipId}` : null;
  const [trend, setTrend] = useState<{ key: string | null; points: TrendPoint[] }>({ key: null, points: [] });
  const seeded = useRef<string | null>(null);
  const { data } = useSWR(
    key && ['portal', 'spectrum', key],
    async () => {
      const seed = seeded.current !== key;
      const a = await portalFetch(PATH[kind], spectrum, { equipId: equipId!, seconds: seed ? TREND_SECONDS : 2 });
      seeded.current = key;
      setTrend((prev) => ({ key, points: mergeTrend(prev.key === key ? prev.points : [], historyPoints(a, kind), TREND_SECONDS) }));
      return a;
    },
    polled(1000),
  );
  return { answer: data?.equipid === equipId ? data : undefined, trend: trend.key === key ? trend.points : [] };
}
