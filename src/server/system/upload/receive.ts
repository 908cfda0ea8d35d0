import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { newId } from '#shared/ids.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { uploadError, uploadedFile } from '../../http/upload.js';
import { SNIFF_BYTES, imageMime, nameMismatch } from './sniff.js';
import type { ReceivedFile } from './types.js';

/** Largest image an upload may carry (this route's multipart limit; other routes set their own). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Streams the multipart field "file" into a temporary file, so an upload never sits in memory whole;
 * it is refused as soon as its first bytes show no allowed image, and at the size limit. The file only
 * passes through on its way to the database, hence the system temp directory (the data directory may
 * be `memory://`).
 */
export async function receiveImage(req: FastifyRequest): Promise<ReceivedFile> {
  const file = await uploadedFile(req, '请上传文件', MAX_IMAGE_BYTES);
  const name = cleanName(file.filename);
  const tmp = path.join(os.tmpdir(), `isps-upload-${newId()}`);
  let head = Buffer.alloc(0);
  let mime: string | undefined;
  let size = 0;
  async function* sniff(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      if (!mime) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) mime = checkedType(head, name);
      }
      size += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(file.file, sniff, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
    if (file.file.truncated) throw tooLarge();
    return { path: tmp, name, mime: mime ?? checkedType(head, name), size };
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw uploadError(err);
  }
}

const tooLarge = () => new HttpError(413, `文件大小超出${MAX_IMAGE_BYTES / 1024 / 1024}MB限制`, { field: 'file' });

function checkedType(head: Buffer, name: string): string {
  const mime = imageMime(head);
  if (!mime) throw badRequest('只能上传 PNG、JPEG、GIF 或 WebP 图片', 'file');
  const mismatch = nameMismatch(name, mime);
  if (mismatch) throw badRequest(mismatch, 'file');
  return mime;
}

/** Control characters and path separators out (they have no place in a header or a saved file's name). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const cleanName = (s: string) => s.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 255) || 'image';
