import type { z } from 'zod';
import { HttpError } from './errors.js';

/** The 400 for a zod failure: names the first bad field and lists all of them in result.errors. */
export function badInput(error: z.ZodError): HttpError {
  const errors = error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  const first = errors[0];
  const message =
    first.message.startsWith('Invalid') || first.message.startsWith('Expected') || first.message.startsWith('Too')
      ? `参数 ${first.field} 不正确：${first.message}`
      : first.message;
  return new HttpError(400, message, { errors });
}
