import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Ctx } from '../http/types.js';
import { decodeThumbnail } from './thumbPool.js';

/** Images jimp (pure JavaScript, no native binaries) decodes. */
export const THUMB_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/tiff']);
/** Larger images get no thumbnail: decoding one holds width × height × 4 bytes in memory. */
export const THUMB_MAX_BYTES = 20 * 1024 * 1024;
export const THUMB_KIND = 'thumbnail';

/** The thumbnail's key in the file store, beside the file's own. */
export const thumbKey = (id: string) => `${id}.thumb`;
/** The record's thumbnail value: the route that serves it (an image field, drawn by the schema list). */
export const thumbPath = (id: string) => `sys/oss/file/thumbnail/${id}`;

/**
 * Starts the background task (sys_task, kind thumbnail) that makes an uploaded image's thumbnail and
 * stores it next to the file; the record's thumbnail field is set only once the bytes are stored.
 */
export function startThumbnail(ctx: Ctx, file: { id: string; name: string; mime: string; size: number }, owner: string): Promise<string> | null {
  if (!THUMB_TYPES.has(file.mime) || file.size > THUMB_MAX_BYTES) return null;
  return ctx.tasks.start({ kind: THUMB_KIND, name: `生成缩略图：${file.name}`, owner }, async (task) => {
    const body = await ctx.files.get(file.id);
    if (!body) throw new Error('文件内容已不存在');
    const made = await decodeThumbnail(await buffer(body));
    if ('error' in made) throw new Error(made.error);
    const { width, height } = made;
    const png = Buffer.from(made.png.buffer, made.png.byteOffset, made.png.byteLength);
    await task.progress(70);
    const tmp = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'isps-thumb-')), 'thumb.png');
    try {
      await fs.writeFile(tmp, png);
      await ctx.files.put(thumbKey(file.id), tmp, png.length, 'image/png');
    } finally {
      await fs.rm(path.dirname(tmp), { recursive: true, force: true });
    }
    const r = await ctx.db
      .updateTable('sys_oss_file')
      .set({ thumbnail: thumbPath(file.id) })
      .where('id', '=', file.id)
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) await ctx.files.remove(thumbKey(file.id)); // the file was deleted meanwhile
    return `缩略图 ${width}×${height}`;
  });
}
