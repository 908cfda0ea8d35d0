import type { MapDevice, MetricKey } from './types.js';

export const NOMINAL_HZ = 50;

export interface Metric {
  key: MetricKey;
  /** the point type read for it */
  measType: 'fq' | 'UAA';
  /** the heat value of a reading: a deviation ≥ 0 */
  heat: (reading: number, device: MapDevice) => number;
  /** unit of the heat value */
  unit: string;
  decimals: number;
  /** the heat that shows as full red at least (a larger deviation raises the top) */
  floorMax: number;
}

/** |f − 50 Hz| in Hz; |U / (U_rated / √3) − 1| in % (UAA is a phase voltage in kV). */
export const METRICS: Record<MetricKey, Metric> = {
  freq: { key: 'freq', measType: 'fq', heat: (f) => Math.abs(f - NOMINAL_HZ), unit: 'Hz', decimals: 3, floorMax: 0.1 },
  volt: {
    key: 'volt',
    measType: 'UAA',
    unit: '%',
    decimals: 2,
    floorMax: 2,
    heat: (u, d) => (d.ratedKv > 0 ? Math.abs(u / (d.ratedKv / Math.sqrt(3)) - 1) * 100 : 0),
  },
};

/** The top of the colour scale: the largest heat, never below the metric's floor. */
export const scaleMax = (metric: Metric, heats: (number | null)[]) => heats.reduce<number>((m, h) => (h !== null && h > m ? h : m), metric.floorMax);
