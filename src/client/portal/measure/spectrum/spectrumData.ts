import type { SpectrumAnswer } from '../../../measure/types.js';

/** Pure shaping of the spectrum answers for the charts. */
export type SpectrumKind = 'harmonic' | 'interharmonic';

export interface Bar {
  order: string;
  value: number;
}
export interface TrendPoint {
  time: number;
  value: number;
}

/** The distortion figure of an answer: THD for harmonics, TIHD for interharmonics. */
export const distortion = (a: SpectrumAnswer, kind: SpectrumKind) => (kind === 'harmonic' ? a.thd : a.tihd) ?? 0;

/** One bar per order (harmonics: orders 2–50; interharmonics 0.5–49.5), group value in % of the fundamental. */
export function bars(a: SpectrumAnswer, kind: SpectrumKind): Bar[] {
  return a.orders
    .map((order, i) => ({ order: String(order), value: a.groups[i] ?? 0 }))
    .filter((b) => kind === 'interharmonic' || (Number(b.order) >= 2 && Number(b.order) <= 50));
}

/** The answer's distortion history as time points (Unix s). */
export function historyPoints(a: SpectrumAnswer, kind: SpectrumKind): TrendPoint[] {
  const h = a.history;
  const series = (kind === 'harmonic' ? h.thd : h.tihd) ?? [];
  return series.map((v, i) => ({ time: Math.round((h.basetime + i * h.interval) * 1000) / 1000, value: v ?? NaN })).filter((p) => Number.isFinite(p.value));
}

/** The trend so far plus the newer points of an answer, keeping the last keepS seconds. */
export function mergeTrend(prev: TrendPoint[], next: TrendPoint[], keepS: number): TrendPoint[] {
  const last = prev.length ? prev[prev.length - 1].time : -Infinity;
  const merged = prev.concat(next.filter((p) => p.time > last));
  const end = merged.length ? merged[merged.length - 1].time : 0;
  return merged.filter((p) => p.time > end - keepS);
}
