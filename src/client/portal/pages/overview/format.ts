import dayjs from 'dayjs';
import type { RealValue } from './types.js';

/** A scalar value with fixed decimals, or a dash when there is none. */
export function formatValue(v: RealValue | undefined, digits: number): string {
  return typeof v?.value === 'number' && Number.isFinite(v.value) ? v.value.toFixed(digits) : '—';
}

/** Unix seconds as HH:mm:ss (spec §9: curve time axis format). */
export const formatTime = (unixSeconds: number | undefined) => (unixSeconds ? dayjs(unixSeconds * 1000).format('HH:mm:ss') : '—');

/** Frequency more than 0.2 Hz off 50 Hz: shown as a warning (the usual normal-operation band in China). */
export const frequencyOff = (v: RealValue | undefined) => typeof v?.value === 'number' && Math.abs(v.value - 50) > 0.2;
