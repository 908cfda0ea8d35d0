import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors.js';
import { assertCleanInput } from './inputGuard.js';

export interface Upload {
  filename: string;
  data: Buffer;
}

/**
 * The one file of a multipart request, read whole. busboy reports a body it cannot split
 * (truncated, bad part headers) as a plain Error while the handler reads: that is bad input, a 400.
 * Errors with a status (size and part limits) go on to the error handler's mapping.
 */
export async function readUpload(req: FastifyRequest, missing: string): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(missing, 'file');
  try {
    const file = await req.file();
    if (!file) throw badRequest(missing, 'file');
    // the text parts and the file name reach the database like any other input
    const texts = Object.values(file.fields).flat().flatMap((f) => (f && f.type === 'field' ? [[f.fieldname, f.value]] : []));
    assertCleanInput({ ...Object.fromEntries(texts), [file.fieldname]: file.filename });
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('上传内容不是合法的 multipart/form-data', 'file');
  }
}
