import type { SelectQueryBuilder } from 'kysely';
import { nowText } from '../crud/records.js';
import { permOf } from '../crud/perms.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { ANNOUNCEMENTS, receivedBy, unreadBy } from '../notify/announcements.js';
import { onBellOf } from '../notify/channels.js';
import { notMutedBy } from '../notify/eventState.js';
import type { RealtimePlane } from '../realtime/plane.js';
import { latestReadings } from './live.js';
import type { TaskItem } from '#shared/contract/dashboard.js';

/** A running device with no frequency sample for this long counts as offline. */
export const OFFLINE_AFTER_MS = 60_000;

/** Extra task sources (e.g. failed job runs) register here; each answers null when not the caller's to act on. */
export type TaskSource = (ctx: Ctx, user: AuthUser) => Promise<TaskItem | null>;
export const TASK_SOURCES: TaskSource[] = [];

const count = async (q: SelectQueryBuilder<any, any, object>) => Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Self-registered accounts awaiting approval (status 2, created by themselves) — for those who may edit users. */
async function pendingAccounts(ctx: Ctx, user: AuthUser): Promise<TaskItem | null> {
  const users = ctx.registry.get('sys_user');
  if (!users || !user.perms.has(permOf(users, 'edit'))) return null;
  const q = ctx.db.selectFrom('sys_user').where('status', '=', 2).where('del_flag', '=', 0).whereRef('create_by', '=', 'username');
  return { key: 'pendingAccounts', count: await count(q), path: '/isystem/user?status=2' };
}

async function unreadMessages(ctx: Ctx, user: AuthUser): Promise<TaskItem> {
  const q = ctx.db
    .selectFrom(ANNOUNCEMENTS)
    .where(receivedBy(user.id, nowText(), true))
    .where(unreadBy(user.id))
    .where(notMutedBy(user.id))
    .where(await onBellOf(ctx, user.id));
  return { key: 'unreadMessages', count: await count(q), path: '/isps/userAnnouncement' };
}

/** Devices meant to run (status 1) whose frequency ring has nothing newer than OFFLINE_AFTER_MS. */
export function offlineDevices(plane: RealtimePlane | undefined, now = Date.now()): string[] {
  if (!plane) return [];
  return latestReadings(plane, 'fq')
    .filter((r) => r.entry.device.status === 1 && now - r.at > OFFLINE_AFTER_MS)
    .map((r) => r.entry.device.equipId);
}

/** What waits for the caller, in a fixed order; sources that are not theirs are left out. */
export async function tasksOf(ctx: Ctx, user: AuthUser, plane: RealtimePlane | undefined): Promise<TaskItem[]> {
  const offline: TaskItem = { key: 'offlineDevices', count: offlineDevices(plane).length, path: '/dashboard/monitor' };
  const found = await Promise.all([pendingAccounts(ctx, user), unreadMessages(ctx, user), ...TASK_SOURCES.map((s) => s(ctx, user))]);
  return [...found.filter((t): t is TaskItem => t !== null), offline];
}
