import type { Ring } from '../wrdb/ring.js';

/** What the simulator needs of a ring: the wrdb's own, or a worker's stand-in that forwards its rows (batch.ts). */
export type RingLike = Pick<Ring, 'capacity' | 'newest' | 'write' | 'read'>;

/** Where the simulator finds each record's ring. */
export interface RingSource {
  get(recordId: number): RingLike | undefined;
}

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
