import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { DEVICE_EVENT_KINDS } from '../notify/types.js';

const EQUIP = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const num = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} 须为数字` })
    .min(min, `${field} 不能小于 ${min}`)
    .max(max, `${field} 不能大于 ${max}`)
    .optional();
const listOf = (field: string, test: (s: string) => boolean, what: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((a) => a.length <= 1000 && a.every(test), `${field} ${what}`);

/** The event filters every power-quality read takes (list, export, scatter, indices); times are Unix ms. */
export const eventFilters = z.object({
  equipId: listOf('equipId', (s) => EQUIP.test(s), '须为装置编号（逗号分隔）'),
  kind: listOf('kind', (s) => (DEVICE_EVENT_KINDS as readonly string[]).includes(s), `只能是 ${DEVICE_EVENT_KINDS.join('、')}`),
  from: num('from', 0, 1e14),
  to: num('to', 0, 1e14),
  /** residual or extreme value, % of Udin (Hz for frequency) */
  extremeMin: num('extremeMin', -1e6, 1e6),
  extremeMax: num('extremeMax', -1e6, 1e6),
  durationMin: num('durationMin', 0, 1e10),
  durationMax: num('durationMax', 0, 1e10),
});
export type EventFilters = z.infer<typeof eventFilters>;

/** The filters as conditions (values bound, never spliced). */
export function applyFilters<Q extends SelectQueryBuilder<any, any, any>>(q: Q, f: EventFilters): Q {
  let out = q;
  if (f.equipId.length) out = out.where('equip_id', 'in', f.equipId) as Q;
  if (f.kind.length) out = out.where('kind', 'in', f.kind) as Q;
  if (f.from !== undefined) out = out.where('start_ms', '>=', f.from) as Q;
  if (f.to !== undefined) out = out.where('start_ms', '<', f.to) as Q;
  if (f.extremeMin !== undefined) out = out.where('extreme', '>=', f.extremeMin) as Q;
  if (f.extremeMax !== undefined) out = out.where('extreme', '<=', f.extremeMax) as Q;
  if (f.durationMin !== undefined) out = out.where('duration_ms', '>=', f.durationMin) as Q;
  if (f.durationMax !== undefined) out = out.where('duration_ms', '<=', f.durationMax) as Q;
  return out;
}

/** Sortable columns of the list: request name → column (the only names that reach SQL). */
export const SORTS = { startMs: 'start_ms', durationMs: 'duration_ms', extreme: 'extreme', equipId: 'equip_id', kind: 'kind' } as const;

export const listQuery = eventFilters.extend({
  pageNo: z.coerce.number({ error: 'pageNo 须为整数' }).int('pageNo 须为整数').min(1, 'pageNo 不能小于 1').max(1e9).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize 须为整数' })
    .int('pageSize 须为整数')
    .min(1, 'pageSize 不能小于 1')
    .max(1000, 'pageSize 不能大于 1000')
    .default(20),
  column: z.enum(Object.keys(SORTS) as [keyof typeof SORTS], { error: `column 只能是 ${Object.keys(SORTS).join('、')}` }).default('startMs'),
  order: z.enum(['asc', 'desc'], { error: 'order 只能是 asc 或 desc' }).default('desc'),
});
