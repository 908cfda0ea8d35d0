import type { FastifyInstance } from 'fastify';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { exportXls } from '../crud/excelExport.js';
import type { ListWhere } from '../crud/listStatements.js';
import { readPermOf, permOf } from '../crud/perms.js';
import { getById, listPage } from '../crud/read.js';
import { notFound } from '../http/errors.js';
import { XLSX_TYPE } from '../http/xlsxStream.js';
import { langOf } from '../http/lang.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { looseAnswer } from '#shared/contract/loose.js';

/**
 * 文件管理 is per user: everyone but an administrator lists, reads, downloads and deletes only the
 * files they uploaded (create_by) and the ones shared with them (sys_oss_file_share). Another
 * user's file answers 404, as one that does not exist.
 */
export const TABLE = 'sys_oss_file';

/** The files `user` may see, as a list restriction; none for administrators. */
export function visibleTo(user: AuthUser): ListWhere | undefined {
  if (user.isAdmin) return undefined;
  return (eb) =>
    eb.or([
      eb(`${TABLE}.create_by`, '=', user.username),
      eb.exists(eb.selectFrom('sys_oss_file_share as sh').select('sh.file_id').whereRef('sh.file_id', '=', `${TABLE}.id`).where('sh.user_id', '=', user.id)),
    ]);
}

/** Files `user` may delete or share: their own (administrators: any). */
export function ownedBy(user: AuthUser): ListWhere | undefined {
  return user.isAdmin ? undefined : (eb) => eb(`${TABLE}.create_by`, '=', user.username);
}

/** The file's row when `user` may see it, else a 404. */
export async function visibleFile<C extends string>(ctx: Ctx, user: AuthUser, id: string, columns: C[]) {
  const where = visibleTo(user);
  let q = ctx.db.selectFrom(TABLE).select(columns).where(`${TABLE}.id`, '=', id);
  if (where) q = q.where(where);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('文件不存在');
  return row as Record<C, any>;
}

/** The list, one record and the export of 文件管理 with the restriction (they replace the generic CRUD ones). */
export function fileReadRoutes(app: FastifyInstance, ctx: Ctx, e: Entity) {
  const tags = ['Files'];
  const api = e.schema.api;
  app.get(
    `${api}/list`,
    { config: { perm: readPermOf(e) }, schema: { tags, summary: 'Files you uploaded or that are shared with you (admins: all)', response: looseAnswer } },
    async (req) =>
      ok(await listPage(ctx, e, {}, req.query as Record<string, unknown>, req.tenantId, { user: req.user!, lang: langOf(req), where: visibleTo(req.user!) })),
  );
  app.get(`${api}/queryById`, { config: { perm: readPermOf(e) }, schema: { tags, summary: 'One file you may see', response: looseAnswer } }, async (req) => {
    const id = String((req.query as { id?: unknown }).id ?? '');
    await visibleFile(ctx, req.user!, id, ['id']);
    return ok(await getById(ctx, e, {}, id, req.tenantId, req.user!, langOf(req)));
  });
  app.get(
    `${api}/exportXls`,
    { config: { perm: permOf(e, 'export') }, schema: { tags, summary: 'Export the files you may see as .xlsx', response: xlsxAnswer('file list') } },
    async (req, reply) => {
      const x = await exportXls(ctx, e, {}, req.query as Record<string, unknown>, req.tenantId, req.user!, visibleTo(req.user!), langOf(req));
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(x.filename)}`)
        .send(x.stream);
    },
  );
}
