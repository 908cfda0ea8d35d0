import type { z } from 'zod';
import { HttpError } from './errors.js';

/** Validates request data with zod; the 400 names the first bad field and lists all of them. */
export function parse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data;
  const errors = r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  const first = errors[0];
  const message = first.message.startsWith('Invalid') || first.message.startsWith('Expected') || first.message.startsWith('Too')
    ? `参数 ${first.field} 不正确：${first.message}` : first.message;
  throw new HttpError(400, message, { errors });
}
