import type { ExpressionBuilder } from 'kysely';
import { LANG_PREF, MESSAGE_KINDS, type MessageKind, type NotifyPrefs } from '#shared/contract/account.js';
import type { Lang } from '../http/lang.js';
import { storedSayIn } from '../i18n/said.js';
import { EVENTS } from './eventState.js';
import { eventTitle } from './eventTitle.js';
import type { DeviceEventKind } from './types.js';
import type { Ctx } from '../http/types.js';
import { readPref } from '../system/account/prefs.js';
import { ANNOUNCEMENTS as T, NOTICE, idsOf } from './announcementCodes.js';
import { sendMail } from './mailer.js';
import { plainText } from './sanitize.js';

/** sys_user_pref key of a user's channels per message kind (新消息通知). */
export const CHANNELS = 'notify.channels';
/** Kinds told apart by bus_type; any other system message is "system", any announcement "notice". */
const BUS_KINDS = MESSAGE_KINDS.filter((k) => k !== 'notice' && k !== 'system');
/** Unless a user chose otherwise: everything on the bell, nothing by e-mail. */
const DEFAULT = { bell: true, email: false };

export function channelsOf(saved: Partial<NotifyPrefs>): NotifyPrefs {
  return Object.fromEntries(MESSAGE_KINDS.map((k) => [k, { ...DEFAULT, ...saved[k] }])) as NotifyPrefs;
}

export const readChannels = async (ctx: Ctx, userId: string) => channelsOf(await readPref<Partial<NotifyPrefs>>(ctx.db, userId, CHANNELS, {}));

export function kindOf(row: { msg_category: unknown; bus_type: unknown }): MessageKind {
  if (row.msg_category === NOTICE) return 'notice';
  return (BUS_KINDS as string[]).includes(String(row.bus_type)) ? (row.bus_type as MessageKind) : 'system';
}

const isKind = (eb: ExpressionBuilder<any, any>, k: MessageKind) => {
  if (k === 'notice') return eb(`${T}.msg_category`, '=', NOTICE);
  const rest = eb(`${T}.msg_category`, '!=', NOTICE);
  if (k !== 'system') return eb.and([rest, eb(`${T}.bus_type`, '=', k)]);
  return eb.and([rest, eb.or([eb(`${T}.bus_type`, 'is', null), eb(`${T}.bus_type`, 'not in', BUS_KINDS)])]);
};

/** The bell's filter for a user: messages of the kinds they turned off the bell for are left out (my messages still lists them). */
export async function onBellOf(ctx: Ctx, userId: string) {
  const prefs = await readChannels(ctx, userId);
  const off = MESSAGE_KINDS.filter((k) => !prefs[k].bell);
  return (eb: ExpressionBuilder<any, any>) => eb.and(off.map((k) => eb.not(isKind(eb, k))));
}

/**
 * E-mails a just-published message to those of its recipients who turned e-mail on for its kind
 * (a broadcast: every such user). Awaited by the publisher, so a send is over when the publish
 * returns; failures are the SMTP server's to report and never undo the message.
 */
export async function mailByPrefs(ctx: Ctx, id: string): Promise<number> {
  if (!ctx.config.smtp) return 0;
  const m = await ctx.db
    .selectFrom(T)
    .select(['titile', 'msg_content', 'msg_category', 'bus_type', 'msg_type', 'user_ids'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!m) return 0;
  const kind = kindOf(m);
  let prefs = ctx.db.selectFrom('sys_user_pref').select(['user_id', 'value']).where('pref_key', '=', CHANNELS);
  if (m.msg_type === 'USER') prefs = prefs.where('user_id', 'in', [...idsOf(m.user_ids), '']);
  const wanted = (await prefs.execute()).filter((p) => {
    try {
      return channelsOf(JSON.parse(p.value) as Partial<NotifyPrefs>)[kind].email;
    } catch {
      return false;
    }
  });
  if (!wanted.length) return 0;
  const to = await ctx.db
    .selectFrom('sys_user as u')
    .leftJoin('sys_user_pref as p', (j) => j.onRef('p.user_id', '=', 'u.id').on('p.pref_key', '=', LANG_PREF))
    .select(['u.email', 'p.value as lang'])
    .where(
      'u.id',
      'in',
      wanted.map((p) => p.user_id),
    )
    .where('u.del_flag', '=', 0)
    .where('u.status', '=', 1)
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '')
    .execute();
  // what the system wrote (a device event) in each recipient's language; what a person wrote as they wrote it
  const event = await ctx.db.selectFrom(EVENTS).select(['device_id', 'kind', 'text_said']).where('annt_id', '=', id).executeTakeFirst();
  const mail = (lang: Lang) => {
    const body = event && lang !== 'zh' ? storedSayIn(event.text_said, lang) : null;
    return {
      subject: event && lang !== 'zh' ? eventTitle(event.device_id, event.kind as DeviceEventKind, lang) : String(m.titile ?? ''),
      text: body ?? plainText(String(m.msg_content ?? '')),
    };
  };
  let sent = 0;
  for (const u of to) {
    const { subject, text } = mail(u.lang === JSON.stringify('en') ? 'en' : 'zh'); // the pref is stored as JSON (writePref);
    if ((await sendMail(ctx.config.smtp, String(u.email), subject, { text })).ok) sent++;
  }
  return sent;
}
