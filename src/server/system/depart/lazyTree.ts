import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { scoped, selectReadable } from '../../crud/records.js';
import { notFound } from '../../http/errors.js';
import { zId } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { toNode } from './tree.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Departments'];

/** DepartListSync.vue loads the tree a level at a time; the user form shows a department's parent by name. */
export async function departLazyRoutes(base: FastifyInstance, ctx: Ctx, read: string[]) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_depart');

  app.get(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Children of one department (pid; none: the roots) as SysDepartTreeModel nodes',
        querystring: z.object({ pid: zId('pid').optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const { pid } = req.query;
      const rows = await selectReadable(scoped(ctx, e, req.tenantId), e)
        .select((eb) =>
          eb.exists(eb.selectFrom('sys_depart as k').select('k.id').whereRef('k.parent_id', '=', 'sys_depart.id').where('k.del_flag', '=', 0)).as('hasChild'),
        )
        .where((eb) => (pid ? eb('sys_depart.parent_id', '=', pid) : eb.or([eb('sys_depart.parent_id', 'is', null), eb('sys_depart.parent_id', '=', '')])))
        .orderBy('sys_depart.depart_order')
        .orderBy('sys_depart.org_code')
        .execute();
      return ok(rows.map(({ hasChild, ...r }) => ({ ...toNode(r), isLeaf: !hasChild })));
    },
  );

  app.get(
    '/sys/sysDepart/queryParentName',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: "The name of a department's parent ('' for a root)",
        querystring: z.object({ departId: zId('departId') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const row = await scoped(ctx, e, req.tenantId)
        .leftJoin('sys_depart as p', 'p.id', 'sys_depart.parent_id')
        .select(['sys_depart.id', 'p.depart_name as parentName'])
        .where('sys_depart.id', '=', req.query.departId)
        .executeTakeFirst();
      if (!row) throw notFound(`未找到 id 为 ${req.query.departId} 的部门`);
      return ok(row.parentName ?? '');
    },
  );
}
