import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_INVALID, ok } from '#shared/contract/envelope.js';
import { answerOf } from '#shared/contract/answer.js';
import { fileAnswer } from '#shared/contract/binary.js';
import { uploadedPath } from '#shared/contract/files.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { receiveImage } from './receive.js';
import { checkSigned, signedPath } from './signed.js';
import { fileChunks, fileInfo, storeFile } from './store.js';

const tags = ['Files'];

const staticParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id 格式不正确') });
const staticQuery = z.object({ sig: z.string().max(100).optional() }).passthrough();

/**
 * Image uploads (avatars, schema image fields), kept in the database so every server process
 * behind a load balancer serves the same files. Served by id to token holders, or to a signed link (signed.ts).
 */
export async function uploadRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sys/common/upload',
    {
      config: { self: true },
      schema: {
        tags,
        summary: 'Upload an image (multipart field "file", ≤ 10 MB, within the per-user quota); result is its path, message a signed path for <img> tags',
        response: answerOf(uploadedPath),
      },
    },
    async (req) => {
      const file = await receiveImage(req);
      try {
        const id = await storeFile(ctx, req.user!, file);
        // result: ISPS's path, shown with the console's token. message: what JeecgBoot 2.4.6 stores and later shows
        // as `${staticDomainURL}/${message}` in an <img>, which sends no token: so a signed path below /sys/common/static/
        return ok(`sys/common/static/${id}`, signedPath(ctx.secret, id));
      } finally {
        await fs.rm(file.path, { force: true });
      }
    },
  );

  // the second path: what JeecgBoot's client made of answers that already held the prefix (values stored before)
  for (const url of ['/sys/common/static/:id', '/sys/common/static/sys/common/static/:id'])
    app.get(
      url,
      {
        schema: {
          tags,
          hide: url !== '/sys/common/static/:id',
          summary: 'An uploaded image: with a token (header or ?token= for <img> tags) or the signed link the upload answered (?sig=)',
          params: staticParams,
          querystring: staticQuery,
          response: fileAnswer('the image bytes', 'image/*'),
        },
        // public to the guard: a signed link needs no token; the handler refuses anything else without one
        config: { public: true, queryToken: true },
      },
      async (req, reply) => {
        const { id } = req.params;
        if (!req.user) {
          const check = checkSigned(ctx.secret, id, req.query.sig);
          if (check === 'missing') throw new HttpError(401, TOKEN_INVALID);
          if (check === 'bad') throw forbidden('链接签名无效');
        }
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
