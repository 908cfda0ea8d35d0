import { z } from 'zod';
import { pageOf } from './page.js';

/** What a record answer needs to know of an entity column (registry Column, schema FieldDef). */
export interface AnswerColumn {
  name: string;
  type: string;
  dict?: string;
}

/** A column's value as the database driver hands it out (numeric types may come as text). */
function valueOf(type: string): z.ZodType {
  switch (type) {
    case 'password':
      throw new Error('a password column is never part of an answer');
    case 'integer':
      return z.number().nullable();
    case 'number':
      return z.union([z.number(), z.string()]).nullable();
    case 'boolean':
      return z.union([z.boolean(), z.number()]).nullable();
    case 'json':
      return z.unknown();
    default:
      return z.string().nullable();
  }
}

/**
 * One record of an entity's list or queryById answer, built from its readable columns: each column,
 * then the keys its hooks add (`extra`, e.g. a user's orgCodeTxt), then `<field>_dictText` for each
 * dictionary field — the order the server writes them. Nothing else: a column that is not readable
 * (password, salt) is not in the schema, so fast-json-stringify leaves it out of the answer.
 */
export function recordOf<E extends z.ZodRawShape>(columns: AnswerColumn[], extra: E) {
  const shape: Record<string, z.ZodType> = {};
  for (const c of columns) shape[c.name] = valueOf(c.type);
  Object.assign(shape, extra);
  for (const c of columns) if (c.dict) shape[`${c.name}_dictText`] = z.string().nullable().optional();
  return z.object(shape as Record<string, z.ZodType<unknown>> & E);
}

/** An entity's paged list answer. */
export const recordPageOf = (columns: AnswerColumn[], extra: z.ZodRawShape = {}) => pageOf(recordOf(columns, extra));
