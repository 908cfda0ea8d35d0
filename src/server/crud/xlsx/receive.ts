import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http/errors.js';
import { MAX_XLSX_BYTES } from './limits.js';

/** The multipart field "file" of an import, held in memory: this route's limit keeps that small. */
export async function receiveXlsx(req: FastifyRequest): Promise<Buffer> {
  const file = req.isMultipart() ? await req.file({ limits: { fileSize: MAX_XLSX_BYTES } }) : undefined;
  if (!file) throw badRequest('请上传 Excel 文件', 'file');
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw new HttpError(413, `Excel 文件不能超过 ${MAX_XLSX_BYTES / 1024 / 1024} MB`, { field: 'file' });
  }
}
