import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRow, type SessionRow } from '#shared/contract/account.js';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { nowText } from '../../crud/records.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { revokeSession } from '../userOnline/sessions.js';
import { deviceOf } from './device.js';
import { said } from '../../i18n/said.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Account'];
const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 19).replace('T', ' ') : String(v ?? ''));

/** 安全设置 → 登录设备: the caller's own live sessions, and 下线 for any of them (the online-user list's revocation). */
export async function sessionRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const mine = (userId: string) => ctx.db.selectFrom('sys_user_session').where('user_id', '=', userId).where('expires_at', '>', nowText());

  app.get(
    '/isps/account/sessions',
    {
      schema: {
        tags,
        summary: 'Your live sessions: device, browser, IP, login time, last seen; current marks this one',
        response: answerOf(z.array(sessionRow)),
      },
    },
    async (req) => {
      const rows = await mine(req.user!.id)
        .select(['jti', 'ip', 'user_agent', 'login_time', 'last_seen'])
        .orderBy('last_seen', 'desc')
        .orderBy('jti')
        .execute();
      return ok(
        rows.map((r): SessionRow => ({
          id: r.jti,
          ip: String(r.ip ?? ''),
          ...deviceOf(r.user_agent),
          loginTime: text(r.login_time),
          lastSeen: text(r.last_seen),
          current: r.jti === req.user!.jti,
        })),
      );
    },
  );

  app.delete(
    '/isps/account/sessions',
    {
      config: { self: true },
      schema: {
        tags,
        summary: 'End one of your sessions at once, in every process (id: its row id)',
        querystring: z.object({ id: z.string({ error: 'id 不能为空' }).trim().min(1, 'id 不能为空').max(64, 'id 格式不正确') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const row = await mine(req.user!.id).select(['jti', 'expires_at']).where('jti', '=', req.query.id).executeTakeFirst();
      if (!row) throw notFound('该会话不存在或已退出');
      await revokeSession(ctx, row);
      ctx.logs.write({
        type: 1,
        said: said('log.sessionEnded', { username: req.user!.username, session: row.jti.slice(0, 8) }),
        userId: req.user!.id,
        username: req.user!.username,
        ip: req.ip,
      });
      return ok(null, '该设备已下线');
    },
  );
}
