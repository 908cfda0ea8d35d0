import type { EquipType, MeasType } from './types.js';

/** What a device type reports, and its defaults (isps_device fields left empty take these). */
export interface TypeProfile {
  reportRate: number;
  /** measuring band of the frequency, Hz */
  band: [number, number];
  ratedKv: number;
  sampleRate: number;
  measTypes: MeasType[];
}

const HARMONIC_POINTS: MeasType[] = ['THD', 'HG', 'HSG', 'IHG', 'IHSG'];
/** every type reports frequency, and with it ROCOF (C37.118 FREQ and DFREQ) */
const SYNCHROPHASOR_POINTS: MeasType[] = ['fq', 'RF', 'UAA'];

/**
 * The four device types (spec §1, reference/perf-domain.md):
 * - SMD-R renewables: 100 fps, 20–80 Hz band (wider than C37.118's classes), 35 kV collector buses;
 * - SMD-C control: P class, 100 fps so that reporting latency stays under 25 ms (P ≤ 2/Fs), 48–52 Hz, 220 kV;
 * - SMD-L loads: M class at 50 fps, ±5 Hz, harmonics from a 5.12 kHz internal sampling, 10 kV feeders;
 * - SMD-W waveforms: 50 fps plus the sampled waveform (0.8–12.8 kHz, default 5.12 kHz).
 * 5.12 kHz puts 1024 samples in a 10-cycle window at 50 Hz (the classic IEC 61000-4-7 FFT size)
 * and its Nyquist (2.56 kHz) clears the 50th harmonic group (to 2.525 kHz).
 */
export const PROFILES: Record<EquipType, TypeProfile> = {
  'SMD-R': { reportRate: 100, band: [20, 80], ratedKv: 35, sampleRate: 5120, measTypes: [...SYNCHROPHASOR_POINTS] },
  'SMD-C': { reportRate: 100, band: [48, 52], ratedKv: 220, sampleRate: 5120, measTypes: [...SYNCHROPHASOR_POINTS] },
  'SMD-L': { reportRate: 50, band: [45, 55], ratedKv: 10, sampleRate: 5120, measTypes: [...SYNCHROPHASOR_POINTS, ...HARMONIC_POINTS] },
  'SMD-W': { reportRate: 50, band: [45, 55], ratedKv: 0.4, sampleRate: 5120, measTypes: [...SYNCHROPHASOR_POINTS, ...HARMONIC_POINTS, 'WAV'] },
};

/** IEC 61000-4-7 windows per second on a 50 Hz system (10 cycles ≈ 200 ms). */
export const WINDOW_RATE = 5;
/** harmonic orders kept: groups 1..50, interharmonic groups 0.5..49.5 */
export const MAX_ORDER = 50;

/**
 * How history aggregates a measurement into 10 minutes (and merges buckets of them): the
 * IEC 61000-4-30 RMS in stages (default: history/tenMinutes.ts), the arithmetic mean of 10 s
 * values (frequency, §5.1), the arithmetic mean (a signed quantity such as ROCOF, whose RMS
 * would lose the sign), or the circular mean (phase angles).
 */
export type Aggregation = 'rms' | 'freq' | 'mean' | 'angle';

/** How each measurement type is stored: values per row, decimals in JSON, unit, row rate, history aggregation. */
export const MEAS: Record<MeasType, { width: number; decimals: number; unit: string; rate: 'report' | 'window' | 'sample'; agg?: Aggregation }> = {
  fq: { width: 1, decimals: 4, unit: 'Hz', rate: 'report', agg: 'freq' },
  // ROCOF (C37.118 DFREQ): 0.1 mHz/s, finer than the integer format's 0.01 Hz/s
  RF: { width: 1, decimals: 4, unit: 'Hz/s', rate: 'report', agg: 'mean' },
  UAA: { width: 1, decimals: 4, unit: 'kV', rate: 'report' },
  THD: { width: 1, decimals: 3, unit: '%', rate: 'window' },
  HG: { width: MAX_ORDER, decimals: 4, unit: '%Udin', rate: 'window' },
  HSG: { width: MAX_ORDER, decimals: 4, unit: '%Udin', rate: 'window' },
  IHG: { width: MAX_ORDER, decimals: 4, unit: '%Udin', rate: 'window' },
  IHSG: { width: MAX_ORDER, decimals: 4, unit: '%Udin', rate: 'window' },
  WAV: { width: 1, decimals: 5, unit: 'kV', rate: 'sample' },
  UPM: { width: 1, decimals: 4, unit: 'kV', rate: 'report' },
  IPM: { width: 1, decimals: 2, unit: 'A', rate: 'report' },
  PHA: { width: 1, decimals: 3, unit: '°', rate: 'report', agg: 'angle' },
};

export const aggregationOf = (m: MeasType): Aggregation => MEAS[m].agg ?? 'rms';

export const isEquipType = (v: unknown): v is EquipType => typeof v === 'string' && v in PROFILES;

/** Rows per second of a measurement on a device. */
export function rateOf(m: MeasType, d: { reportRate: number; sampleRate: number }): number {
  const kind = MEAS[m].rate;
  return kind === 'report' ? d.reportRate : kind === 'window' ? WINDOW_RATE : d.sampleRate;
}
