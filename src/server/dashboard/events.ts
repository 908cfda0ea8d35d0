import type { Ctx } from '../http/types.js';
import type { DeviceEventRow } from '#shared/contract/dashboard.js';

/** The newest device events (one row per grouped message), with the device names, newest first. */
export async function latestEvents(ctx: Ctx, limit: number): Promise<DeviceEventRow[]> {
  if (!ctx.registry.get('isps_device')) return [];
  const rows = await ctx.db
    .selectFrom('sys_device_event as e')
    .leftJoin('isps_device as d', 'd.equip_id', 'e.device_id')
    .select(['e.annt_id', 'e.device_id', 'e.kind', 'e.event_count', 'e.first_time', 'e.last_time', 'e.closed_time', 'd.name_zh', 'd.name_en'])
    .orderBy('e.last_time', 'desc')
    .orderBy('e.annt_id')
    .limit(limit)
    .execute();
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''));
  return rows.map((r) => ({
    id: r.annt_id,
    equipId: r.device_id,
    nameZh: r.name_zh ?? r.device_id,
    nameEn: r.name_en ?? r.device_id,
    kind: r.kind,
    count: Number(r.event_count),
    firstTime: text(r.first_time),
    lastTime: text(r.last_time),
    closed: r.closed_time !== null,
  }));
}
