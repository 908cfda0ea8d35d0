import { sql, type ExpressionBuilder } from 'kysely';
import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import { langOf } from '../http/lang.js';
import type { Entity } from '../schema/registry.js';
import type { EntityHooks } from './hooks.js';
import { listPage } from './read.js';
import { idsOf, type Add, type Answers } from './routeTypes.js';

/** Lazy tree tables: a page of roots, then the children of one node. */
export function mountTreeRoutes(ctx: Ctx, e: Entity, hooks: EntityHooks, add: Add, read: string, answers: Answers) {
  const parent = e.byName.get(e.schema.tree!.parentField)!;
  add(
    'GET',
    'rootList',
    read,
    `Root ${e.table} nodes (paged)`,
    async (req) => {
      const parent = sql.ref(`${e.table}.${e.byName.get(e.schema.tree!.parentField)!.column}`);
      const roots = (eb: ExpressionBuilder<any, any>) => eb.or([eb(parent, 'is', null), eb(parent, '=', '')]);
      return ok(await listPage(ctx, e, hooks, req.query, req.tenantId, { where: roots, user: req.user, lang: langOf(req) }));
    },
    answers.loosePage,
  );
  add(
    'GET',
    'childList',
    read,
    `Children of one ${e.table} node`,
    async (req) => {
      const pid = idsOf(req.query.pid ?? req.query.parentId, 'pid')[0];
      const page = await listPage(ctx, e, hooks, { ...req.query, [parent.name]: pid, pageNo: 1, pageSize: 1000 }, req.tenantId, {
        user: req.user,
        lang: langOf(req),
      });
      return ok(page.records);
    },
    answers.rows,
  );
}
