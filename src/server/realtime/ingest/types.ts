import type { FrameErrorReason } from '../c37118/io.js';

export type LinkState = 'connecting' | 'connected' | 'streaming' | 'waiting' | 'stopped';

/** What the device page shows of one real device's stream. */
export interface LinkStats {
  state: LinkState;
  /** time stamp (Unix s) of the newest data frame */
  lastFrameTime: number | null;
  frames: number;
  /** data frames per second over the last few seconds */
  frameRate: number;
  crcErrors: number;
  /** frames refused for another reason (size, layout, no configuration, …) */
  badFrames: Partial<Record<FrameErrorReason, number>>;
  /** data blocks whose STAT said PMU error, test mode or not synchronised (not written) */
  statProblems: number;
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
  badFrames: {},
  statProblems: 0,
  configs: 0,
  cfgcnt: null,
  reconnects: 0,
});
