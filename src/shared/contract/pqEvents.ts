import { z } from 'zod';

/** Power-quality events as /pq/event/list, queryById and capture answer them (server: src/server/pq/eventRoutes.ts). */

/** The device events the realtime plane raises: the power-quality event kinds. */
export const DEVICE_EVENT_KINDS = ['freq_excursion', 'voltage_sag', 'voltage_swell', 'voltage_interruption', 'rvc'] as const;
export type DeviceEventKind = (typeof DEVICE_EVENT_KINDS)[number];

export const pqEvent = z.object({
  id: z.string(),
  equipId: z.string(),
  equipType: z.string().nullable(),
  phase: z.string().nullable(),
  kind: z.enum(DEVICE_EVENT_KINDS),
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  severity: z.string().nullable(),
  startMs: z.number(),
  durationMs: z.number(),
  extreme: z.number().describe('the depth (dips, interruptions) or height (swells) as a share of Udin; Hz for frequency'),
  limitValue: z.number().nullable(),
  udinKv: z.number().nullable(),
  capture: z.string().describe("'ok', 'truncated', 'skipped' or 'none'"),
});
export type PqEvent = z.infer<typeof pqEvent>;

/** One captured point of an event: its samples at full resolution (no response schema: up to 384,000 values). */
export interface CapturePartAnswer {
  recordId: number;
  measType: string;
  pointId: string;
  channelName: string | null;
  rate: number;
  width: number;
  startIndex: number;
  rows: number;
  values: (number | null)[];
}
