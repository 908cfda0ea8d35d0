/** A finished excursion found in a device's records (reported once it is over, with its extent). */
export interface DetectedEvent {
  equipId: string;
  kind: 'freq_excursion' | 'voltage_sag';
  /** Unix seconds of its first and last rows */
  start: number;
  end: number;
  /** frequency: the value farthest from nominal (Hz); sag: the lowest residual voltage (pu) */
  extreme: number;
}

export interface DetectorLimits {
  /** nominal frequency, Hz */
  nominal: number;
  /** |f − nominal| above this is an excursion (GB/T 15945: ±0.2 Hz) */
  freqDeviation: number;
  /** U below this fraction of Udin is a sag (IEC 61000-4-30: 90 % of the declared voltage) */
  sagThreshold: number;
}

export const DEFAULT_LIMITS: DetectorLimits = { nominal: 50, freqDeviation: 0.2, sagThreshold: 0.9 };
