import { z } from 'zod';

/** One real device's C37.118.2 stream as the ingest counts it (server: realtime/ingest/types.ts LinkStats). */
export const linkStats = z.object({
  state: z.enum(['connecting', 'connected', 'streaming', 'waiting', 'stopped']),
  /** time stamp (Unix s) of the newest data frame */
  lastFrameTime: z.number().nullable(),
  frames: z.number(),
  /** data frames per second over the last few seconds */
  frameRate: z.number(),
  crcErrors: z.number(),
  /** (TCP) garbage bytes skipped between frames (servers before this counter: absent) */
  skippedBytes: z.number().optional(),
  /** frames refused, by reason */
  badFrames: z.record(z.string(), z.number()),
  statProblems: z.number(),
  /** values outside physical ranges, not stored (servers before this counter: absent) */
  invalidValues: z.number().optional(),
  /** data blocks stored with a clock-quality flag */
  timeFlagged: z.number().optional(),
  configs: z.number(),
  cfgcnt: z.number().nullable(),
  reconnects: z.number(),
});
export type LinkStats = z.infer<typeof linkStats>;

/** GET /isps/device/linkStatus?ids=a,b: each device's link, null for one without (simulated, stopped). */
export const linkStatusList = z.array(z.object({ id: z.string(), link: linkStats.nullable() }));
