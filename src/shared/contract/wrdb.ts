import { z } from 'zod';

/** Answers of the realtime-database calls (/api/wrdb/*) the live curves poll; times in Unix seconds. */
export const lastTimestamp = z.object({
  wrdbid: z.number().int(),
  /** 1: the record has no sample yet */
  ret: z.number().int(),
  timestamp: z.number(),
  recordid: z.number().int().optional(),
  interval: z.number().optional(),
});

export const wrdbData = z.object({
  wrdbid: z.number().int().optional(),
  recordid: z.number().int().optional(),
  value: z.array(z.number().nullable()),
  interval: z.number(),
  basetime: z.number(),
  unit: z.string().optional(),
});

export type LastTimestamp = z.infer<typeof lastTimestamp>;
export type WrdbData = z.infer<typeof wrdbData>;
