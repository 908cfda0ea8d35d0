import type { JsonSchema, Operation } from './types.js';

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** The operations of the server's own OpenAPI document, in a stable order. */
export function operationsOf(doc: OpenApiDoc, isPublic: (method: string, path: string) => boolean): Operation[] {
  const ops: Operation[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    for (const [method, op] of Object.entries(doc.paths[path])) {
      const params = op.parameters ?? [];
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      const m = method.toUpperCase();
      ops.push({ method: m, path, pathParams, query, body, public: isPublic(m, path) });
    }
  }
  return ops;
}
