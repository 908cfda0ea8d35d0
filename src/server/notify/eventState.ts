import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Lang } from '../http/lang.js';
import { storedSayIn } from '../i18n/said.js';
import { ANNOUNCEMENTS as T } from './announcementCodes.js';
import { textAsHtml } from './templates.js';

/**
 * The read side of grouped device events (notify/events.ts) for the bell and my messages: the
 * group's state as columns, and the filter that keeps a user's muted kinds off their bell.
 */
export const EVENTS = 'sys_device_event';
export const MUTES = 'sys_device_event_mute';

/** eventKind, eventCount, eventFirstTime, eventLastTime, eventClosedTime (null for other messages; closed = recovered). */
export const withEventState = <Q extends SelectQueryBuilder<any, any, any>>(q: Q) =>
  q
    .leftJoin(`${EVENTS} as de`, 'de.annt_id', `${T}.id`)
    .select([
      'de.kind as eventKind',
      'de.event_count as eventCount',
      'de.first_time as eventFirstTime',
      'de.last_time as eventLastTime',
      'de.closed_time as eventClosedTime',
      'de.text_said as eventSaid',
    ]);

/**
 * Rows read with withEventState, their device events' bodies in the reader's language (the stored one is Chinese);
 * the key they were said with is not part of the answer.
 */
export function sayEvents<R extends { eventSaid?: unknown; msgContent?: unknown; msgAbstract?: unknown }>(rows: R[], lang: Lang): R[] {
  for (const r of rows) {
    const said = lang === 'zh' ? null : storedSayIn(r.eventSaid as string | null, lang);
    if (said) {
      r.msgContent = textAsHtml(said);
      if ('msgAbstract' in r) r.msgAbstract = said.slice(0, 200);
    }
    delete r.eventSaid;
  }
  return rows;
}

/** Not a device event of a kind the user muted. */
export const notMutedBy = (userId: string) => (eb: ExpressionBuilder<any, any>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom(`${EVENTS} as me`)
        .innerJoin(`${MUTES} as m`, 'm.kind', 'me.kind')
        .select('me.annt_id')
        .whereRef('me.annt_id', '=', `${T}.id`)
        .where('m.user_id', '=', userId),
    ),
  );
