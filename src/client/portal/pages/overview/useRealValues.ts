import { useMemo } from 'react';
import { fetchRealValues } from './api.js';
import type { EquipInfo, RealValue } from './types.js';
import useSWR from 'swr';
import { polled } from '../../../measure/polled.js';

export const REFRESH_MS = 3000;
/** the points the overview shows per device */
export const SHOWN = ['fq', 'UAA'] as const;

interface Snapshot {
  values: RealValue[];
  at: number;
}

/** Latest values of every shown point, polled every 3 s (paused while the tab is hidden, stopped on unmount). */
export function useRealValues(url: string | undefined, devices: EquipInfo[]) {
  const pointIds = useMemo(() => devices.flatMap((d) => SHOWN.map((m) => d.equipMapInfos[m]?.pointId).filter((p): p is string => !!p)), [devices]);
  const key = url && pointIds.length ? `values:${url}:${pointIds.join(',')}` : null;
  const { data } = useSWR<Snapshot>(
    key && ['portal', key],
    async () => ({ values: await fetchRealValues(url!, pointIds), at: Date.now() }),
    polled(REFRESH_MS),
  );
  const byPoint = useMemo(() => new Map((data?.values ?? []).map((v) => [v.pointid, v])), [data]);
  return { byPoint, updatedAt: data?.at };
}
