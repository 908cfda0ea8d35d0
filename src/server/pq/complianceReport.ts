import { z } from 'zod';
import type { DB } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { complianceRows, summarize } from './compliance.js';
import { deviceOf, deviceStats, limitsOf } from './complianceQuery.js';
import type { ComplianceReport } from './complianceTypes.js';

/** The longest period one report covers (a year of 10-minute values). */
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const ms = (field: string) =>
  z.coerce
    .number({ error: `${field} 须为时间（Unix 毫秒）` })
    .int(`${field} 须为整数（Unix 毫秒）`)
    .min(0, `${field} 不能小于 0`)
    .max(1e14, `${field} 不能大于 1e14`);

/** device, profile and period [from, to) (Unix ms): what every compliance read takes. */
export const complianceQuery = z
  .object({
    equipId: z.string({ error: 'equipId 必填' }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'equipId 须为装置编号'),
    profile: z.string({ error: 'profile 必填' }).regex(/^[A-Za-z0-9_-]{1,32}$/, 'profile 须为限值方案编码'),
    from: ms('from'),
    to: ms('to'),
  })
  .refine((q) => q.to > q.from, { path: ['to'], message: 'to 须晚于 from' })
  .refine((q) => q.to - q.from <= MAX_DAYS * DAY_MS, { path: ['to'], message: `to − from 不能超过 ${MAX_DAYS} 天` });
export type ComplianceQuery = z.infer<typeof complianceQuery>;

/**
 * The report of a device over [from, to) against a profile: the 10-minute intervals starting in the
 * period, at the profile's limits for the device's voltage level (rated kV, line to line).
 * An unknown device or a profile without limits: a 400 naming the field.
 */
export async function buildReport(db: DB, q: ComplianceQuery): Promise<ComplianceReport> {
  const device = await deviceOf(db, q.equipId);
  if (!device) throw badRequest(`equipId：装置 ${q.equipId} 不存在`, 'equipId');
  const limits = await limitsOf(db, q.profile);
  if (!limits.length) throw badRequest(`profile：限值方案 ${q.profile} 不存在`, 'profile');
  const from = Math.ceil(q.from / 1000);
  const to = Math.ceil(q.to / 1000);
  const stats = await deviceStats(db, device, from, to);
  const rows = complianceRows(stats, limits, device.ratedKv);
  return {
    equipId: device.equipId,
    equipType: device.equipType,
    ratedKv: device.ratedKv,
    udinKv: device.ratedKv / Math.sqrt(3),
    profile: q.profile,
    from: q.from,
    to: q.to,
    expected: Math.ceil((to - from) / 600),
    rows,
    ...summarize(rows),
  };
}
