import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { selectReadable } from '../../crud/records.js';
import { zIds } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

/** The user form's tenant picker: active tenants (ids: only those). */
export async function tenantRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_tenant');
  app.get(
    '/sys/tenant/queryList',
    {
      config: { perm: ['tenant:list', 'user:list'] },
      schema: {
        tags: ['Tenants'],
        summary: 'Active tenants (status 1), optionally only the given ids',
        querystring: z.object({ ids: z.preprocess((v) => (v === '' ? undefined : v), zIds('ids').optional()) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      let q = selectReadable(ctx.db.selectFrom('sys_tenant'), e).where('sys_tenant.status', '=', 1);
      if (req.query.ids) q = q.where('sys_tenant.id', 'in', req.query.ids);
      return ok(await q.orderBy('sys_tenant.id').execute());
    },
  );
}
