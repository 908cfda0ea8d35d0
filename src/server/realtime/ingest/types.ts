import type { FrameErrorReason } from '../c37118/io.js';

export type LinkState = 'connecting' | 'connected' | 'streaming' | 'waiting' | 'stopped';

/**
 * Why a frame was refused: the codec's reasons, and the ingest's own for CRC-valid frames it
 * will not take: TIME_BASE 0 (`time-base`), FRACSEC ≥ TIME_BASE (`fracsec`), a time stamp
 * before / after the window around the server clock (`too-early` / `too-late`), a configuration
 * with more PMUs or channels than allowed (`too-large`), and anything else that went wrong (`error`).
 */
export type RefuseReason = FrameErrorReason | 'time-base' | 'fracsec' | 'too-early' | 'too-late' | 'too-large' | 'error';

/** What the device page shows of one real device's stream. */
export interface LinkStats {
  state: LinkState;
  /** time stamp (Unix s) of the newest data frame */
  lastFrameTime: number | null;
  frames: number;
  /** data frames per second over the last few seconds */
  frameRate: number;
  crcErrors: number;
  /** (TCP) bytes between frames that were no frame (garbage), skipped by the framer */
  skippedBytes: number;
  /** frames refused for another reason (size, layout, no configuration, time window, …) */
  badFrames: Partial<Record<RefuseReason, number>>;
  /** data blocks whose STAT said PMU error, test mode or not synchronised (not written) */
  statProblems: number;
  /** values outside physical ranges (frequency, magnitudes; NaN, infinite): not written, counted as invalid */
  invalidValues: number;
  /** data blocks written with a time quality flag (clock unlocked, time error, leap second), kept with each sample */
  timeFlagged: number;
  /** configuration frames received; cfgcnt of the newest */
  configs: number;
  cfgcnt: number | null;
  reconnects: number;
}

export const newStats = (state: LinkState): LinkStats => ({
  state,
  lastFrameTime: null,
  frames: 0,
  frameRate: 0,
  crcErrors: 0,
  skippedBytes: 0,
  badFrames: {},
  statProblems: 0,
  invalidValues: 0,
  timeFlagged: 0,
  configs: 0,
  cfgcnt: null,
  reconnects: 0,
});
