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
 * parsed value; a failure is the same 400 envelope as a handler's parse(): the field named, every
 * message kept, result.errors listing all of them. Plain JSON schemas and docs-only ones pass through.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType) || DOCS_ONLY.has(schema)) return (data) => ({ value: data });
  return (data) => {
    const r = schema.safeParse(data ?? {});
    return r.success ? { value: r.data } : { error: badInput(r.error) };
  };
};
