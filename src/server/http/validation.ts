import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badInput } from './parse.js';

const DOCS_ONLY = new WeakSet<object>();

/** Marks a route schema as documentation only: its handler validates itself (record bodies: crud/fieldSchema.ts). */
export function docsOnly<T extends z.ZodType>(schema: T): T {
  DOCS_ONLY.add(schema);
  return schema;
}

/**
 * Route schemas (body, querystring, params) validate with zod before the handler runs and hand it the
 * parsed value (a query also keeps its unchecked keys); a failure is the same 400 envelope as a handler's parse(): the field named, every
 * message kept, result.errors listing all of them. Plain JSON schemas and docs-only ones pass through.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof z.ZodType) || DOCS_ONLY.has(schema)) return (data) => ({ value: data });
  // list routes read filters and paging beyond the keys they check: a query keeps its other keys
  const keepRest = httpPart === 'querystring';
  return (data) => {
    const r = schema.safeParse(data ?? {});
    if (!r.success) return { error: badInput(r.error) };
    return { value: keepRest && isObject(data) && isObject(r.data) ? { ...data, ...r.data } : r.data };
  };
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
