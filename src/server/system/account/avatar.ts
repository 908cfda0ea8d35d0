import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '#shared/contract/binary.js';
import { ok } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { newId } from '#shared/ids.js';
import { nowText } from '../../crud/records.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { releaseQuotaOf, withQuota } from '../upload/quota.js';
import { receiveImage } from '../upload/receive.js';
import { userInfo } from '../user/queries.js';

const tags = ['Account'];
const FILES = 'sys_oss_file';
const PREFIX = 'isps/account/avatar/';

/**
 * 账户设置 → 头像: the browser crops to a square and uploads; the bytes are checked as any image
 * upload is (type sniffed, size limit) and kept in the file store (directory or S3) with a file-list
 * row. The avatar path is served to every token holder, and only while some account uses it.
 */
export async function avatarRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** Records first, then the bytes (as the file page deletes): a failed removal leaves an orphan object only. */
  const drop = async (path: string | null | undefined) => {
    if (!path?.startsWith(PREFIX)) return; // an avatar set some other way is not ours to delete
    const rows = await ctx.db.deleteFrom(FILES).where('id', '=', path.slice(PREFIX.length)).returning(['id', 'storage', 'file_size', 'create_by']).execute();
    for (const r of rows) {
      await releaseQuotaOf(ctx, String(r.create_by), Number(r.file_size));
      if (r.storage === ctx.files.kind) await ctx.files.remove(r.id);
    }
  };

  app.post(
    '/isps/account/avatar',
    {
      config: { self: true },
      schema: {
        tags,
        summary: 'Upload your avatar (multipart field "file": PNG, JPEG, GIF or WebP, ≤ 10 MB); it replaces the old one',
        response: looseAnswer,
      },
    },
    async (req) => {
      const user = req.user!;
      const f = await receiveImage(req);
      const id = newId();
      // the bytes count toward the user's upload quota, taken before they are stored (upload/quota.ts)
      const before = await withQuota(ctx, user.id, f.size, async () => {
        try {
          await ctx.files.put(id, f.path, f.size, f.mime);
        } finally {
          await fs.rm(f.path, { force: true });
        }
        const now = nowText();
        const was = await ctx.db.selectFrom('sys_user').select('avatar').where('id', '=', user.id).executeTakeFirstOrThrow();
        try {
          await ctx.db.transaction().execute(async (trx) => {
            await trx
              .insertInto(FILES)
              .values({
                id,
                file_name: f.name,
                file_type: f.mime,
                file_size: f.size,
                uploader: user.realname || user.username,
                upload_time: now,
                storage: ctx.files.kind,
                create_by: user.username,
                create_time: now,
              })
              .execute();
            await trx
              .updateTable('sys_user')
              .set({ avatar: `${PREFIX}${id}`, update_by: user.username, update_time: now })
              .where('id', '=', user.id)
              .execute();
          });
        } catch (err) {
          await ctx.files.remove(id);
          throw err;
        }
        return was;
      });
      await drop(before.avatar as string | null);
      ctx.sessions.invalidate();
      return ok({ userInfo: await userInfo(ctx, { id: user.id }) }, '头像已更新');
    },
  );

  app.get(
    `/${PREFIX}:id`,
    {
      config: { queryToken: true },
      schema: {
        tags,
        summary: "An account's avatar (the token may come as ?token= for <img> tags)",
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id 格式不正确') }),
        response: fileAnswer('the avatar image', 'image/*'),
      },
    },
    async (req, reply) => {
      const path = `${PREFIX}${req.params.id}`;
      const used = await ctx.db.selectFrom('sys_user').select('id').where('avatar', '=', path).where('del_flag', '=', 0).executeTakeFirst();
      const f =
        used && (await ctx.db.selectFrom(FILES).select(['file_name', 'file_type', 'file_size', 'storage']).where('id', '=', req.params.id).executeTakeFirst());
      const body = f && f.storage === ctx.files.kind ? await ctx.files.get(req.params.id) : null;
      if (!f || !body) throw notFound('头像不存在');
      return reply
        .type(String(f.file_type))
        .headers({
          'content-length': f.file_size,
          'cache-control': 'private, max-age=86400', // a new avatar gets a new path
          'x-content-type-options': 'nosniff',
          'content-disposition': contentDisposition('inline', String(f.file_name)),
        })
        .send(body);
    },
  );
}
