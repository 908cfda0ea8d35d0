import { z } from 'zod';
import type { Entity } from '../schema/registry.js';
import { valueSchema } from '../../shared/contract/fieldRules.js';
import { docsOnly } from '../http/validation.js';
import { writable } from './fieldSchema.js';

/** Body schema of add/edit, for the OpenAPI document only (handlers validate with parseRecord). */
export function bodySchemaFor(e: Entity, mode: 'add' | 'edit'): z.ZodType {
  const shape: Record<string, z.ZodType> = mode === 'edit' ? { id: z.string().describe('record id') } : {};
  for (const c of writable(e.columns)) {
    const v = valueSchema(c).describe(`${c.title.zh} / ${c.title.en}`);
    shape[c.name] = c.required && mode === 'add' && c.default === undefined ? v : v.nullable().optional();
  }
  return docsOnly(z.object(shape));
}
