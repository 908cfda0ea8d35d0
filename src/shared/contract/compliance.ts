import { z } from 'zod';

/** GET /pq/compliance: a device's IEC 61000-4-30 / GB/T compliance over a period (server: src/server/pq/compliance.ts). */

export const ROW_STATUSES = ['pass', 'fail', 'not_measured', 'no_data', 'no_limit'] as const;
export const rowStatus = z.enum(ROW_STATUSES);
export type RowStatus = z.infer<typeof rowStatus>;

const num = z.number().nullable();

export const complianceRow = z.object({
  quantity: z.string().describe('quantity code (dictionary pq_quantity)'),
  order: num.describe("harmonic order; interharmonics: the band's orders [from, to]"),
  band: z.tuple([z.number(), z.number()]).nullable(),
  group: num.describe("interharmonics: the group (order + 0.5) whose 95 % value is the band's"),
  unit: z.string(),
  status: rowStatus,
  n: z.number().int().describe('unflagged intervals with a value'),
  flagged: z.number().int().describe('flagged intervals, left out'),
  flaggedShare: num,
  p95: num,
  max: num,
  limit: num,
  limitMax: num,
  standard: z.string(),
  clause: z.string(),
  note: z.string(),
});
export type ComplianceRow = z.infer<typeof complianceRow>;

export const complianceReport = z.object({
  equipId: z.string(),
  equipType: z.string(),
  ratedKv: z.number(),
  udinKv: z.number(),
  profile: z.string(),
  from: z.number().describe('Unix ms; intervals starting in [from, to)'),
  to: z.number(),
  expected: z.number().int().describe('10-minute intervals the period holds'),
  rows: z.array(complianceRow),
  counts: z.record(rowStatus, z.number().int()),
  verdict: z.enum(['pass', 'fail', 'none']),
});
export type ComplianceReport = z.infer<typeof complianceReport>;

/** GET /pq/compliance/profiles: a limit profile's code and name (in the reader's language). */
export const limitProfile = z.object({ code: z.string(), name: z.string() });
export type Profile = z.infer<typeof limitProfile>;
