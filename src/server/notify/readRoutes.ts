import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { nowText } from '../crud/records.js';
import { escapeLike } from '../db/like.js';
import { notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { ANNOUNCEMENTS as T, READS, receivedBy } from './announcements.js';
import { agentsOn } from './agents.js';
import { sayEvents, withEventState } from './eventState.js';
import { langOf } from '../http/lang.js';
import { absentIfBlank as blank, pagingParams } from '#shared/contract/queryParams.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Announcements'];
const API = '/sys/sysAnnouncementSend';

/** JeecgBoot's page sends the text as typed; the generic list syntax *x* is accepted too */
const text = (name: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${name} 必须是文本` })
      .trim()
      .max(100, `${name} 长度不能超过 100`)
      .transform((s) => s.replace(/^\*|\*$/g, ''))
      .optional(),
  );
const myQuery = z.object({
  ...pagingParams(),
  titile: text('titile'),
  sender: text('sender'),
  msgCategory: z.preprocess(blank, z.enum(['1', '2'], 'msgCategory 只能是 1 或 2').optional()),
  readFlag: z.preprocess(blank, z.enum(['0', '1'], 'readFlag 只能是 0 或 1').optional()),
});
const readBody = z.object({ anntId: zId('anntId') }, { error: '请求体必须是 JSON 对象' });

/**
 * Marks one announcement (`only`), else every one the user has received, read for them: a row
 * per announcement and user (its id derived from both), the first read time kept.
 */
function markRead(ctx: Ctx, user: AuthUser, only?: string) {
  const now = nowText();
  let source = ctx.db
    .selectFrom(T)
    .select([
      sql<string>`md5(${user.id}::text || ${sql.ref(`${T}.id`)})`.as('id'),
      `${T}.id as annt_id`,
      sql<string>`${user.id}::varchar`.as('user_id'),
      sql<string>`'1'`.as('read_flag'),
      sql<string>`${now}::timestamp`.as('read_time'),
      sql<string>`${user.username}::varchar`.as('create_by'),
      sql<string>`${now}::timestamp`.as('create_time'),
    ])
    .where(receivedBy(user.id, now, false, agentsOn(ctx)));
  if (only) source = source.where(`${T}.id`, '=', only);
  return ctx.db
    .insertInto(READS)
    .columns(['id', 'annt_id', 'user_id', 'read_flag', 'read_time', 'create_by', 'create_time'])
    .expression(source)
    .onConflict((oc) =>
      oc.columns(['annt_id', 'user_id']).doUpdateSet({ read_flag: '1', read_time: sql`coalesce(${sql.ref(`${READS}.read_time`)}, excluded.read_time)` }),
    )
    .executeTakeFirst();
}

/** The caller's own read state: mark one read, read all, and the paged "my messages" list. */
export async function readRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.put(
    `${API}/editByAnntIdAndUserId`,
    {
      config: { self: true },
      schema: { tags, summary: 'Mark one announcement read for the caller', body: readBody, response: looseAnswer },
    },
    async (req) => {
      const { anntId } = req.body;
      const r = await markRead(ctx, req.user!, anntId);
      if (!Number(r.numInsertedOrUpdatedRows ?? 0)) throw notFound(`未找到 id 为 ${anntId} 的通告`);
      return ok(null);
    },
  );

  app.put(
    `${API}/readAll`,
    {
      config: { self: true },
      schema: { tags, summary: 'Mark every announcement the caller has received read', response: looseAnswer },
    },
    async (req) => {
      await markRead(ctx, req.user!);
      return ok(null, '全部已读');
    },
  );

  app.get(
    `${API}/getMyAnnouncementSend`,
    {
      schema: {
        tags,
        summary: "The caller's announcements (paged), unread first, with readFlag '0'/'1'; filters titile, sender, msgCategory, readFlag",
        querystring: myQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const user = req.user!;
      const readFlag = sql<string>`coalesce(r.read_flag, '0')`;
      let base = ctx.db
        .selectFrom(T)
        .leftJoin(`${READS} as r`, (j) => j.onRef('r.annt_id', '=', `${T}.id`).on('r.user_id', '=', user.id))
        .where(receivedBy(user.id, nowText(), false, agentsOn(ctx)));
      if (q.titile) base = base.where(`${T}.titile`, 'ilike', `%${escapeLike(q.titile)}%`);
      if (q.sender) base = base.where(`${T}.sender`, 'ilike', `%${escapeLike(q.sender)}%`);
      if (q.msgCategory) base = base.where(`${T}.msg_category`, '=', q.msgCategory);
      if (q.readFlag) base = base.where(readFlag, '=', q.readFlag);
      const page = withEventState(base)
        .select([
          `${T}.id as id`,
          `${T}.id as anntId`,
          sql<string>`${user.id}::text`.as('userId'),
          `${T}.titile as titile`,
          `${T}.msg_content as msgContent`,
          `${T}.msg_abstract as msgAbstract`,
          `${T}.sender as sender`,
          `${T}.priority as priority`,
          `${T}.msg_category as msgCategory`,
          `${T}.send_time as sendTime`,
          `${T}.bus_type as busType`,
          `${T}.bus_id as busId`,
          `${T}.open_type as openType`,
          `${T}.open_page as openPage`,
          readFlag.as('readFlag'),
          'r.read_time as readTime',
        ])
        .orderBy(readFlag)
        .orderBy(`${T}.send_time`, 'desc')
        .orderBy(`${T}.id`)
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const [records, count] = await Promise.all([page.execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      const { priority, msg_category: category } = await ctx.dicts.items();
      const text = (items: { value: string; text: string }[] | undefined, v: unknown) => items?.find((i) => i.value === v)?.text ?? String(v ?? '');
      for (const r of records as Record<string, unknown>[]) {
        r.priority_dictText = text(priority, r.priority);
        r.msgCategory_dictText = text(category, r.msgCategory);
      }
      const total = Number(count.n);
      sayEvents(records, langOf(req));
      return ok({ records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) });
    },
  );
}
