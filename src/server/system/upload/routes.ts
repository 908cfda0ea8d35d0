import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../shared/envelope.js';
import { newId } from '../../../shared/ids.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import { readUpload } from '../../http/upload.js';
import type { Ctx } from '../../http/types.js';
import { imageMime } from './sniff.js';

const tags = ['Files'];

/**
 * Image uploads (avatars, schema image fields), kept in the database so every server process
 * behind a load balancer serves the same files. Served by id to token holders only.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post('/sys/common/upload', { config: { self: true }, schema: { tags, summary: 'Upload an image (multipart field "file", ≤ 10 MB); result is its path' } }, async (req) => {
    const { filename, data } = await readUpload(req, '请上传文件');
    const mime = imageMime(data);
    if (!mime) throw badRequest('只能上传 PNG、JPEG、GIF 或 WebP 图片', 'file');
    const id = newId();
    const name = (filename || 'image').slice(0, 255);
    await ctx.db.insertInto('sys_file').values({ id, name, mime, size: data.length, data, create_by: req.user!.username }).execute();
    const path = `sys/common/static/${id}`;
    return ok(path, path);
  });

  app.get('/sys/common/static/:id', { schema: { tags, summary: 'An uploaded image (the token may come as ?token= for <img> tags)' }, config: { queryToken: true } }, async (req, reply) => {
    const { id } = parse(z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id 格式不正确') }), req.params);
    const f = await ctx.db.selectFrom('sys_file').select(['mime', 'data']).where('id', '=', id).executeTakeFirst();
    if (!f) throw notFound('文件不存在');
    return reply.type(String(f.mime)).header('Cache-Control', 'private, max-age=86400').send(Buffer.from(f.data as Uint8Array));
  });
}
