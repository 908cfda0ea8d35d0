import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { absentIfBlank as blank } from '#shared/contract/queryParams.js';
import { HttpError, notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';
import { ANNOUNCEMENTS, DRAFT, pushFor } from './announcements.js';
import { looseAnswer } from '#shared/contract/loose.js';

/** The push to recipients is what publishing and revoking send: the same permissions. */
const PERM = ['annountCement:release', 'annountCement:revoke'];

/**
 * `syncNotic?anntId=`: JeecgBoot's console asks the server to push an announcement over the websocket
 * again (after a revoke) so that the recipients' bells reload. ISPS sends it through its notify hub to the
 * same recipients as on publish; a draft is never pushed (its title would reach everyone). Without anntId
 * JeecgBoot broadcasts "批量设置已读" to everyone; ISPS tells only the caller's own sockets. 我的消息 calls it
 * after any user reads a message: a caller without the push permissions gets that reload of their own
 * bell, never a push to others (nor a 拒绝访问 popup for reading a message).
 */
export async function syncNoticRoute(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/annountCement/syncNotic',
    {
      config: { self: true },
      schema: {
        tags: ['Announcements'],
        summary: 'Pushes an announcement to its recipients over the websocket again ({cmd: topic|user}); without anntId a reload to the caller only',
        querystring: z.object({ anntId: z.preprocess(blank, zId('anntId').optional()) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const { anntId } = req.query;
      const user = req.user!;
      if (!anntId || !(user.isAdmin || PERM.some((p) => user.perms.has(p)))) {
        ctx.notify.push({ cmd: 'user', msgId: '', msgTxt: '批量设置已读' }, [user.id]);
        return ok(null, '已通知刷新');
      }
      const row = await ctx.db
        .selectFrom(ANNOUNCEMENTS)
        .select(['id', 'titile', 'msg_type', 'user_ids', 'send_status'])
        .where('id', '=', anntId)
        .where('del_flag', '=', 0)
        .executeTakeFirst();
      if (!row) throw notFound(`未找到 id 为 ${anntId} 的通告`);
      if (row.send_status === DRAFT) throw new HttpError(400, '该通告尚未发布，不能推送', { field: 'anntId' });
      await pushFor(ctx, row);
      return ok(null, '推送成功');
    },
  );
}
