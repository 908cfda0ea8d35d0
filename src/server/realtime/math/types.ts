/** Results of the IEC 61000-4-7 analysis of one ~200 ms window (values in the input's unit, RMS). */
export interface Analysis {
  /** measured fundamental frequency, Hz */
  frequency: number;
  /** samples in the analysis window: round(cycles · fs / frequency) */
  samples: number;
  /** cycles in the window: 10 on 50 Hz systems, 12 on 60 Hz systems */
  cycles: number;
  /** true RMS over the window */
  rms: number;
  /** RMS of the fundamental component (the bin at exactly one cycle per cycle) */
  fundamental: number;
  /** total harmonic distortion, %, from the components at n·f (n = 2..maxOrder) */
  thd: number;
  /** THD from harmonic groups, % (THDG) */
  thdg: number;
  /** THD from harmonic subgroups, % (THDS) */
  thds: number;
  /** index n = harmonic group of order n (n = 1..maxOrder); index 0 = DC; NaN above Nyquist */
  harmonicGroups: Float64Array;
  /** index n = harmonic subgroup of order n (centre bin ± 1) */
  harmonicSubgroups: Float64Array;
  /** index n = interharmonic group between orders n and n + 1 (n = 0..maxOrder − 1) */
  interharmonicGroups: Float64Array;
  /** index n = interharmonic centred subgroup between orders n and n + 1 */
  interharmonicSubgroups: Float64Array;
}

export interface AnalysisOptions {
  /** nominal system frequency: 50 (10-cycle windows, default) or 60 (12-cycle windows) */
  nominal?: 50 | 60;
  /** highest harmonic order, default 50 */
  maxOrder?: number;
}

/** Complex spectrum of a real signal: bins 0..n−1. */
export interface Spectrum {
  re: Float64Array;
  im: Float64Array;
}
