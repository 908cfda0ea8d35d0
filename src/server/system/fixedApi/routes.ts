import type { FastifyInstance } from 'fastify';
import { ok } from '#shared/contract/envelope.js';
import type { EntityHooks } from '../../crud/hooks.js';
import { listPage } from '../../crud/read.js';
import { readPermOf } from '../../crud/perms.js';
import type { Ctx } from '../../http/types.js';
import { userHooks } from '../user/hooks.js';
import { roleHooks } from '../role/hooks.js';
import { permissionHooks } from '../permission/hooks.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Fixed API'];

/**
 * The spec's fixed API list under /api: users, roles, permissions (paged, with the list filters of
 * their admin pages, and the permissions also whole), and the services this server offers.
 */
export async function fixedApiRoutes(app: FastifyInstance, ctx: Ctx) {
  const paged = (table: string, hooks: EntityHooks, summary: string) => {
    const e = ctx.registry.must(table);
    app.get(`/api/${table.replace(/^sys_/, '')}`, { config: { perm: readPermOf(e) }, schema: { tags, summary, response: looseAnswer } }, async (req) =>
      ok(await listPage(ctx, e, hooks, req.query as Record<string, unknown>, req.tenantId, { user: req.user! })),
    );
  };
  paged('sys_user', userHooks, 'Users (paged; the filters of /sys/user/list)');
  paged('sys_role', roleHooks, 'Roles (paged; the filters of /sys/role/list)');
  paged('sys_permission', permissionHooks, 'Permissions: menus and buttons (paged, by sort order)');

  const perms = ctx.registry.must('sys_permission');
  app.get(
    '/api/permission/no-pager',
    { config: { perm: readPermOf(perms) }, schema: { tags, summary: 'Every permission, unpaged (flat, by sort order)', response: looseAnswer } },
    async (req) => {
      const page = await listPage(ctx, perms, permissionHooks, { ...(req.query as object), pageNo: 1, pageSize: 1000 }, req.tenantId, { user: req.user! });
      return ok(page.records);
    },
  );

  // the services are the OpenAPI document's tags: each with its routes, as the server has them now
  app.get(
    '/api/service',
    { config: { perm: readPermOf(perms) }, schema: { tags, summary: 'The API services (OpenAPI tags) and their routes', response: looseAnswer } },
    async () => {
      const doc = app.swagger ? (app.swagger() as { paths?: Record<string, Record<string, { tags?: string[]; summary?: string }>> }) : {};
      const services = new Map<string, { name: string; routes: { method: string; path: string; summary: string }[] }>();
      for (const [path, ops] of Object.entries(doc.paths ?? {})) {
        for (const [method, op] of Object.entries(ops)) {
          const name = op.tags?.[0] ?? 'Other';
          if (!services.has(name)) services.set(name, { name, routes: [] });
          services.get(name)!.routes.push({ method: method.toUpperCase(), path, summary: op.summary ?? '' });
        }
      }
      return ok([...services.values()].sort((a, b) => a.name.localeCompare(b.name)));
    },
  );
}
