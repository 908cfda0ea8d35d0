// Both databases: the database monitor reads each engine's own statistics.
import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';

let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('monitor_op', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});

const KEYS = ['runtime', 'system', 'disk', 'http', 'trace', 'database'];
const monitor = async (key: string, token = s.adminToken) => (await s.call('GET', `/sys/monitor/${key}`, { token })).body.result;

describe('monitors (/sys/monitor/*)', () => {
  it('report the Node runtime: version, heap, RSS, event-loop delay, handles, uptime', async () => {
    const r = await monitor('runtime');
    expect(r.node).toBe(process.version);
    expect(r.heapUsed).toBeGreaterThan(0);
    expect(r.heapTotal).toBeGreaterThanOrEqual(r.heapUsed);
    expect(r.rss).toBeGreaterThan(r.heapUsed);
    expect(r.eventLoop.p99Ms).toBeGreaterThanOrEqual(r.eventLoop.p50Ms);
    expect(r.activeHandles).toBeGreaterThan(0);
    expect(r.gc).toHaveProperty('lastMinuteCount');
    // the list of server processes sharing the database: this one, just reported
    const procs = await monitor('processes');
    expect(procs).toEqual([expect.objectContaining({ pid: process.pid, node: process.version, feeding: true })]);
    expect(procs[0].ageMs).toBeLessThan(6000);
  });

  it('report the host and every mounted file system', async () => {
    const sys = await monitor('system');
    expect(sys.cpu.count).toBe(os.cpus().length);
    expect(sys.memory.total).toBe(os.totalmem());
    expect(sys.os.platform).toBe(os.platform());
    const disk = await monitor('disk');
    const root = disk.disks.find((d: any) => d.mount === '/');
    expect(root.size).toBeGreaterThan(0);
    expect(root.used + root.free).toBeLessThanOrEqual(root.size);
    expect(disk.warnPercent).toBe(90);
  });

  it('count requests by status and route, and trace them without query strings or tokens', async () => {
    const secret = 'very-secret-value';
    for (let i = 0; i < 5; i++) await s.call('GET', '/sys/user/list', { token: s.adminToken, query: { token: secret, pageNo: 1 } });
    await s.call('GET', '/sys/user/list'); // 401
    const http = await monitor('http');
    expect(http.enabled).toBe(true);
    expect(http.connections).toBeGreaterThanOrEqual(1);
    expect(http.statusMix['4xx']).toBeGreaterThanOrEqual(1);
    expect(http.requestsPerSecond).toBeGreaterThan(0);
    expect(http.slowest.find((r: any) => r.route === 'GET /isps-api/sys/user/list').count).toBeGreaterThanOrEqual(6);
    const trace = await monitor('trace');
    const lists = trace.records.filter((r: any) => r.path === '/isps-api/sys/user/list');
    expect(lists.length).toBeGreaterThanOrEqual(6);
    expect(lists.find((r: any) => r.status === 200)).toMatchObject({ method: 'GET', user: 'admin' });
    expect(lists.find((r: any) => r.status === 401).user).toBeNull();
    expect(JSON.stringify(trace)).not.toContain(secret);
    expect(JSON.stringify(trace)).not.toContain(s.adminToken);
  });

  it('report the database engine, size, connections and slow statements', async () => {
    await sql`select pg_sleep(0.15)`.execute(s.ctx.db);
    const db = await monitor('database');
    expect(db.engine).toBe(DB_KIND === 'pg' ? 'PostgreSQL' : 'PGlite');
    expect(db.version).toMatch(/PostgreSQL \d+/);
    expect(db.sizeBytes).toBeGreaterThan(1_000_000);
    expect(db.connections).toBeGreaterThanOrEqual(1);
    // not necessarily the newest: a statement queued behind the sleep (the operation log's flush) is slow too
    const sleep = db.slowStatements.find((r: { sql: string }) => r.sql === 'select pg_sleep(0.15)');
    expect(sleep).toBeDefined();
    expect(sleep.ms).toBeGreaterThanOrEqual(100);
  });

  it('are for admins only: 403 for an operator, and only the admin menu holds 系统监控', async () => {
    for (const key of [...KEYS, 'processes']) expect([key, (await s.call('GET', `/sys/monitor/${key}`, { token: operator })).status]).toEqual([key, 403]);
    const menuOf = async (token: string) => (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token })).body.result.menu;
    const adminMonitor = (await menuOf(s.adminToken)).find((m: any) => m.path === '/monitor');
    expect(adminMonitor.children.map((c: any) => c.path)).toEqual(
      expect.arrayContaining(['/monitor/quartz', '/monitor/log', ...KEYS.map((k) => `/monitor/${k}`)]),
    );
    expect((await menuOf(operator)).find((m: any) => m.path === '/monitor')).toBeUndefined();
  });
});

describe("JeecgBoot's monitor pages (Spring actuator shapes)", () => {
  // Spring's own JSON, not the envelope
  const metric = async (name: string, token = s.adminToken) =>
    (await s.call('GET', `/actuator/metrics/${name}`, { token })) as unknown as { status: number; body: any };
  it('answer /actuator/metrics/<name> with the figures ISPS’s own monitors show', async () => {
    const cpus = await metric('system.cpu.count');
    expect(cpus.status).toBe(200);
    expect(cpus.body).toMatchObject({ name: 'system.cpu.count', measurements: [{ statistic: 'VALUE', value: os.cpus().length }] });
    const used = (await metric('jvm.memory.used')).body.measurements[0].value;
    const max = (await metric('jvm.memory.max')).body.measurements[0].value;
    expect(used).toBeGreaterThan(1_000_000);
    expect(max).toBeGreaterThan(used);
    const uptime = (await metric('process.uptime')).body.measurements[0].value;
    expect(uptime).toBeCloseTo(process.uptime(), -1);
    const before = (await metric('tomcat.global.request')).body.measurements[0].value;
    await monitor('runtime');
    expect((await metric('tomcat.global.request')).body.measurements[0].value).toBeGreaterThan(before);
  });
  it('trace the last requests as /actuator/httptrace', async () => {
    await s.call('GET', '/sys/monitor/disk', { token: s.adminToken });
    const r = await s.call('GET', '/actuator/httptrace', { token: s.adminToken });
    expect(r.status).toBe(200);
    const t = (r.body as any).traces.find((x: any) => x.request.uri.endsWith('/sys/monitor/disk'));
    expect(t).toMatchObject({ request: { method: 'GET' }, response: { status: 200 } });
    expect(Date.parse(t.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });
  it('refuse an unknown metric (404), an operator (403) and a caller without a token (401)', async () => {
    expect((await metric('jvm.nonsense')).status).toBe(404);
    expect((await metric('jvm.memory.used', operator)).status).toBe(403);
    expect((await s.call('GET', '/actuator/httptrace', { token: operator })).status).toBe(403);
    expect((await s.call('GET', '/actuator/metrics/system.cpu.count')).status).toBe(401);
  });
});
