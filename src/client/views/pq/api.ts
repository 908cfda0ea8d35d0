import { http } from '../../api/http.js';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';
import { capturePart, pqDevice } from '#shared/contract/pqCharts.js';
import type { PqEvent } from '#shared/contract/pqEvents.js';

export type { PqEvent } from '#shared/contract/pqEvents.js';
export type CapturePart = z.infer<typeof capturePart>;
export type PqDevice = z.infer<typeof pqDevice>;

/** The filters the pages share, as the API's query. */
export interface Filters {
  equipId?: string[];
  kind?: string[];
  range?: [Dayjs, Dayjs] | null;
  extremeMax?: number | null;
  durationMin?: number | null;
  durationMax?: number | null;
}

export const toQuery = (f: Filters): Record<string, unknown> => ({
  equipId: f.equipId?.join(','),
  kind: f.kind?.join(','),
  from: f.range?.[0]?.valueOf(),
  to: f.range?.[1]?.valueOf(),
  extremeMax: f.extremeMax ?? undefined,
  durationMin: f.durationMin ?? undefined,
  durationMax: f.durationMax ?? undefined,
});

export const fetchDevices = async () => (await http.get('/pq/devices', undefined, { answer: z.array(pqDevice) })).result;

/** 80 ms, 1.25 s */
export const durationText = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);
/** % of Udin for voltage, Hz for frequency */
export const extremeText = (e: Pick<PqEvent, 'kind' | 'extreme'>) => (e.kind === 'freq_excursion' ? `${e.extreme.toFixed(3)} Hz` : `${e.extreme.toFixed(1)} %`);
