import { sql } from 'kysely';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Ctx } from '../http/types.js';
import { ANNOUNCEMENTS, PUBLISHED, idsOf, messageRow } from './announcements.js';
import { mailByPrefs } from './channels.js';
import { EVENTS, MUTES } from './eventState.js';
import { plainText, sanitizeRich } from './sanitize.js';
import { textAsHtml } from './templates.js';
import { sayIn } from '../i18n/said.js';
import { eventTitle } from './eventTitle.js';
import type { DeviceEvent, DeviceEventKind, RaiseResult } from './types.js';

export type { DeviceEvent, DeviceEventKind, RaiseResult } from './types.js';

/**
 * Device events → system messages, grouped.
 *
 * The power-quality watch (pq/watch.ts) calls raiseDeviceEvent for every finished event of a
 * device (frequency excursion, voltage sag, swell, interruption, rapid voltage change), with the
 * recipients and priority of the alarm rule that raised it. The first opens a system message (msgCategory
 * 2; the rule's severity as priority, else H for a sag, M otherwise; busType device_event, busId the device) for the
 * active users holding a role in ISPS_DEVICE_EVENT_ROLES, pushed to their sockets. While
 * excursions of that kind on that device keep coming, less than ISPS_DEVICE_EVENT_INTERVAL_S
 * apart, they only count into that open message (count, last time, latest text) and its
 * recipients are told again at most once per interval. After an interval without one the
 * message is closed (recovered, as of its last excursion) and the next excursion opens a new one.
 * State lives in sys_device_event, one row per message; a partial unique index keeps one open row
 * per device and kind, also with several server processes.
 */
/** the body as stored: Chinese, as every seeded message (JeecgBoot's console reads it) */
const zhText = (ev: DeviceEvent) => (typeof ev.text === 'string' ? ev.text : sayIn(ev.text, 'zh'));
const saidOf = (ev: DeviceEvent) => (typeof ev.text === 'string' ? null : JSON.stringify(ev.text));

/** Tells the recipients of the given messages who have not muted their kind (their bell reloads). */
async function notify(ctx: Ctx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const rows = await ctx.db
    .selectFrom(`${ANNOUNCEMENTS} as a`)
    .innerJoin(`${EVENTS} as e`, 'e.annt_id', 'a.id')
    .select(['a.id', 'a.titile', 'a.user_ids', 'e.kind'])
    .where('a.id', 'in', ids)
    .execute();
  for (const r of rows) {
    const to = idsOf(r.user_ids);
    if (!to.length) continue;
    const muted = await ctx.db.selectFrom(MUTES).select('user_id').where('kind', '=', r.kind).where('user_id', 'in', to).execute();
    const unmuted = to.filter((u) => !muted.some((m) => m.user_id === u));
    if (unmuted.length) ctx.notify.push({ cmd: 'user', msgId: r.id, msgTxt: r.titile ?? '' }, unmuted);
  }
}

/** Counts the event into the open message of its device and kind, if there is one. */
async function countIntoOpen(db: DB, ev: DeviceEvent, now: Date, intervalMs: number) {
  const at = nowText(now);
  const row = await db
    .updateTable(EVENTS)
    .set({ event_count: sql`event_count + 1`, last_time: at, text_said: saidOf(ev) })
    .where('device_id', '=', ev.deviceId)
    .where('kind', '=', ev.kind)
    .where('closed_time', 'is', null)
    .returning(['annt_id', 'event_count'])
    .executeTakeFirst();
  if (!row) return null;
  const id = String(row.annt_id);
  const content = sanitizeRich(textAsHtml(zhText(ev)));
  await db
    .updateTable(ANNOUNCEMENTS)
    .set({ msg_content: content, msg_abstract: plainText(content).slice(0, 200) })
    .where('id', '=', id)
    .execute();
  // compare-and-set: of concurrent raises, one at most re-notifies per interval
  const due = await db
    .updateTable(EVENTS)
    .set({ notified_time: at })
    .where('annt_id', '=', id)
    .where('notified_time', '<=', nowText(new Date(now.getTime() - intervalMs)))
    .returning('annt_id')
    .executeTakeFirst();
  return { id, count: Number(row.event_count), notified: !!due };
}

