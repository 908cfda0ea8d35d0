import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { crudAnswers, xlsxAnswer } from '#shared/contract/crud.js';
import { crudRoutes, type CrudRoute } from '../crud/routes.js';
import { badInput } from '../http/parse.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { toEntity, type Entity } from '../schema/registry.js';
import { onlineEntity } from './live.js';
import { formCode } from '#shared/contract/entity.js';

const cache = new WeakMap<Entity, CrudRoute[]>();
const routesOf = (ctx: Ctx, e: Entity) => {
  let r = cache.get(e);
  if (!r) cache.set(e, (r = crudRoutes(ctx, e)));
  return r;
};

/** Every CRUD path an entity can have (a tree with a recycle bin has them all). */
function allPaths(ctx: Ctx): Pick<CrudRoute, 'method' | 'path'>[] {
  const title = { zh: 'x', en: 'x' };
  const probe = toEntity(
    { entity: 'x', api: '/x', permission: 'x', title, tree: { parentField: 'pid' }, softDelete: true, fields: { pid: { type: 'string', title } } },
    '',
  );
  return crudRoutes(ctx, probe).map(({ method, path }) => ({ method, path }));
}

const params = z.object({ code: formCode });

/**
 * Fastify takes no routes once listening, so the online forms' CRUD answers under routes mounted at start-up
 * that find the form by its code in the live registry: a form published a moment ago (here or on another
 * process) answers at once. The permission is the form's own, checked here per request.
 */
/** Runs one CRUD route of an online form for the caller: its permission, then its body rules (400 naming the field). */
export async function dispatch(ctx: Ctx, req: any, reply: unknown, code: string, method: CrudRoute['method'], path: string) {
  const e = onlineEntity(ctx, code);
  const route = routesOf(ctx, e).find((r) => r.method === method && r.path === path);
  if (!route) throw notFound(`在线表单 ${e.table} 没有 ${path} 接口`);
  if (!req.user.perms.has(route.perm)) throw forbidden(`没有权限，请联系管理员授权（${route.perm}）`);
  if (route.body) {
    const r = route.body.safeParse(req.body ?? {});
    if (!r.success) throw badInput(r.error);
    req.body = r.data;
  }
  return route.handler(req, reply);
}

export const codeParams = params;

// an online form's columns are known per request only: its records keep every key (crudAnswers without columns)
const generic = crudAnswers([]);
const ANSWERS: Record<string, object> = {
  list: generic.page,
  rootList: generic.page,
  recycleBinPage: generic.page,
  queryById: generic.one,
  add: generic.one,
  edit: generic.one,
  childList: generic.rows,
  recycleBin: generic.rows,
  delete: generic.none,
  deleteRecycleBin: generic.none,
  deleteBatch: generic.count,
  putRecycleBin: generic.count,
  importExcel: generic.imported,
  exportXls: xlsxAnswer('online form rows as .xlsx'),
};

/**
 * Fastify takes no routes once listening, so the online forms' CRUD answers under routes mounted at start-up
 * that find the form by its code in the live registry: a form published a moment ago (here or on another
 * process) answers at once. The permission is the form's own, checked here per request.
 */
export function mountOnlineCrud(app: FastifyInstance, ctx: Ctx) {
  for (const { method, path } of allPaths(ctx)) {
    app.route({
      method,
      url: `/online/cgform/api/crud/:code/${path}`,
      config: { online: true },
      schema: { tags: ['Online forms'], summary: `${path} of an online form`, params, response: ANSWERS[path] },
      handler: (req: any, reply) => dispatch(ctx, req, reply, req.params.code, method, path),
    });
  }
}
