import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { uploadError, uploadedFile } from '../../http/upload.js';
import { MAX_XLSX_BYTES } from './limits.js';

/** The multipart field "file" of an import, held in memory: this route's limit keeps that small. */
export async function receiveXlsx(req: FastifyRequest): Promise<Buffer> {
  const file = await uploadedFile(req, '请上传 Excel 文件', MAX_XLSX_BYTES);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw uploadError(err);
    throw new HttpError(413, `Excel 文件不能超过 ${MAX_XLSX_BYTES / 1024 / 1024} MB`, { field: 'file' });
  }
}
