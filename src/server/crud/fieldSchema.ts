import { z } from 'zod';
import { blank, label, valueSchema } from '#shared/contract/fieldRules.js';
import { RULE_MESSAGES } from '#shared/contract/ruleMessages.js';
import type { Column } from '../schema/registry.js';

/** Writable fields: the ones a request body may set (unknown keys are dropped). */
export const writable = (columns: Column[]) => columns.filter((c) => !c.readOnly && c.name !== 'id');

/**
 * Parses a record body. Empty strings count as "no value"; on add a required field needs a
 * value (or a default), on edit it may be left out but not cleared.
 */
export function parseRecord(columns: Column[], body: unknown, mode: 'add' | 'edit') {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { data: {}, errors: [{ field: 'body', message: '请求体必须是 JSON 对象' }] };
  }
  const shape: Record<string, z.ZodType> = {};
  for (const c of writable(columns)) shape[c.name] = z.preprocess((x) => (blank(x) ? null : x), valueSchema(c).nullable().optional());
  const parsed = z.object(shape).safeParse(body ?? {});
  const errors: FieldError[] = parsed.success ? [] : fieldErrors(parsed.error);
  const data = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  if (parsed.success) {
    for (const c of writable(columns)) {
      if (!c.required || (c.required === 'add' && mode === 'edit')) continue;
      const missing = mode === 'add' ? data[c.name] == null && c.default === undefined : data[c.name] === null;
      if (missing) errors.push({ field: c.name, message: RULE_MESSAGES.zh.required(label(c)) });
    }
  }
  return { data, errors };
}

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(err: z.ZodError): FieldError[] {
  return err.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }));
}
