import type { EntityHooks, Row } from '../crud/hooks.js';
import type { DB } from '../db/types.js';
import { HttpError, badRequest } from '../http/errors.js';
import { ANNOUNCEMENTS, DRAFT, idsOf, joinIds } from './announcements.js';
import { sanitizeRich } from './sanitize.js';

const MAX_RECIPIENTS = 1000;

/** Recipients as ids: the form sends usernames (the user picker), JeecgBoot's client ids; unknown ones are refused. */
async function recipientIds(trx: DB, raw: unknown): Promise<string[]> {
  const tokens = [...new Set(idsOf(raw))];
  if (!tokens.length) throw badRequest('通告对象为指定用户时，请选择接收用户', 'userIds');
  if (tokens.length > MAX_RECIPIENTS) throw badRequest(`指定用户最多 ${MAX_RECIPIENTS} 个`, 'userIds');
  const users = await trx
    .selectFrom('sys_user')
    .select(['id', 'username'])
    .where('del_flag', '=', 0)
    .where((eb) => eb.or([eb('id', 'in', tokens), eb('username', 'in', tokens)]))
    .execute();
  const ids: string[] = [];
  for (const t of tokens) {
    const u = users.find((x) => x.id === t) ?? users.find((x) => x.username === t);
    if (!u) throw new HttpError(400, `用户「${t}」不存在`, { errors: [{ field: 'userIds', message: `用户「${t}」不存在` }] });
    if (!ids.includes(u.id)) ids.push(u.id);
  }
  return ids;
}

const given = (row: Row, column: string) => row[column] !== undefined;

/**
 * Announcements: only drafts are edited (publishing and revoking have their own routes, and set
 * sender, sendStatus, sendTime and cancelTime); rich content is sanitised; the recipients of a
 * USER announcement are checked and stored as ids; the end may not precede the start.
 */
export const announcementHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    let current: Row | undefined;
    if (op === 'edit') {
      current = await w.trx
        .selectFrom(ANNOUNCEMENTS)
        .select(['send_status', 'msg_type', 'user_ids', 'start_time', 'end_time'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (current && current.send_status !== DRAFT) throw badRequest('已发布或已撤销的通告不能编辑', 'sendStatus');
    } else {
      row.send_status = DRAFT;
    }
    if (given(row, 'msg_content') && row.msg_content !== null) row.msg_content = sanitizeRich(String(row.msg_content));

    const msgType = given(row, 'msg_type') ? row.msg_type : current?.msg_type;
    if (msgType === 'USER') {
      row.user_ids = joinIds(await recipientIds(w.trx, given(row, 'user_ids') ? row.user_ids : current?.user_ids));
    } else if (given(row, 'user_ids') || given(row, 'msg_type')) {
      row.user_ids = null; // for everyone: a list would only mislead
    }

    const start = given(row, 'start_time') ? row.start_time : current?.start_time;
    const end = given(row, 'end_time') ? row.end_time : current?.end_time;
    if (start && end && String(end) < String(start)) throw badRequest('结束时间不能早于开始时间', 'endTime');
  },
};
