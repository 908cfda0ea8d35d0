import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { readToken } from '../../auth/token.js';
import { nowText } from '../../crud/records.js';
import { escapeLike } from '../../db/like.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { absentIfBlank as blank, pagingParams } from '#shared/contract/queryParams.js';
import { revokeSession } from './sessions.js';
import { said } from '../../i18n/said.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Online users'];
const listQuery = z.object({
  username: z.preprocess(blank, z.string().trim().max(100, 'username 长度不能超过 100').optional()),
  ...pagingParams(),
});
const logoutBody = z.object({ token: z.string({ error: 'token 不能为空' }).trim().min(1, 'token 不能为空').max(2000, 'token 过长') });

/**
 * SysUserOnlineList: the live sessions and 强退. A row's `token` is the session's id (the token's
 * jti), never the bearer token itself, which would let whoever reads the list act as that user;
 * forceLogout takes that id (or a whole token) and revokes the token in every process at once.
 */
export async function userOnlineRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sys/online/list',
    {
      config: { perm: 'online:list' },
      schema: { tags, summary: 'Live sessions (paged): user, IP, login time, last seen; username: exact', querystring: listQuery, response: looseAnswer },
    },
    async (req) => {
      const { username, pageNo, pageSize } = req.query;
      let base = ctx.db
        .selectFrom('sys_user_session as s')
        .innerJoin('sys_user as u', 'u.id', 's.user_id')
        .where('s.expires_at', '>', nowText())
        .where('u.del_flag', '=', 0)
        .where('u.status', '=', 1);
      if (username) base = base.where('s.username', 'ilike', escapeLike(username));
      const [records, count] = await Promise.all([
        base
          .select([
            's.jti as token',
            's.jti as id',
            'u.id as userId',
            'u.username',
            'u.realname',
            'u.avatar',
            'u.sex',
            'u.birthday',
            'u.phone',
            's.ip',
            's.login_time as loginTime',
            's.last_seen as lastSeen',
          ])
          .orderBy('s.last_seen', 'desc')
          .orderBy('s.jti')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
    },
  );

  app.post(
    '/sys/online/forceLogout',
    {
      config: { perm: 'online:forceLogout' },
      schema: {
        tags,
        summary: "Revoke one session at once, in every process (token: the list row's token, or the token itself)",
        body: logoutBody,
        response: looseAnswer,
      },
    },
    async (req) => {
      const given = req.body.token;
      const jti = given.includes('.') ? (await readToken(ctx.secret, given))?.jti : given;
      const row = jti
        ? await ctx.db.selectFrom('sys_user_session').select(['jti', 'user_id', 'username', 'expires_at']).where('jti', '=', jti).executeTakeFirst()
        : undefined;
      if (!row) throw notFound('该会话不存在或已退出');
      await revokeSession(ctx, row);
      ctx.logs.write({ type: 1, said: said('log.forcedLogout', { username: row.username }), userId: req.user!.id, username: req.user!.username, ip: req.ip });
      return ok(null, '退出登录成功！');
    },
  );
}
