import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** docs/jeecgboot-compatibility.md against the OpenAPI document: the two cannot drift apart. */
let s: TestServer;
let served: Set<string>; // "METHOD /path" with every parameter written {}
beforeAll(async () => {
  s = await startServer();
  const doc = (await (await fetch(`${s.base}/docs/json`, { headers: { 'X-Access-Token': s.adminToken } })).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  served = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${norm(p)}`)));
});
afterAll(async () => {
  await s?.close();
});

const norm = (p: string) =>
  p
    .replace(/\{\*\}$/, '*')
    .replace(/\{\w+\}/g, '{}')
    .replace(/:\w+/g, '{}');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
interface Row {
  method: string;
  path: string;
  status: string;
  test: string;
}
const rows: Row[] = fs
  .readFileSync('docs/jeecgboot-compatibility.md', 'utf8')
  .split('\n')
  .map((l) => /^\| (GET|POST|PUT|DELETE|ANY) \| `([^`]+)` \| (.+?) \| (.*?) \|$/.exec(l))
  .filter((m): m is RegExpExecArray => !!m)
  .map((m) => ({ method: m[1], path: m[2], status: m[3], test: m[4].trim() }));

/** served as this method and path, or by a wildcard route above it */
function isServed(method: string, path: string): boolean {
  const methods = method === 'ANY' ? METHODS : [method];
  const p = norm(path);
  return methods.some(
    (m) => served.has(`${m} ${p}`) || [...served].some((r) => r.startsWith(`${m} `) && r.endsWith('/*') && p.startsWith(r.slice(m.length + 1, -1))),
  );
}

describe('docs/jeecgboot-compatibility.md', () => {
  it('lists every route of the JeecgBoot 2.4.6 system module', () => {
    expect(rows.length).toBeGreaterThan(380);
    expect(rows.some((r) => r.path === '/sys/role/queryTreeList')).toBe(true);
  });

  it('is served wherever it says implemented or success:false, and not where it says 404', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      const as = /^implemented as `(\w+) ([^`]+)`/.exec(r.status);
      if (as) {
        if (!isServed(as[1], as[2])) wrong.push(`${r.method} ${r.path}: ${as[1]} ${as[2]} is not served`);
        continue;
      }
      if (r.status === 'implemented' || r.status === 'success:false') {
        if (!isServed(r.method, r.path)) wrong.push(`${r.method} ${r.path}: not served`);
        continue;
      }
      // a route added later must be written down as implemented
      if (r.status.startsWith('not provided') && isServed(r.method, r.path)) wrong.push(`${r.method} ${r.path}: served, but the page says 404`);
    }
    expect(wrong).toEqual([]);
  });

  it('names an existing test for every route it serves', () => {
    const missing = rows
      .filter((r) => !r.status.startsWith('not provided') && r.status !== 'operations issue')
      .filter((r) => !r.test || !fs.existsSync(r.test))
      .map((r) => `${r.method} ${r.path} → ${r.test || '(none)'}`);
    expect(missing).toEqual([]);
  });

  it('answers success:false with a reason on the Java-only routes, never a 404', async () => {
    for (const r of rows.filter((x) => x.status === 'success:false').slice(0, 200)) {
      const method = r.method === 'ANY' ? 'GET' : r.method;
      const res = await s.call(method, r.path.replace(/\{\w+\}|\*\*/g, 'x1'), {
        token: s.adminToken,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      expect({ route: `${r.method} ${r.path}`, status: res.status, success: res.body.success, hasMessage: res.body.message.length > 4 }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 200,
        success: false,
        hasMessage: true,
      });
    }
  });
});
