import { sql, type ExpressionBuilder } from 'kysely';
import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { plainText, sanitizeRich } from './sanitize.js';
import { addressedToPrincipalOf, agentsOf } from './agents.js';
import { mailByPrefs } from './channels.js';
import { ANNOUNCEMENTS, DRAFT, PUBLISHED, READS, REVOKED, SYSTEM_MESSAGE, idsOf, joinIds } from './announcementCodes.js';

// the table and JeecgBoot's codes live apart so that the mail channel can use them without a cycle
export * from './announcementCodes.js';
const T = ANNOUNCEMENTS;

/**
 * Published announcements a user receives: not deleted, for everyone or naming the user.
 * `window`: only those whose start/end time encloses now (the bell); else those already
 * started (my messages keeps ended ones). Values are bound; `now` is the server's local time.
 * `agents`: also those addressed to a user the caller is the active agent of (agentsOn(ctx)).
 */
export function receivedBy(userId: string, now: string, window: boolean, agents = false) {
  return (eb: ExpressionBuilder<any, any>) =>
    eb.and([
      eb(`${T}.del_flag`, '=', 0),
      eb(`${T}.send_status`, '=', PUBLISHED),
      eb.or([eb(`${T}.start_time`, 'is', null), eb(`${T}.start_time`, '<=', now)]),
      ...(window ? [eb.or([eb(`${T}.end_time`, 'is', null), eb(`${T}.end_time`, '>=', now)])] : []),
      eb.or([
        eb(`${T}.msg_type`, '=', 'ALL'),
        sql<boolean>`${userId} = any(string_to_array(${sql.ref(`${T}.user_ids`)}, ','))`,
        ...(agents ? [addressedToPrincipalOf(userId, now, `${T}.user_ids`)(eb)] : []),
      ]),
    ]);
}

/** Not marked read by the user. */
export const unreadBy = (userId: string) => (eb: ExpressionBuilder<any, any>) =>
  eb.not(
    eb.exists(
      eb.selectFrom(`${READS} as r`).select('r.id').whereRef('r.annt_id', '=', `${T}.id`).where('r.user_id', '=', userId).where('r.read_flag', '=', '1'),
    ),
  );

/** Who a (re)load notice goes to, and as which command: the users named, and their active agents. */
export async function pushFor(ctx: Ctx, row: { id: string; titile: string | null; msg_type: string; user_ids: string | null }) {
  const m = { msgId: row.id, msgTxt: row.titile ?? '' };
  if (row.msg_type !== 'USER') return ctx.notify.push({ cmd: 'topic', ...m });
  const users = idsOf(row.user_ids);
  ctx.notify.push({ cmd: 'user', ...m }, [...users, ...(await agentsOf(ctx, users))]);
}

/** Moves one announcement from `from` to the next state under a row lock; answers 404/400 otherwise. */
async function transition(ctx: Ctx, id: string, from: string, set: Record<string, unknown>, refuse: Record<string, string>) {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const r = await trx
      .selectFrom(T)
      .select(['id', 'titile', 'msg_type', 'user_ids', 'send_status'])
      .where('id', '=', id)
      .where('del_flag', '=', 0)
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw notFound(`未找到 id 为 ${id} 的通告`);
    if (r.send_status !== from) throw new HttpError(400, refuse[r.send_status] ?? '通告状态不允许该操作', { field: 'id', sendStatus: r.send_status });
    await trx.updateTable(T).set(set).where('id', '=', id).execute();
    return r;
  });
  await pushFor(ctx, row);
}

/** doReleaseData: a draft becomes published; the caller is its sender; recipients are told. */
export async function release(ctx: Ctx, id: string, user: AuthUser): Promise<void> {
  const now = nowText();
  await transition(
    ctx,
    id,
    DRAFT,
    { send_status: PUBLISHED, sender: user.username, send_time: now, update_by: user.username, update_time: now },
    { [PUBLISHED]: '该通告已发布，不能重复发布', [REVOKED]: '该通告已撤销，不能再发布' },
  );
  await mailByPrefs(ctx, id);
}

/** doReovkeData: a published announcement is withdrawn; recipients reload their lists. */
export async function revoke(ctx: Ctx, id: string, user: AuthUser): Promise<void> {
  const now = nowText();
  await transition(
    ctx,
    id,
    PUBLISHED,
    { send_status: REVOKED, cancel_time: now, update_by: user.username, update_time: now },
    { [DRAFT]: '该通告尚未发布，不能撤销', [REVOKED]: '该通告已撤销' },
  );
}

export interface NewMessage {
  titile: string;
  /** HTML; sanitised here */
  msgContent: string;
  userIds: string[];
  sender: string;
  msgCategory?: string;
  priority?: 'L' | 'M' | 'H';
  busType?: string;
  busId?: string;
  openType?: string;
  openPage?: string;
}

/** The row of a system message published at once for the given users. */
export function messageRow(m: NewMessage) {
  const id = newId();
  const now = nowText();
  const content = sanitizeRich(m.msgContent);
  return {
    id,
    titile: m.titile.slice(0, 100),
    msg_content: content,
    msg_abstract: plainText(content).slice(0, 200),
    msg_category: m.msgCategory ?? SYSTEM_MESSAGE,
    priority: m.priority ?? 'L',
    msg_type: 'USER',
    user_ids: joinIds(m.userIds),
    sender: m.sender,
    send_status: PUBLISHED,
    send_time: now,
    bus_type: m.busType ?? null,
    bus_id: m.busId ?? null,
    open_type: m.openType ?? null,
    open_page: m.openPage ?? null,
    del_flag: 0,
    create_by: m.sender,
    create_time: now,
  };
}

/** A system message created already published for the given users (templates), then pushed. */
export async function publishToUsers(ctx: Ctx, m: NewMessage): Promise<string> {
  const row = messageRow(m);
  await ctx.db.insertInto(T).values(row).execute();
  await pushFor(ctx, row);
  await mailByPrefs(ctx, row.id);
  return row.id;
}
