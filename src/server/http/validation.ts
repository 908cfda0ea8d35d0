import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badInput } from './parse.js';

const DOCS_ONLY = new WeakSet<object>();

/** Marks a route schema as documentation only: its handler validates itself (record bodies: crud/fieldSchema.ts). */
export function docsOnly<T extends z.ZodType>(schema: T): T {
  DOCS_ONLY.add(schema);
  return schema;
}

const CHECKED_BY = new WeakMap<object, z.ZodType>();

/**
 * Documents a route with one schema and validates it with another: a record body's fields are checked by
 * its handler (docsOnly), the keys an entity's hooks add (EntityHooks.body) by the route before it runs.
 */
export function checkedBy<T extends z.ZodType>(docs: T, check: z.ZodType): T {
  CHECKED_BY.set(docs, check);
  return docs;
}

/**
 * Route schemas (body, querystring, params) validate with zod before the handler runs and hand it the
 * parsed value (a query also keeps its unchecked keys); a failure is the 400 envelope of badInput(): the field named, every
 * message kept, result.errors listing all of them. Plain JSON schemas and docs-only ones pass through.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const check = schema instanceof z.ZodType ? (CHECKED_BY.get(schema) ?? (DOCS_ONLY.has(schema) ? null : schema)) : null;
  if (!check) return (data) => ({ value: data });
  // list routes read filters and paging beyond the keys they check: a query keeps its other keys
  const keepRest = httpPart === 'querystring';
  return (data) => {
    const r = check.safeParse(data ?? {});
    if (!r.success) return { error: badInput(r.error) };
    return { value: keepRest && isObject(data) && isObject(r.data) ? { ...data, ...r.data } : r.data };
  };
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
