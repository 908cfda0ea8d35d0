import type { FastifyInstance } from 'fastify';
import { ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

/** Options never list more: the picker is a plain select, not a paged list. */
const MAX_OPTIONS = 1000;

/**
 * The data-source picker of JeecgBoot's report form (`/sys/dataSource/options`): every configured
 * source as {value: code, label, text: name}. Only names and codes — never addresses or accounts —
 * behind the list's own permission.
 */
export async function dataSourceOptionsRoute(app: FastifyInstance, ctx: Ctx) {
  const e = ctx.registry.must('sys_data_source');
  app.get(
    '/sys/dataSource/options',
    {
      config: { perm: readPermOf(e) },
      schema: { tags: ['Data sources'], summary: 'Configured data sources for a picker: [{value: code, label: name, text: name}]', response: looseAnswer },
    },
    async () => {
      const rows = await ctx.db.selectFrom('sys_data_source').select(['code', 'name']).orderBy('name').orderBy('code').limit(MAX_OPTIONS).execute();
      return ok(rows.map((r) => ({ value: r.code, label: r.name, text: r.name })));
    },
  );
}
