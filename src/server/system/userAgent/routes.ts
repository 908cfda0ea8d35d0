import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { selectReadable } from '../../crud/records.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

/** SysUserAgentModal opens with the user's current agent setting, if any. */
export async function userAgentRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.get('sys_user_agent');
  if (!e) return;
  app.get(
    '/sys/sysUserAgent/queryByUserName',
    {
      config: { perm: 'userAgent:list' },
      schema: {
        tags: ['User agents'],
        summary: "A user's agent setting",
        querystring: z.object({ userName: z.string({ error: 'userName 不能为空' }).trim().min(1, 'userName 不能为空').max(100, 'userName 过长') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const row = await selectReadable(ctx.db.selectFrom('sys_user_agent'), e).where('sys_user_agent.user_name', '=', req.query.userName).executeTakeFirst();
      // JeecgBoot answers "none yet" this way; the modal then opens empty
      return row ? ok(row) : fail('未找到对应数据');
    },
  );
}
