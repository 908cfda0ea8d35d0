import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { refusalOf } from '#shared/contract/refusal.js';
import { answerOf } from '#shared/contract/answer.js';
import { fileAnswer } from '#shared/contract/binary.js';
import { uploadLimits } from '#shared/contract/files.js';
import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import { permOf, readPermOf } from '../crud/perms.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { HttpError, notFound } from '../http/errors.js';
import { zId, zIds } from '../http/ids.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { releaseQuotaOf, withQuota } from '../system/upload/quota.js';
import { fileReadRoutes, ownedBy, visibleFile } from './access.js';
import { PREVIEWABLE } from './mime.js';
import { receiveFile } from './receive.js';
import { fileShareRoutes } from './share.js';
import { startThumbnail, thumbKey } from './thumbnail.js';

const tags = ['Files'];
const TABLE = 'sys_oss_file';
const BY_UPLOAD = '文件只能通过上传添加，上传后不能修改';

/**
 * The file page: upload into the store (directory or S3 bucket) within the uploader's quota, download,
 * preview images and PDFs, delete, share — each user their own files and those shared with them (access.ts).
 */
export async function fileRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.get(TABLE);
  if (!e) return;
  const store = ctx.files;
  fileReadRoutes(app, ctx, e);
  fileShareRoutes(app, ctx, e);

  app.post(
    '/sys/oss/file/upload',
    {
      config: { perm: permOf(e, 'add') },
      schema: {
        tags,
        summary: `Upload a file (multipart field "file", ≤ ISPS_FILE_MAX_MB); result is its record`,
        response: answerOf(
          z.object({
            id: z.string(),
            fileName: z.string(),
            fileType: z.string(),
            fileSize: z.number(),
            thumbnailTask: z.string().nullable().describe('task id'),
          }),
        ),
      },
    },
    async (req) => {
      const f = await receiveFile(req, ctx.config.files.maxBytes);
      const id = newId();
      const row = {
        id,
        file_name: f.name,
        file_type: f.mime,
        file_size: f.size,
        uploader: req.user!.realname || req.user!.username,
        upload_time: nowText(),
        storage: store.kind,
        create_by: req.user!.username,
        create_time: nowText(),
      };
      // the quota is taken before the bytes are stored and given back if they or the row fail
      await withQuota(ctx, req.user!.id, f.size, async () => {
        try {
          await store.put(id, f.path, f.size, f.mime);
          await ctx.db.insertInto(TABLE).values(row).execute();
        } catch (err) {
          await store.remove(id).catch(() => undefined);
          throw err;
        }
      }).finally(() => fs.rm(f.path, { force: true }));
      // images get a thumbnail in the background (a task in the task list); the upload does not wait for it
      const thumbnailTask = (await startThumbnail(ctx, { id, name: f.name, mime: f.mime, size: f.size }, req.user!.username)) ?? null;
      return ok({ id, fileName: f.name, fileType: f.mime, fileSize: f.size, thumbnailTask }, '上传成功');
    },
  );

  app.get(
    '/sys/oss/file/limits',
    {
      config: { perm: readPermOf(e) },
      schema: {
        tags,
        summary: 'The largest file an upload may carry, and where files are stored',
        response: answerOf(uploadLimits),
      },
    },
    async () => ok({ maxBytes: ctx.config.files.maxBytes, storage: store.kind }),
  );

  app.get(
    '/sys/oss/file/download',
    {
      config: { perm: readPermOf(e), queryToken: true },
      schema: {
        tags,
        summary: 'A stored file (inline=1 shows an image or PDF in the browser; anything else is always a download)',
        querystring: z.object({ id: zId('id'), inline: z.enum(['0', '1']).optional() }),
        response: fileAnswer('the stored bytes, as their own type inline or as a download', 'application/octet-stream', '*/*'),
      },
    },
    async (req, reply) => {
      const f = await visibleFile(ctx, req.user!, req.query.id, ['file_name', 'file_type', 'file_size', 'storage']);
      if (f.storage !== store.kind) throw notFound(`文件保存在${f.storage === 's3' ? '对象存储' : '本地目录'}中，当前服务未使用该存储`);
      const body = await store.get(req.query.id);
      if (!body) throw notFound('文件内容已不存在');
      const inline = req.query.inline === '1' && PREVIEWABLE.has(f.file_type);
      return reply
        .type(inline ? f.file_type : 'application/octet-stream')
        .headers({
          'content-length': f.file_size,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-cache',
          'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', f.file_name),
        })
        .send(body);
    },
  );

  app.get(
    '/sys/oss/file/thumbnail/:id',
    {
      config: { perm: readPermOf(e), queryToken: true },
      schema: {
        tags,
        summary: "An image's thumbnail (PNG, at most 160 px), once its task has made it",
        params: z.object({ id: zId('id') }),
        response: fileAnswer('PNG thumbnail', 'image/png'),
      },
    },
    async (req, reply) => {
      const f = await visibleFile(ctx, req.user!, req.params.id, ['thumbnail', 'storage']).catch(() => null);
      const body = f?.thumbnail && f.storage === store.kind ? await store.get(thumbKey(req.params.id)) : null;
      if (!body) throw notFound('缩略图不存在');
      return reply.type('image/png').headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600' }).send(body);
    },
  );

  /**
   * Records go first, then the bytes: a failed removal leaves an orphan object, never a record without its file.
   * Only the caller's own files (administrators: any); their bytes go back to the owner's quota.
   */
  const remove = async (user: AuthUser, ids: string[]) => {
    const own = ownedBy(user);
    let q = ctx.db.deleteFrom(TABLE).where('id', 'in', ids);
    if (own) q = q.where(own);
    const rows = await q.returning(['id', 'storage', 'create_by', 'file_size']).execute();
    const gone = rows.map((r) => r.id);
    if (gone.length) await ctx.db.deleteFrom('sys_oss_file_share').where('file_id', 'in', gone).execute();
    for (const r of rows) {
      if (r.create_by) await releaseQuotaOf(ctx, String(r.create_by), Number(r.file_size));
      if (r.storage === store.kind) await Promise.all([store.remove(r.id), store.remove(thumbKey(r.id))]);
    }
    return rows.length;
  };
  app.delete(
    '/sys/oss/file/delete',
    {
      config: { perm: permOf(e, 'delete') },
      schema: { tags, summary: 'Delete one file', querystring: z.object({ id: zId('id') }), response: answerOf(z.null()) },
    },
    async (req) => {
      if (!(await remove(req.user!, [req.query.id]))) throw notFound('文件不存在');
      return ok(null, '删除成功!');
    },
  );
  app.delete(
    '/sys/oss/file/deleteBatch',
    {
      config: { perm: permOf(e, 'delete') },
      schema: { tags, summary: 'Delete several files', querystring: z.object({ ids: zIds('ids') }), response: answerOf(z.number().int()) },
    },
    async (req) => {
      return ok(await remove(req.user!, req.query.ids), '批量删除成功!');
    },
  );

  const refused = refusalOf(405, BY_UPLOAD);
  const refuse = async () => {
    throw new HttpError(405, BY_UPLOAD);
  };
  app.post('/sys/oss/file/add', { config: { perm: permOf(e, 'add') }, schema: { tags, summary: 'Refused: files come by upload', response: refused } }, refuse);
  app.put('/sys/oss/file/edit', { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a file never changes', response: refused } }, refuse);
  app.post(
    '/sys/oss/file/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a file never changes', response: refused } },
    refuse,
  );
  app.post(
    '/sys/oss/file/importExcel',
    { config: { perm: permOf(e, 'import') }, schema: { tags, summary: 'Refused: files come by upload', response: refused } },
    refuse,
  );
}
