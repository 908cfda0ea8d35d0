import { brokenBody } from './bodies.js';
import type { FuzzCase, JsonSchema, Operation } from './types.js';
import { BAD_PATH, BAD_QUERY, BAD_SCALARS, COMMON_QUERY, PROTO_KEYS, type Rng, sample } from './values.js';

const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: sent as the UTF-8 bytes it would have had
  }
};

const typeOf = (s: JsonSchema) => [s.type ?? (s.anyOf || s.oneOf ? 'any' : 'string')].flat().find((t) => t !== 'null') ?? 'string';

/**
 * A value the field's schema certainly refuses, so a mutated write must be turned down
 * whatever else the body holds (a write that goes through would change the tables).
 */
function violation(schema: JsonSchema, rng: Rng): unknown {
  const options: unknown[] = ['a\u0000b', { $ne: null }, [[['deep']]]];
  const type = typeOf(schema);
  if (type === 'string') {
    options.push(12345, true);
    if (schema.maxLength !== undefined) options.push('y'.repeat(schema.maxLength + 1 + rng.int(200_000)));
    if (schema.enum) options.push('zzz_unknown_enum');
    if (schema.pattern) options.push('has space\u3000and ;');
  }
  if (type === 'integer' || type === 'number') options.push('abc', '1e400', type === 'integer' ? 1.5 : 'NaN', { n: 1 });
  if (type === 'boolean') options.push('maybe', 7);
  if (type === 'array') options.push('not-an-array-\u0000', [{ $where: '1' }, 'a\u0000']);
  return rng.pick(options);
}

function query(op: Operation, rng: Rng, extraNames: string[]): string {
  const names = [...Object.keys(op.query), ...COMMON_QUERY, ...extraNames];
  const pairs: string[] = [];
  for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
    const name = rng.next() < 0.08 ? rng.pick(PROTO_KEYS) : rng.next() < 0.3 ? rng.pick(['pageNo', 'pageSize']) : rng.pick(names);
    const value = rng.pick(BAD_QUERY);
    pairs.push(`${enc(name)}=${enc(value)}`);
    if (rng.next() < 0.15) pairs.push(`${enc(name)}=${enc(rng.pick(BAD_QUERY))}`); // a repeated key: an array
  }
  return pairs.join('&');
}

function path(op: Operation, rng: Rng, bad: boolean): string {
  return op.path.replace(/\{(\w+)\}/g, () => (bad ? rng.pick(BAD_PATH) : 'x1'));
}

/** A documented body with one field the schema refuses, and maybe wild values in others. */
function mutatedBody(op: Operation, rng: Rng): { kind: string; body: unknown } {
  const schema = op.body ?? { type: 'object', properties: {} };
  const base = (sample(schema, rng) ?? {}) as Record<string, unknown>;
  const props = Object.entries(schema.properties ?? {});
  if (!props.length || typeof base !== 'object' || Array.isArray(base)) {
    return {
      kind: 'undocumented-body',
      body: { id: rng.pick(BAD_SCALARS), ids: rng.pick(BAD_SCALARS), name: 'a\u0000', [rng.pick(COMMON_QUERY)]: rng.pick(BAD_SCALARS) },
    };
  }
  const [name, field] = rng.pick(props);
  base[name] = violation(field, rng);
  for (let i = rng.int(3); i > 0; i--) {
    const [other] = rng.pick(props);
    if (other !== name) base[other] = rng.pick(BAD_SCALARS);
  }
  return { kind: `field:${name}`, body: base };
}

const hasBody = (op: Operation) => op.method !== 'GET' && op.method !== 'DELETE';

/** One bad request for an operation; which kind of bad, the generator picks. */
export function generate(op: Operation, rng: Rng, as: 'admin' | 'anon'): Omit<FuzzCase, 'op'> {
  const extra = op.body ? Object.keys(op.body.properties ?? {}) : [];
  const roll = rng.next();
  const badPath = op.pathParams.length > 0 && roll < 0.25;
  let url = path(op, rng, badPath);
  if (!hasBody(op) || rng.next() < 0.4) url += `?${query(op, rng, extra)}`;
  if (!hasBody(op)) return { as, kind: badPath ? 'path' : 'query', url, headers: {} };
  if (rng.next() < 0.55) {
    const m = mutatedBody(op, rng);
    return { as, kind: m.kind, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(m.body) };
  }
  // a refused body under it: a lenient parser (a JSON charset it ignores) must still not make the request valid
  const b = brokenBody(rng, mutatedBody(op, rng).body);
  return { as, kind: b.kind, url, headers: b.headers, body: b.body };
}
