import { z } from 'zod';
import type { Entity } from '../schema/registry.js';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { checkedBy, docsOnly } from '../http/validation.js';
import { writable } from './fieldSchema.js';

/**
 * Body schema of add/edit. The fields are documented only (handlers validate them with parseRecord); keys the
 * entity's hooks add (`extra`, e.g. a user's roles) are documented and checked by the route itself.
 */
export function bodySchemaFor(e: Entity, mode: 'add' | 'edit', extra?: z.ZodObject): z.ZodType {
  const shape: Record<string, z.ZodType> = mode === 'edit' ? { id: z.string().describe('record id') } : {};
  for (const c of writable(e.columns)) {
    const v = valueSchema(c).describe(`${c.title.zh} / ${c.title.en}`);
    shape[c.name] = c.required && mode === 'add' && c.default === undefined ? v : v.nullable().optional();
  }
  if (!extra) return docsOnly(z.object(shape));
  // other keys pass untouched to parseRecord, which names a non-object body the same way
  return checkedBy(z.object({ ...shape, ...extra.shape }), z.looseObject(extra.shape, { error: '请求体必须是 JSON 对象' }));
}
