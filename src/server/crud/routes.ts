import type { FastifyInstance } from 'fastify';
import { ok } from '#shared/contract/envelope.js';
import { getById, listPage } from './read.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import type { EntityHooks } from './hooks.js';
import { permOf, readPermOf } from './perms.js';
import { deleteRecords, insertRecord, updateRecord } from './write.js';
import { bodySchemaFor } from './openapi.js';
import { exportXls } from './excelExport.js';
import { importXls } from './excelImport.js';
import { receiveXlsx } from './xlsx/receive.js';
import { langOf } from '../http/lang.js';
import { XLSX_TYPE } from '../http/xlsxStream.js';
import { crudAnswers, xlsxAnswer } from '#shared/contract/crud.js';
import { mountRecycleBin } from './recycleBin.js';
import { idsOf, type Add, type CrudRoute } from './routeTypes.js';
import { mountTreeRoutes } from './treeRoutes.js';

export type { CrudRoute } from './routeTypes.js';

/**
 * JeecgBoot-style CRUD routes for one entity. A route a domain module registered first
 * (same method and path) wins, so hand-written variants replace only what they need.
 */
export function mountCrud(app: FastifyInstance, ctx: Ctx, e: Entity, hooks: EntityHooks = {}) {
  const api = e.schema.api;
  const tags = [e.schema.title.en];
  for (const { method, path, perm, summary, handler, body, response } of crudRoutes(ctx, e, hooks)) {
    if (app.hasRoute({ method, url: `${app.prefix}${api}/${path}` })) continue;
    app.route({
      method,
      url: `${api}/${path}`,
      config: { perm },
      schema: { tags, summary, ...(body ? { body } : {}), ...(response ? { response } : {}) },
      handler,
    });
  }
}

/** Every CRUD route of an entity: list, read, write, Excel, and its tree and recycle-bin routes. */
export function crudRoutes(ctx: Ctx, e: Entity, hooks: EntityHooks = {}): CrudRoute[] {
  const out: CrudRoute[] = [];
  const read = readPermOf(e);
  // every route declares its answer: fast-json-stringify writes it (issue 31), the OpenAPI document shows it
  const answers = crudAnswers(e.readable, hooks.answer);
  const add: Add = (method, path, perm, summary, handler, response, body) => void out.push({ method, path, perm, summary, handler, body, response });
  const addBody = bodySchemaFor(e, 'add', hooks.body);
  const editBody = bodySchemaFor(e, 'edit', hooks.body);

  add(
    'GET',
    'list',
    read,
    `List ${e.table} (paged)`,
    async (req, reply) => {
      const page = await listPage(ctx, e, hooks, req.query, req.tenantId, { user: req.user, lang: langOf(req) });
      // a client asking for "all" (pageSize=99999) learns it got a page of the cap
      if (Number(req.query.pageSize) > page.size) reply.header('x-page-size-clamped', String(page.size));
      return ok(page);
    },
    answers.page,
  );
  add(
    'GET',
    'queryById',
    read,
    `One ${e.table}`,
    async (req) => ok(await getById(ctx, e, hooks, idsOf(req.query.id, 'id')[0], req.tenantId, req.user, langOf(req))),
    answers.one,
  );
  add(
    'POST',
    'add',
    permOf(e, 'add'),
    `Create ${e.table}`,
    async (req) => {
      const id = await insertRecord(ctx, e, hooks, req.user, req.tenantId, req.body);
      return ok(await getById(ctx, e, hooks, id, req.tenantId, undefined, langOf(req)), '添加成功！');
    },
    answers.one,
    addBody,
  );
  const edit = async (req: any) => {
    const id = await updateRecord(ctx, e, hooks, req.user, req.tenantId, req.body);
    return ok(await getById(ctx, e, hooks, id, req.tenantId, undefined, langOf(req)), '编辑成功!');
  };
  add('PUT', 'edit', permOf(e, 'edit'), `Update ${e.table}`, edit, answers.one, editBody);
  add('POST', 'edit', permOf(e, 'edit'), `Update ${e.table} (POST form of edit)`, edit, answers.one, editBody);
  add(
    'DELETE',
    'delete',
    permOf(e, 'delete'),
    `Delete one ${e.table}`,
    async (req) => {
      await deleteRecords(ctx, e, hooks, req.user, req.tenantId, idsOf(req.query.id, 'id').slice(0, 1));
      return ok(null, '删除成功!');
    },
    answers.none,
  );
  add(
    'DELETE',
    'deleteBatch',
    permOf(e, 'delete'),
    `Delete several ${e.table}`,
    async (req) => {
      const n = await deleteRecords(ctx, e, hooks, req.user, req.tenantId, idsOf(req.query.ids, 'ids'));
      return ok(n, '批量删除成功!');
    },
    answers.count,
  );
  add(
    'GET',
    'exportXls',
    permOf(e, 'export'),
    `Export ${e.table} as .xlsx (the list query applied; selections=ids)`,
    async (req, reply) => {
      const x = await exportXls(ctx, e, hooks, req.query, req.tenantId, req.user, undefined, langOf(req));
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(x.filename)}`)
        .send(x.stream);
    },
    xlsxAnswer(`${e.table} rows as .xlsx`),
  );
  add(
    'POST',
    'importExcel',
    permOf(e, 'import'),
    `Import ${e.table} rows from an .xlsx file (multipart field "file")`,
    async (req) => {
      const result = await importXls(ctx, e, hooks, await receiveXlsx(req), req.tenantId, req.user);
      const message = result.failed ? `文件导入完成：成功 ${result.success} 条，失败 ${result.failed} 条` : `文件导入成功！共 ${result.success} 条`;
      return ok(result, message);
    },
    answers.imported,
  );
  if (e.schema.tree) mountTreeRoutes(ctx, e, hooks, add, read, answers);
  if (e.schema.softDelete) mountRecycleBin(ctx, e, hooks, add, read, answers);
  return out;
}
