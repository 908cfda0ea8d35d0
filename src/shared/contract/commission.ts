import { z } from 'zod';

/** At most this many measurement points are registered with one device. */
export const MAX_COMMISSION_POINTS = 64;

const record = z.record(z.string(), z.unknown());

/**
 * POST /isps/device/commission: a new device and its measurement points, written all or nothing.
 * The field values are checked against the isps_device / isps_meas_point schemas by the server.
 */
export const commissionBody = z.object({
  device: record,
  points: z.array(record).max(MAX_COMMISSION_POINTS, `量测点最多 ${MAX_COMMISSION_POINTS} 个`).default([]),
});
export type CommissionBody = z.infer<typeof commissionBody>;

/** Its answer: the new device's id. */
export const commissioned = z.object({ id: z.string() });
