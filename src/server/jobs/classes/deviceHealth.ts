import { nowText } from '#server/crud/records.js';
import type { Ctx } from '#server/http/types.js';
import { publishToUsers } from '#server/notify/announcements.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { DEVICES_TOPIC } from '#server/realtime/devices/hooks.js';
import type { DeviceEntry } from '#server/realtime/devices/types.js';
import type { JobClass } from '../types.js';
import { checkNumber, numberParam } from './params.js';
import { said } from '../../i18n/said.js';

const DEVICES = 'isps_device';
const RUNNING = 1;
const OUT_OF_SERVICE = 0;
/** a device never heard from counts from when this process started */
const started = Date.now();

/** Epoch ms of the newest finite frequency (else any) sample this process holds for the device. */
function lastDataMs(ctx: Ctx, entry: DeviceEntry): number | null {
  const plane = realtimeOf(ctx);
  const point = entry.points.fq ?? Object.values(entry.points)[0];
  const ring = point && plane?.wrdb.get(point.recordId);
  if (!ring || ring.newest < 0) return null;
  const slice = ring.read(ring.newest - ring.capacity, ring.newest);
  if (!slice) return null;
  for (let r = slice.rows - 1; r >= 0; r -= 1) {
    const v = slice.values.subarray(r * ring.width, (r + 1) * ring.width);
    if (v.some(Number.isFinite)) return ((slice.start + r) / ring.rate) * 1000;
  }
  return null;
}

/** Users told about devices going offline: the device-event roles (ISPS_DEVICE_EVENT_ROLES). */
async function recipients(ctx: Ctx): Promise<string[]> {
  const roles = ctx.config.deviceEvents.roles;
  if (!roles.length) return [];
  const rows = await ctx.db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where('r.role_code', 'in', roles)
    .where('u.del_flag', '=', 0)
    .where('u.status', '=', 1)
    .execute();
  return rows.map((r) => String(r.id));
}

/**
 * Running devices with no data for N minutes (parameter, default 10) are set out of service,
 * and one system message lists them all.
 */
export const deviceHealthJob: JobClass = {
  title: '设备健康检查：N 分钟无数据的运行设备置为停运，并合并发送一条消息（参数：分钟，默认 10）',
  checkParameter: checkNumber('分钟数'),
  async run({ ctx, parameter }) {
    const minutes = numberParam(parameter, 10);
    const plane = realtimeOf(ctx);
    if (!plane) return said('job.realtimeOff');
    const cutoff = Date.now() - minutes * 60_000;
    const silent = plane.directory.entries.filter((e) => e.device.status === RUNNING && (lastDataMs(ctx, e) ?? started) <= cutoff);
    if (!silent.length) return said('job.health.allWell', { count: plane.directory.entries.length });
    const ids = silent.map((e) => e.device.id);
    await ctx.db
      .updateTable(DEVICES)
      .set({ status: OUT_OF_SERVICE, update_by: 'system', update_time: nowText() })
      .where('id', 'in', ids)
      .where('status', '=', RUNNING)
      .execute();
    ctx.bus.publish(DEVICES_TOPIC); // every process's plane stops feeding them
    const names = silent.map((e) => `${e.device.nameZh}（${e.device.equipId}）`);
    const users = await recipients(ctx);
    if (users.length) {
      await publishToUsers(ctx, {
        titile: `设备离线：${silent.length} 台设备超过 ${minutes} 分钟无数据`,
        msgContent: `<p>以下设备超过 ${minutes} 分钟无数据，已置为停运：</p><ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul>`,
        userIds: users,
        sender: 'system',
        priority: 'M',
        busType: 'device_health',
      });
    }
    return said('job.health.stopped', { count: silent.length, names: silent.map((e) => e.device.equipId).join(', ') });
  },
};