/** Active users holding one of the roles or named by username (an alarm rule's recipients). */
async function recipients(db: DB, roles: string[], usernames: string[]): Promise<{ id: string }[]> {
  if (!roles.length && !usernames.length) return [];
  return db
    .selectFrom('sys_user as u')
    .leftJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .leftJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where((eb) => eb.or([...(roles.length ? [eb('r.role_code', 'in', roles)] : []), ...(usernames.length ? [eb('u.username', 'in', usernames)] : [])]))
    .where('u.del_flag', '=', 0)
    .where('u.status', '=', 1)
    .execute();
}

export async function raiseDeviceEvent(ctx: Ctx, ev: DeviceEvent): Promise<RaiseResult> {
  const { intervalMs, roles } = ctx.config.deviceEvents;
  const now = new Date();
  const deviceId = ev.deviceId.slice(0, 50);
  const event = { ...ev, deviceId };
  // one that went quiet for an interval is over, whether or not the sweep has closed it yet
  await closeQuiet(ctx, now, { deviceId, kind: ev.kind });
  const counted = await countIntoOpen(ctx.db, event, now, intervalMs);
  if (counted) {
    if (counted.notified) await notify(ctx, [counted.id]);
    return { raised: true, opened: false, ...counted };
  }

  const users = await recipients(ctx.db, ev.users || ev.roles ? (ev.roles ?? []) : roles, ev.users ?? []);
  if (!users.length) return { raised: false, reason: 'no_subscribers' };
  const row = messageRow({
    titile: eventTitle(deviceId, ev.kind),
    msgContent: textAsHtml(zhText(ev)),
    userIds: users.map((u) => u.id),
    sender: 'system',
    priority: ev.priority ?? (ev.kind === 'voltage_sag' ? 'H' : 'M'),
    busType: 'device_event',
    busId: deviceId,
  });
  const at = nowText(now);
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto(EVENTS)
      .values({ annt_id: row.id, device_id: deviceId, kind: ev.kind, event_count: 1, first_time: at, last_time: at, notified_time: at, text_said: saidOf(ev) })
      .onConflict((oc) => oc.columns(['device_id', 'kind']).where('closed_time', 'is', null).doNothing())
      .returning('annt_id')
      .executeTakeFirst();
    if (claimed) await trx.insertInto(ANNOUNCEMENTS).values(row).execute();
    return !!claimed;
  });
  if (!opened) {
    // another raise (this process or another) opened it in between: count into that one
    const again = await countIntoOpen(ctx.db, event, now, intervalMs);
    if (again) return { raised: true, opened: false, ...again };
    throw new Error(`device event ${deviceId}/${ev.kind}: no open message after a conflict`);
  }
  await notify(ctx, [row.id]);
  await mailByPrefs(ctx, row.id); // once per opened group; its repeats only reach the bell
  return { raised: true, id: row.id, opened: true, count: 1, notified: true };
}

/**
 * Closes the open messages without an event for an interval (all, or one device and kind), as of
 * their last event, and those an administrator deleted or revoked (repeats would count unseen);
 * their recipients are told.
 */
async function closeQuiet(ctx: Ctx, now: Date, only?: { deviceId: string; kind: DeviceEventKind }): Promise<string[]> {
  const quietSince = nowText(new Date(now.getTime() - ctx.config.deviceEvents.intervalMs));
  let q = ctx.db
    .updateTable(EVENTS)
    .set({ closed_time: sql`last_time` })
    .where('closed_time', 'is', null)
    .where((eb) =>
      eb.or([
        eb('last_time', '<=', quietSince),
        eb(
          'annt_id',
          'in',
          eb
            .selectFrom(ANNOUNCEMENTS)
            .select('id')
            .where((a) => a.or([a('del_flag', '<>', 0), a('send_status', '<>', PUBLISHED)])),
        ),
      ]),
    );
  if (only) q = q.where('device_id', '=', only.deviceId).where('kind', '=', only.kind);
  const ids = (await q.returning('annt_id').execute()).map((r) => String(r.annt_id));
  await notify(ctx, ids);
  return ids;
}

/** The sweep (run by the realtime plane every few seconds): the ids of the messages it closed. */
export const closeQuietDeviceEvents = (ctx: Ctx): Promise<string[]> => closeQuiet(ctx, new Date());
