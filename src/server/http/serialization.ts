import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod's JSON Schema made cheap for fast-json-stringify: a union of plain types becomes a type list and
 * "X or null" becomes X with `nullable` (no `required`: see below), because fast-json-stringify picks an anyOf branch by running a
 * validator on every value, while a type list or `nullable` is a typeof check in the compiled code.
 */
export function forStringify(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(forStringify);
  if (!isObj(s)) return s;
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    // fast-json-stringify throws on a missing required key; JSON.stringify, which it replaces, leaves it out
    if (k === 'required' && Array.isArray(v)) continue;
    const keyed = k === 'properties' || k === 'definitions' || k === '$defs' || k === 'patternProperties';
    out[k] = keyed && isObj(v) ? Object.fromEntries(Object.entries(v).map(([n, x]) => [n, forStringify(x)])) : forStringify(v);
  }
  // zod writes startsWith/endsWith/includes as formats of its own, which fast-json-stringify's ajv warns about; a
  // format changes how a string is written only for date and time ones
  if (out.format === 'starts_with' || out.format === 'ends_with' || out.format === 'includes') delete out.format;
  // JSON.stringify writes NaN as null where fast-json-stringify throws: a number may be null on the wire (see below)
  if (out.type === 'number' || out.type === 'integer') out.nullable = true;
  const alts = out.anyOf as Json[] | undefined;
  if (!alts) return out;
  const plain = alts.map((a) => (Object.keys(a).length === 1 && typeof a.type === 'string' ? a.type : null));
  if (plain.every(Boolean)) {
    delete out.anyOf;
    return { ...out, type: plain };
  }
  const rest = alts.filter((a) => a.type !== 'null');
  if (alts.length === 2 && rest.length === 1) {
    delete out.anyOf;
    return { ...out, ...rest[0], nullable: true };
  }
  return out;
}

/** A zod answer schema as the JSON Schema fast-json-stringify compiles (keys outside it are dropped). */
export const stringifySchema = (schema: z.ZodType) => forStringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Json;

type Writer = (data: unknown) => string;
// A compiled writer depends on its schema only: schemas are built once (the contract's constants) or from the same
// schema files at each start, so a process that starts several servers (the tests) compiles each one once.
const byObject = new WeakMap<object, Writer>();
const byText = new Map<string, Writer>();
function writerOf(schema: object): Writer {
  const known = byObject.get(schema);
  if (known) return known;
  const json = schema instanceof z.ZodType ? stringifySchema(schema) : (schema as Json);
  const text = JSON.stringify(json);
  let write = byText.get(text);
  if (!write) byText.set(text, (write = fastJson(json) as Writer));
  byObject.set(schema, write);
  return write;
}

/**
 * Route `response` schemas: zod ones (src/shared/contract) and plain JSON Schema alike are compiled by
 * fast-json-stringify, as Fastify's own serializer would; only the keys the schema names are written,
 * so a column a query selects by mistake (a password hash) never reaches the client.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const write = writerOf(schema as object);
  return (data) => {
    try {
      return write(data);
    } catch (e) {
      // a NaN (an average of no samples) in a number field: written as null, as JSON.stringify did, not a 500
      if (!(e instanceof Error && /cannot be converted to a(n integer| number)/.test(e.message))) throw e;
      return write(JSON.parse(JSON.stringify(data)));
    }
  };
};
