import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { permOf, readPermOf } from '../../crud/perms.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import type { Entity } from '../../schema/registry.js';
import { clientSchema, schemaSummary, type ClientSchema } from '#shared/contract/schemaApi.js';
import { answerOf } from '#shared/contract/answer.js';
import { clientButtons } from '../../forms/buttons.js';

const tags = ['Schemas'];

/** What the client renders an entity page from: the schema plus the derived columns and the caller's rights. */
function describe(e: Entity, user: AuthUser): ClientSchema {
  const can = (a: 'add' | 'edit' | 'delete' | 'export' | 'import') => user.perms.has(permOf(e, a));
  return {
    ...e.schema,
    columns: e.readable.map(({ name, column, ...rest }) => ({ name, ...rest, column })),
    permissions: {
      read: readPermOf(e),
      add: permOf(e, 'add'),
      edit: permOf(e, 'edit'),
      delete: permOf(e, 'delete'),
      export: permOf(e, 'export'),
      import: permOf(e, 'import'),
    },
    can: { add: can('add'), edit: can('edit'), delete: can('delete'), export: can('export'), import: can('import') },
    // an online form's enhancement buttons (cgform/buttons.ts)
    ...(clientButtons(e).length ? { hooks: clientButtons(e) } : {}),
  };
}

/** Schemas at run time, so a new schema file needs no client rebuild; only those the caller may read. */
export async function schemaRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/sys/schema/list', { schema: { tags, summary: 'Entity schemas the caller may read', response: answerOf(z.array(schemaSummary)) } }, async (req) =>
    ok(
      ctx.registry
        .all()
        .filter((e) => req.user!.perms.has(readPermOf(e)))
        .map((e) => ({ entity: e.table, api: e.schema.api, title: e.schema.title, menu: e.schema.menu ?? null, tree: !!e.schema.tree })),
    ),
  );

  app.get(
    '/sys/schema/:entity',
    { schema: { tags, summary: 'One entity schema', params: z.object({ entity: z.string().max(64) }), response: answerOf(clientSchema) } },
    async (req) => {
      const { entity } = req.params;
      const e = ctx.registry.get(entity);
      if (!e) throw notFound(`实体 ${entity} 不存在`);
      if (!req.user!.perms.has(readPermOf(e))) throw forbidden();
      return ok(describe(e, req.user!));
    },
  );
}
