// Both databases: the route walk runs once, on PostgreSQL (RUNS_ROUTE_WALKS); on PGlite when PostgreSQL is absent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNS_ROUTE_WALKS, startServer, type TestServer } from './harness.js';
import { changedTables, tableFingerprint } from './tableSnapshot.js';
import { generate } from './fuzz/cases.js';
import { operationsOf } from './fuzz/openapi.js';
import type { FuzzCase } from './fuzz/types.js';
import { prng } from './fuzz/values.js';

/** Another seed explores other requests (FUZZ_SEED=n); the default keeps runs comparable. */
const SEED = Number(process.env.FUZZ_SEED ?? 20240613);
/** requests per operation as admin: reads cost queries, refused writes are cheap, so writes get more */
const ADMIN_CASES = { read: 10, write: 28 };
const ANON_CASES = 6;
const CONCURRENCY = 8;
/** Writes that read nothing from the request: any call is a valid one. */
const WRITES_WITHOUT_INPUT = ['PUT /sys/sysAnnouncementSend/readAll'];
/** The file store takes any bytes: a well-formed multipart file is a valid upload there (the first, when two come). */
const ANY_FILE_UPLOADS = ['POST /sys/oss/file/upload'];
const WELL_FORMED_FILES = ['multipart-not-a-file', 'multipart-two-files'];

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

/** Status and envelope message of one case, over HTTP like any client. */
async function send(c: FuzzCase): Promise<{ status: number; message: unknown }> {
  const headers = { ...c.headers, ...(c.as === 'admin' ? { 'X-Access-Token': s.adminToken } : {}) };
  const res = await fetch(`${s.base}${c.url}`, { method: c.op.method, headers, body: c.body });
  const text = await res.text();
  let message: unknown;
  try {
    message = JSON.parse(text)?.message;
  } catch {
    message = undefined;
  }
  return { status: res.status, message };
}

async function pool<T>(items: T[], n: number, work: (x: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

// validation is the same on either database: see RUNS_ROUTE_WALKS
describe.runIf(RUNS_ROUTE_WALKS)('fuzzing every documented operation with bad requests', () => {
  // ~10,000 requests: well under a minute alone, but CI runs test files side by side on two busy cores
  it('never answers 500, always says why, and writes nothing', { timeout: 240_000 }, async () => {
    const docRes = await fetch(`${s.base}/docs/json`, { headers: { 'X-Access-Token': s.adminToken } });
    const pub = new Set(s.routes.filter((r) => r.config.public).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    const ops = operationsOf(await docRes.json(), (m, p) => pub.has(`${m} /isps-api${p}`)).filter((o) => o.path !== '/sys/logout'); // would end the admin session the walk runs on
    expect(ops.length).toBeGreaterThan(300);

    const rng = prng(SEED);
    const failures: string[] = [];
    let sent = 0;
    const kinds = new Map<string, number>();
    let before = await tableFingerprint(s);
    for (const op of ops) {
      const cases: FuzzCase[] = [];
      for (let i = 0; i < ADMIN_CASES[op.method === 'GET' ? 'read' : 'write']; i++) cases.push({ op, ...generate(op, rng, 'admin') });
      for (let i = 0; i < ANON_CASES; i++) cases.push({ op, ...generate(op, rng, 'anon') });
      const accepted = new Set<string>();
      await pool(cases, CONCURRENCY, async (c) => {
        // a connection the server drops is a failure of that case, named with it (not the end of the walk)
        const r = await send(c).catch((e: Error) => ({ status: 599, message: `connection dropped: ${String(e.cause ?? e)}` }));
        if (r.status < 400) accepted.add(c.kind);
        sent++;
        kinds.set(c.kind.split(':')[0], (kinds.get(c.kind.split(':')[0]) ?? 0) + 1);
        const label = `${c.as} ${op.method} ${c.url.slice(0, 120)} [${c.kind}] ${String(c.body ?? '').slice(0, 80)} → ${r.status} ${String(r.message)}`;
        if (r.status >= 500) failures.push(label);
        else if (r.status >= 400 && !(typeof r.message === 'string' && r.message.length)) failures.push(`no message: ${label}`);
        else if (r.status < 400 && op.method !== 'GET' && c.kind.startsWith('field')) failures.push(`accepted: ${label}`);
      });
      if (op.method !== 'GET') {
        const after = await tableFingerprint(s);
        const key = `${op.method} ${op.path}`;
        const validFiles = ANY_FILE_UPLOADS.includes(key) && [...accepted].every((k) => WELL_FORMED_FILES.includes(k));
        if (after !== before && !WRITES_WITHOUT_INPUT.includes(key) && !validFiles)
          failures.push(`wrote: ${op.method} ${op.path} (${changedTables(before, after).join(', ')})`);
        before = after;
      }
    }
    if ((await tableFingerprint(s)) !== before) failures.push('wrote: a GET after the last write operation');
    console.log(`fuzz: ${sent} requests (seed ${SEED}):`, JSON.stringify(Object.fromEntries(kinds)));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // nothing reached Object.prototype through a parsed body or query
    expect(({} as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin ?? ({} as Record<string, unknown>).x).toBeUndefined();
    // the admin session survived the walk
    expect((await s.call('GET', '/sys/user/list', { token: s.adminToken })).status).toBe(200);
  });
});
