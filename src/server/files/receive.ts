import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { newId } from '#shared/ids.js';
import { HttpError } from '../http/errors.js';
import { uploadError, uploadedFile } from '../http/upload.js';
import { cleanName, typeOf } from './mime.js';
import type { ReceivedFile } from '../system/upload/types.js';

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/**
 * Streams the multipart field "file" into a temporary file (an upload never sits in memory whole),
 * refused at `maxBytes`. Its type comes from its first bytes where they tell (images, PDF), else its extension.
 */
export async function receiveFile(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  const tooLarge = () => new HttpError(413, `文件大小超出${mb(maxBytes)}MB限制`, { field: 'file' });
  const file = await uploadedFile(req, '请上传文件', maxBytes);
  const name = cleanName(file.filename);
  const tmp = path.join(os.tmpdir(), `isps-file-${newId()}`);
  let head = Buffer.alloc(0);
  let size = 0;
  async function* count(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      size += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(file.file, count, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
    if (file.file.truncated) throw tooLarge();
    return { path: tmp, name, mime: typeOf(head, name), size };
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw uploadError(err);
  }
}
