import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { newId } from '#shared/ids.js';
import { HttpError, badRequest } from '../http/errors.js';
import { assertCleanInput } from '../http/inputGuard.js';
import { uploadError } from '../http/upload.js';
import { cleanName, typeOf } from '../files/mime.js';
import type { ReceivedFile } from '../system/upload/types.js';

/** Files one data-set upload may carry: a file, or a COMTRADE .cfg with its .dat (and .hdr / .inf). */
const MAX_FILES = 4;

/**
 * Every part named "file" of a multipart upload, each streamed into a temporary file and refused at
 * `maxBytes` (413) — the COMTRADE pair comes in one request. On any error nothing is left behind.
 */
export async function receiveFiles(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile[]> {
  if (!req.isMultipart()) throw badRequest('请上传文件', 'file');
  const out: ReceivedFile[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: maxBytes, files: MAX_FILES } })) {
      const name = cleanName(part.filename);
      assertCleanInput({ [part.fieldname]: name });
      const tmp = path.join(os.tmpdir(), `isps-file-${newId()}`);
      let head = Buffer.alloc(0);
      let size = 0;
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
            size += chunk.length;
            yield chunk;
          }
        },
        fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }),
      );
      out.push({ path: tmp, name, mime: typeOf(head, name), size });
      if (part.file.truncated) throw new HttpError(413, `文件大小超出${Math.round(maxBytes / 1024 / 1024)}MB限制`, { field: 'file' });
    }
  } catch (err) {
    await Promise.all(out.map((f) => fs.promises.rm(f.path, { force: true })));
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `文件大小超出${Math.round(maxBytes / 1024 / 1024)}MB限制`, { field: 'file' });
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(`一次最多上传 ${MAX_FILES} 个文件`, 'file');
    throw uploadError(err);
  }
  if (!out.length) throw badRequest('请上传文件', 'file');
  return out;
}
