import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// Issue 31: every documented route declares the answer of its success status, as a schema Fastify serialises
// with (fast-json-stringify) and the OpenAPI document shows. Hidden routes (schema.hide: /docs/json, a legacy
// alias of /sys/common/static) are not in the document and not checked.

/** Routes whose success is not an HTTP answer with a body, and why. */
const NO_BODY: Record<string, string> = {
  'GET /websocket/{userId}': 'a WebSocket upgrade (101), frames are described in notify/socket.ts',
};

interface Answer {
  description?: string;
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
}

const hasSchema = (a: Answer) => Object.values(a.content ?? {}).some((c) => c.schema);
/**
 * A success (2xx) answer with a schema for at least one content type, or a redirect (3xx) that says where to; a route
 * that always refuses (tasks are added by the system only) declares its refusal (4xx) and no success instead.
 */
const declared = (responses: Record<string, Answer> = {}) => {
  const statuses = Object.entries(responses);
  if (statuses.some(([status, a]) => (/^2/.test(status) ? hasSchema(a) : /^3/.test(status) && Boolean(a.description)))) return true;
  return !statuses.some(([status]) => /^[23]/.test(status)) && statuses.some(([status, a]) => /^4/.test(status) && hasSchema(a));
};

let s: TestServer;
let doc: OpenApiDoc;
beforeAll(async () => {
  s = await startServer();
  const res = await fetch(`${s.base}/docs/json`, { headers: { 'X-Access-Token': s.adminToken } });
  doc = (await res.json()) as OpenApiDoc;
});
afterAll(async () => {
  await s?.close();
});

describe('response schemas (issue 31)', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, op })));

  it('every documented route declares the answer of its success status', () => {
    expect(operations().length).toBeGreaterThan(700);
    const missing = operations()
      .filter(({ key, op }) => !declared(op.responses) && !NO_BODY[key])
      .map(({ key }) => key);
    expect(missing, 'routes without a response schema for their success status').toEqual([]);
  });

  it('the CRUD routes of an entity declare records, counts, imports and .xlsx files', () => {
    const user = doc.paths['/sys/user/list'].get.responses!['200'];
    const record = (user.content!['application/json'].schema as any).properties.result.properties.records.items;
    expect(Object.keys(record.properties)).toEqual(expect.arrayContaining(['id', 'username', 'realname', 'sex_dictText', 'orgCodeTxt']));
    expect(record.properties).not.toHaveProperty('password');
    const position = (doc.paths['/sys/position/queryById'].get.responses!['200'].content!['application/json'].schema as any).properties.result;
    expect(position.additionalProperties).toBeDefined();
    expect(Object.keys(doc.paths['/sys/position/exportXls'].get.responses!['200'].content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});
