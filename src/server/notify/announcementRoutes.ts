import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { announcement, noticeLists, type Announcement } from '#shared/contract/notify.js';
import { nowText, selectReadable } from '../crud/records.js';
import { readPermOf } from '../crud/perms.js';
import { getById } from '../crud/read.js';
import { notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';
import { ANNOUNCEMENTS, NOTICE, SYSTEM_MESSAGE, receivedBy, release, revoke, unreadBy } from './announcements.js';
import { agentsOn } from './agents.js';
import { announcementHooks } from './announcementHooks.js';
import { onBellOf } from './channels.js';
import { notMutedBy, sayEvents, withEventState } from './eventState.js';
import { langOf } from '../http/lang.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Announcements'];
const API = '/sys/annountCement';
const idQuery = z.object({ id: zId('id') });
const listQuery = z.object({
  pageSize: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'pageSize 必须是 1–50 的整数' })
      .int('pageSize 必须是整数')
      .min(1, 'pageSize 不能小于 1')
      .max(50, 'pageSize 不能大于 50')
      .default(5),
  ),
});

/** Publish, revoke, the bell's unread lists, and one announcement for its detail dialog. */
export async function announcementRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(ANNOUNCEMENTS);

  app.get(
    `${API}/doReleaseData`,
    {
      config: { perm: 'annountCement:release' },
      schema: {
        tags,
        summary: 'Publish a draft: sender = caller, sendTime = now; pushes {cmd:"topic"|"user"} to the recipients',
        querystring: idQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      await release(ctx, req.query.id, req.user!);
      return ok(null, '该系统通知发布成功');
    },
  );

  app.get(
    `${API}/doReovkeData`,
    {
      config: { perm: 'annountCement:revoke' },
      schema: { tags, summary: 'Revoke a published announcement (sendStatus 2, cancelTime); recipients reload', querystring: idQuery, response: looseAnswer },
    },
    async (req) => {
      await revoke(ctx, req.query.id, req.user!);
      return ok(null, '该系统通知撤销成功');
    },
  );

  app.get(
    `${API}/listByUser`,
    {
      schema: {
        tags,
        summary:
          "The caller's unread, published, current announcements, muted device-event kinds and bell-off message kinds left out: {anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal}",
        querystring: listQuery,
        response: answerOf(noticeLists),
      },
    },
    async (req) => {
      const { pageSize } = req.query;
      const user = req.user!;
      const now = nowText();
      const onBell = await onBellOf(ctx, user.id);
      const unread = (category: string) =>
        ctx.db
          .selectFrom(ANNOUNCEMENTS)
          .where(receivedBy(user.id, now, true, agentsOn(ctx)))
          .where(unreadBy(user.id))
          .where(notMutedBy(user.id))
          .where(onBell)
          .where(`${ANNOUNCEMENTS}.msg_category`, '=', category);
      const page = (category: string) =>
        withEventState(selectReadable(unread(category), e))
          .orderBy(`${ANNOUNCEMENTS}.send_time`, 'desc')
          .orderBy(`${ANNOUNCEMENTS}.id`)
          .limit(pageSize)
          .execute()
          .then((rows) => sayEvents(rows, langOf(req)) as Announcement[]);
      const total = async (category: string) =>
        Number(
          (
            await unread(category)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const [anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal] = await Promise.all([
        page(NOTICE),
        total(NOTICE),
        page(SYSTEM_MESSAGE),
        total(SYSTEM_MESSAGE),
      ]);
      return ok({ anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal });
    },
  );

  app.get(
    `${API}/queryById`,
    {
      schema: {
        tags,
        summary: 'One announcement: any one for its managers (annountCement:list), else one the caller has received',
        querystring: idQuery,
        response: answerOf(announcement),
      },
    },
    async (req) => {
      const { id } = req.query;
      const user = req.user!;
      if (user.perms.has(readPermOf(e))) return ok(await getById(ctx, e, announcementHooks, id, req.tenantId, user, langOf(req)));
      const row = await withEventState(selectReadable(ctx.db.selectFrom(ANNOUNCEMENTS), e))
        .where(`${ANNOUNCEMENTS}.id`, '=', id)
        .where(receivedBy(user.id, nowText(), false, agentsOn(ctx)))
        .executeTakeFirst();
      if (!row) throw notFound(`未找到 id 为 ${id} 的通告`);
      return ok(sayEvents([row], langOf(req))[0]);
    },
  );
}
