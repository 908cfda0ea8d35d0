import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors.js';
import { assertCleanInput } from './inputGuard.js';

/**
 * busboy reports a body it cannot split (truncated, bad part headers) as a plain Error while the
 * handler reads: that is bad input, a 400. Errors with a status (size and part limits) go on to the
 * error handler's mapping.
 */
export function uploadError(err: unknown): unknown {
  if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) return err;
  return badRequest('上传内容不是合法的 multipart/form-data', 'file');
}

/** The one file of a multipart request (not yet read), within this route's size limit; its name and text parts checked like any input. */
export async function uploadedFile(req: FastifyRequest, missing: string, fileSize: number): Promise<MultipartFile> {
  if (!req.isMultipart()) throw badRequest(missing, 'file');
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize } });
  } catch (err) {
    throw uploadError(err);
  }
  if (!file) throw badRequest(missing, 'file');
  // the text parts and the file name reach the database like any other input
  const texts = Object.values(file.fields)
    .flat()
    .flatMap((f) => (f && f.type === 'field' ? [[f.fieldname, f.value]] : []));
  assertCleanInput({ ...Object.fromEntries(texts), [file.fieldname]: file.filename });
  return file;
}
