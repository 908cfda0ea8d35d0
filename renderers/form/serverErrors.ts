import type { Form } from '@formily/core';
import { isDataError } from '../providers/context.js';

interface FieldError {
  field: string;
  message: string;
}

/** The server's 400 answer names the field(s); show each message on its field. True if any was placed. */
export function showServerErrors(form: Form, e: unknown): boolean {
  if (!isDataError(e) || e.status !== 400) return false;
  const r = e.body?.result as { errors?: FieldError[]; field?: string } | null | undefined;
  const list: FieldError[] = r?.errors ?? (r?.field ? [{ field: r.field, message: e.body?.message ?? e.message }] : []);
  let placed = false;
  for (const { field, message } of list) {
    const f = form.query(`grid.${field}`).take() ?? form.query(field).take();
    if (f && 'setSelfErrors' in f) {
      (f as unknown as { setSelfErrors(m: string[]): void }).setSelfErrors([message]);
      placed = true;
    }
  }
  return placed;
}
