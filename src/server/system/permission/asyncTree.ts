import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { zId } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Permissions'];
const READ = ['permission:list', 'role:auth', 'role:list'];

/** The lazily loaded permission tree of JeecgBoot's older role pages, and every role id. */
export async function permissionAsyncRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/permission/queryListAsync',
    {
      config: { perm: READ },
      schema: {
        tags,
        summary: 'Children of one permission (pid; none: the roots) as TreeModel nodes',
        querystring: z.object({ pid: zId('pid').optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const { pid } = req.query;
      const rows = await ctx.db
        .selectFrom('sys_permission as p')
        .select(['p.id', 'p.name', 'p.parent_id', 'p.rule_flag', 'p.icon', 'p.menu_type'])
        .select((eb) =>
          eb.exists(eb.selectFrom('sys_permission as k').select('k.id').whereRef('k.parent_id', '=', 'p.id').where('k.del_flag', '=', 0)).as('has_child'),
        )
        .where('p.del_flag', '=', 0)
        .where((eb) => (pid ? eb('p.parent_id', '=', pid) : eb.or([eb('p.parent_id', 'is', null), eb('p.parent_id', '=', '')])))
        .orderBy('p.sort_no')
        .execute();
      // JeecgBoot answers an empty level this way (its message kept)
      if (!rows.length) return fail('未找到角色信息', 500, []);
      return ok(
        rows.map((r) => ({
          key: r.id,
          value: r.id,
          title: r.name,
          slotTitle: r.name,
          label: r.name,
          icon: r.icon ?? null,
          parentId: r.parent_id ?? '',
          ruleFlag: r.rule_flag ?? 0,
          menuType: r.menu_type,
          isLeaf: !r.has_child,
          children: [],
        })),
      );
    },
  );

  app.get('/sys/permission/loadAllRoleIds', { config: { perm: READ }, schema: { tags, summary: 'Every role id', response: looseAnswer } }, async () => {
    const rows = await ctx.db.selectFrom('sys_role').select('id').orderBy('create_time').orderBy('id').execute();
    return ok(rows.map((r) => r.id));
  });
}
