import type { Ctx } from '../http/types.js';
import { publishToUsers } from './announcements.js';
import { textAsHtml } from './templates.js';

/**
 * Device events → system messages.
 *
 * The realtime plane (devices, the simulator) calls raiseDeviceEvent when a device reports a
 * frequency excursion or a voltage sag. The message (msgCategory 2, "系统消息"; priority H for
 * a sag, M for an excursion; busType device_event, busId the device) goes to the subscribers:
 * the active users holding one of the role codes in ISPS_DEVICE_EVENT_ROLES (default "admin"),
 * and is pushed to their open sockets. One message per device and kind per interval
 * (ISPS_DEVICE_EVENT_INTERVAL_S, default 60 s): a flapping device does not flood the bell;
 * the events in between are dropped here (the realtime plane keeps its own record).
 *
 * The caller is realtime/events/watch.ts, which scans the device records (simulated or real).
 */
export type DeviceEventKind = 'freq_excursion' | 'voltage_sag';

export interface DeviceEvent {
  deviceId: string;
  kind: DeviceEventKind;
  /** what happened, shown as the message body (plain text) */
  text: string;
}

export type RaiseResult =
  | { raised: true; id: string; recipients: number }
  | { raised: false; reason: 'rate_limited' | 'no_subscribers' };

const TITLES: Record<DeviceEventKind, string> = { freq_excursion: '频率越限', voltage_sag: '电压暂降' };

/** Last raise per device+kind, per server (ctx). */
const lastRaised = new WeakMap<Ctx, Map<string, number>>();

export async function raiseDeviceEvent(ctx: Ctx, ev: DeviceEvent): Promise<RaiseResult> {
  const { intervalMs, roles } = ctx.config.deviceEvents;
  let last = lastRaised.get(ctx);
  if (!last) lastRaised.set(ctx, (last = new Map()));
  const key = `${ev.deviceId}\u0000${ev.kind}`;
  const now = Date.now();
  const prev = last.get(key);
  if (prev !== undefined && now - prev < intervalMs) return { raised: false, reason: 'rate_limited' };
  last.set(key, now); // claimed before the awaits: concurrent events of the same key do not both pass
  if (last.size > 10_000) for (const [k, t] of last) if (now - t >= intervalMs) last.delete(k);

  try {
    const users = roles.length
      ? await ctx.db.selectFrom('sys_user as u').innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .select('u.id').distinct().where('r.role_code', 'in', roles).where('u.del_flag', '=', 0).where('u.status', '=', 1).execute()
      : [];
    if (!users.length) return { raised: false, reason: 'no_subscribers' };
    const id = await publishToUsers(ctx, {
      titile: `装置 ${ev.deviceId} ${TITLES[ev.kind]}`,
      msgContent: textAsHtml(ev.text),
      userIds: users.map((u) => u.id),
      sender: 'system',
      priority: ev.kind === 'voltage_sag' ? 'H' : 'M',
      busType: 'device_event',
      busId: ev.deviceId.slice(0, 50),
    });
    return { raised: true, id, recipients: users.length };
  } catch (e) {
    last.delete(key); // not raised: the next event may try again
    throw e;
  }
}
