export interface SimulatorOptions {
  /** seed of every device's signals (ISPS_SIMULATOR_SEED) */
  seed: number;
  /** timer period; each tick appends what accrued since the last one */
  tickMs: number;
  /** history generated when a device starts, so the first curve is not empty */
  backfillSeconds: number;
  /** at most this much of a device's time is generated per tick (the rest next tick) */
  maxCatchUpSeconds: number;
  /** injectable clock, ms */
  now?: () => number;
  onError?: (err: unknown) => void;
}

/** Counters for the bench and the logs. */
export interface SimulatorStats {
  devices: number;
  /** rows appended to wrdb since start (a harmonic row counts once) */
  rows: number;
  /** waveform samples appended */
  samples: number;
  /** IEC 61000-4-7 windows analysed */
  windows: number;
  ticks: number;
}
