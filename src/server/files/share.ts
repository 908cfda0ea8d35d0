import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { permOf, readPermOf } from '../crud/perms.js';
import { badRequest, notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { TABLE, ownedBy } from './access.js';
import { looseAnswer } from '#shared/contract/loose.js';

/**
 * Sharing a 文件管理 file: its owner (or an administrator) names the users who may also list and
 * download it. Sharing is a write (the file page's edit permission), and only of one's own files.
 */
const shareBody = z.object(
  {
    id: zId('id'),
    userIds: z.array(zId('userIds'), { error: 'userIds 应为用户 id 的数组' }).max(200, 'userIds 最多 200 个'),
  },
  { error: '请求体必须是 JSON 对象' },
);

async function ownFile(ctx: Ctx, user: AuthUser, id: string): Promise<void> {
  const own = ownedBy(user);
  let q = ctx.db.selectFrom(TABLE).select('id').where('id', '=', id);
  if (own) q = q.where(own);
  if (!(await q.executeTakeFirst())) throw notFound('文件不存在');
}

export function fileShareRoutes(base: FastifyInstance, ctx: Ctx, e: Entity) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Files'];
  app.get(
    `${e.schema.api}/share`,
    {
      config: { perm: readPermOf(e) },
      schema: { tags, summary: 'The users a file of yours is shared with', querystring: z.object({ id: zId('id') }), response: looseAnswer },
    },
    async (req) => {
      await ownFile(ctx, req.user!, req.query.id);
      const users = await ctx.db
        .selectFrom('sys_oss_file_share as s')
        .innerJoin('sys_user as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.username', 'u.realname'])
        .where('s.file_id', '=', req.query.id)
        .orderBy('u.username')
        .execute();
      return ok(users);
    },
  );
  app.post(
    `${e.schema.api}/share`,
    {
      config: { perm: permOf(e, 'edit') },
      schema: { tags, summary: 'Share a file of yours with these users (replaces the list)', body: shareBody, response: looseAnswer },
    },
    async (req) => {
      const { id, userIds } = req.body;
      await ownFile(ctx, req.user!, id);
      const ids = [...new Set(userIds)];
      if (ids.length) {
        const found = await ctx.db.selectFrom('sys_user').select('id').where('id', 'in', ids).where('del_flag', '=', 0).execute();
        if (found.length !== ids.length) throw badRequest('userIds 中有不存在的用户', 'userIds');
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sys_oss_file_share').where('file_id', '=', id).execute();
        if (ids.length)
          await trx
            .insertInto('sys_oss_file_share')
            .values(ids.map((userId) => ({ file_id: id, user_id: userId })))
            .execute();
      });
      return ok(null, '共享成功');
    },
  );
}
