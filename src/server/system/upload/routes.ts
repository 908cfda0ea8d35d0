import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { receiveImage } from './receive.js';
import { fileChunks, fileInfo, storeFile } from './store.js';

const tags = ['Files'];

/**
 * Image uploads (avatars, schema image fields), kept in the database so every server process
 * behind a load balancer serves the same files. Served by id to token holders only.
 */
export async function uploadRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sys/common/upload',
    { config: { self: true }, schema: { tags, summary: 'Upload an image (multipart field "file", ≤ 10 MB, within the per-user quota); result is its path' } },
    async (req) => {
      const file = await receiveImage(req);
      try {
        const path = `sys/common/static/${await storeFile(ctx, req.user!, file)}`;
        return ok(path, path);
      } finally {
        await fs.rm(file.path, { force: true });
      }
    },
  );

  app.get(
    '/sys/common/static/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded image (the token may come as ?token= for <img> tags)',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id 格式不正确') }),
      },
      config: { queryToken: true },
    },
    async (req, reply) => {
      const { id } = req.params;
      const f = await fileInfo(ctx, id);
      if (!f) throw notFound('文件不存在');
      return reply
        .type(f.mime)
        .headers({
          'content-length': f.size,
          'cache-control': 'private, max-age=86400',
          // the sniffed type is the only one a browser may act on; anything but an image is a download, never a page
          'x-content-type-options': 'nosniff',
          'content-disposition': contentDisposition(f.mime.startsWith('image/') ? 'inline' : 'attachment', f.name),
        })
        .send(Readable.from(fileChunks(ctx, id)));
    },
  );
}
