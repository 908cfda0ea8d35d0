import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';
import { download } from './xlsx.js';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

const SECRET = 'S3cret-db-Passw0rd';

/** A loopback port nobody listens on: connecting to it is refused at once. */
const closedPort = () => new Promise<number>((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});

describe('data sources (/sys/dataSource)', () => {
  it('never returns the password: not in list, queryById, export or data logs; stored sealed, not in clear', async () => {
    const t = s.adminToken;
    const add = await s.call('POST', '/sys/dataSource/add', { token: t, body: { code: 'ds_main', name: '主库', dbUrl: 'postgres://isps@127.0.0.1:5432/isps', dbPassword: SECRET } });
    expect(add.body).toMatchObject({ success: true, result: { code: 'ds_main', dbType: '6', dbType_dictText: 'PostgreSQL' } });
    const id = add.body.result.id;
    await s.call('PUT', '/sys/dataSource/edit', { token: t, body: { id, name: '主库（改）' } });
    const texts = [
      JSON.stringify(add.body),
      JSON.stringify((await s.call('GET', '/sys/dataSource/list', { token: t })).body),
      JSON.stringify((await s.call('GET', '/sys/dataSource/queryById', { token: t, query: { id } })).body),
      JSON.stringify((await s.call('GET', '/sys/dataLog/queryDataVerList', { token: t, query: { dataTable: 'sys_data_source', dataId: id } })).body),
      JSON.stringify((await download(s, '/sys/dataSource/exportXls')).rows),
    ];
    for (const text of texts) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('dbPassword');
    }
    const stored = await s.ctx.db.selectFrom('sys_data_source').select('db_password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.db_password).toMatch(/^v1:/);
    expect(stored.db_password).not.toContain(SECRET);
  });

  it('moves a password written into the URL out of it', async () => {
    const r = await s.call('POST', '/sys/dataSource/add', { token: s.adminToken, body: { code: 'ds_url', name: 'URL 带密码', dbUrl: `jdbc:postgresql://isps:${SECRET}@db.example:5432/isps?sslmode=disable` } });
    expect(r.body.result.dbUrl).toBe('jdbc:postgresql://isps@db.example:5432/isps?sslmode=disable');
    const stored = await s.ctx.db.selectFrom('sys_data_source').select(['db_password', 'db_url']).where('id', '=', r.body.result.id).executeTakeFirstOrThrow();
    expect(stored.db_password).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'x1', name: 'x', dbType: '1', dbHost: 'h' }, 'dbType'],
      [{ code: 'x2', name: 'x', dbUrl: 'mysql://h/db' }, 'dbUrl'],
      [{ code: 'x3', name: 'x', dbHost: 'h', dbPort: 70000 }, 'dbPort'],
      [{ code: 'x4', name: 'x' }, 'dbUrl'],
      [{ code: 'ds_main', name: 'x', dbHost: 'h' }, 'code'],
    ];
    for (const [body, field] of cases) {
      const r = await s.call('POST', '/sys/dataSource/add', { token: s.adminToken, body });
      expect({ field, status: r.status, got: r.body.result?.field ?? r.body.result?.errors?.[0]?.field }).toEqual({ field, status: 400, got: field });
    }
  });

  it('test connection: a refused port answers success:false with the driver\'s message, never a 500', async () => {
    const port = await closedPort();
    const r = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { dbHost: '127.0.0.1', dbPort: port, dbName: 'x', dbUsername: 'x', dbPassword: 'x' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, code: 500 });
    expect(r.body.message).toMatch(/^数据库连接失败：.*ECONNREFUSED/);
    const byUrl = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { dbUrl: `postgres://u@127.0.0.1:${port}/x` } });
    expect(byUrl.body.message).toMatch(/ECONNREFUSED/);
    const bad = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { dbUrl: 'http://example.com' } });
    expect(bad).toMatchObject({ status: 400, body: { result: { errors: [{ field: 'dbUrl' }] } } });
    const none = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: {} });
    expect(none).toMatchObject({ status: 400, body: { result: { field: 'dbUrl' } } });
  });

  it('test connection needs the data source add or edit permission', async () => {
    const op = await s.userWithRoles('ds_op', ['operator']);
    expect((await s.call('GET', '/sys/dataSource/list', { token: op.token })).status).toBe(200);
    const r = await s.call('POST', '/sys/dataSource/testConnection', { token: op.token, body: { dbHost: '127.0.0.1' } });
    expect(r.status).toBe(403);
  });

  // the PGlite run has no PostgreSQL server to reach: this case runs in the server-pg project
  it.skipIf(DB_KIND !== 'pg')('test connection: connects to a real PostgreSQL server, from the form or a saved data source with its sealed password', async () => {
    const url = s.databaseUrl!;
    const form = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { dbUrl: url, dbPassword: 'any' } });
    expect(form.body).toMatchObject({ success: true, message: '数据库连接成功' });
    expect(form.body.result.version).toMatch(/PostgreSQL/);
    const u = new URL(url);
    const saved = await s.call('POST', '/sys/dataSource/add', { token: s.adminToken, body: {
      code: 'ds_real', name: '测试库', dbHost: u.hostname, dbPort: Number(u.port), dbName: u.pathname.slice(1), dbUsername: u.username, dbPassword: SECRET,
    } });
    const byId = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { id: saved.body.result.id } });
    expect(byId.body).toMatchObject({ success: true });
    // a wrong database name is the server's refusal, in its own words
    const wrong = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { id: saved.body.result.id, dbName: 'no_such_db' } });
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.message).toMatch(/no_such_db/);
  });
});
