// Both databases: connection tests against a real PostgreSQL server.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';
import { download } from './xlsx.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const SECRET = 'S3cret-db-Passw0rd';

/** A loopback port nobody listens on: connecting to it is refused at once. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** A loopback TCP server that does `onConnection` with each client. */
const listen = (onConnection: (sock: net.Socket) => void) =>
  new Promise<{ port: number; close: () => void }>((resolve) => {
    const socks = new Set<net.Socket>();
    const srv = net
      .createServer((sock) => {
        socks.add(sock);
        sock.on('error', () => {});
        onConnection(sock);
      })
      .listen(0, '127.0.0.1', () => {
        resolve({
          port: (srv.address() as net.AddressInfo).port,
          close: () => {
            for (const c of socks) c.destroy();
            srv.close();
          },
        });
      });
  });

/** A PostgreSQL ErrorResponse message (what a server sends when it refuses a login). */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

describe('data sources (/sys/dataSource)', () => {
  it('never returns the password: not in list, queryById, export or data logs; stored sealed, not in clear', async () => {
    const t = s.adminToken;
    const add = await s.call('POST', '/sys/dataSource/add', {
      token: t,
      body: { code: 'ds_main', name: '主库', dbUrl: 'postgres://isps@127.0.0.1:5432/isps', dbPassword: SECRET },
    });
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
    const r = await s.call('POST', '/sys/dataSource/add', {
      token: s.adminToken,
      body: { code: 'ds_url', name: 'URL 带密码', dbUrl: `jdbc:postgresql://isps:${SECRET}@db.example:5432/isps?sslmode=disable` },
    });
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

  it('test connection is for administrators only: the data source permissions alone get a 403', async () => {
    const op = await s.userWithRoles('ds_op', ['operator']);
    expect((await s.call('GET', '/sys/dataSource/list', { token: op.token })).status).toBe(200);
    expect((await s.call('POST', '/sys/dataSource/testConnection', { token: op.token, body: { dbHost: '127.0.0.1' } })).status).toBe(403);
    const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleCode: 'ds_editor', roleName: '数据源维护' } });
    const perms = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', 'in', ['dataSource:add', 'dataSource:edit']).execute();
    expect(perms).toHaveLength(2);
    for (const p of perms)
      await s.ctx.db
        .insertInto('sys_role_permission')
        .values({ id: `ds_${p.id}`.slice(0, 32), role_id: role.body.result.id, permission_id: p.id })
        .execute();
    const editor = await s.userWithRoles('ds_editor', ['ds_editor']);
    expect((await s.call('POST', '/sys/dataSource/add', { token: editor.token, body: { code: 'ds_by_editor', name: 'x', dbHost: 'h' } })).body.success).toBe(
      true,
    );
    const r = await s.call('POST', '/sys/dataSource/testConnection', { token: editor.token, body: { dbHost: '127.0.0.1', dbPort: await closedPort() } });
    expect(r).toMatchObject({ status: 403, body: { success: false, message: expect.stringContaining('管理员') } });
  });

  it('test connection: refused, timed out, wrong password, unknown host and not PostgreSQL all answer the same generic failure', async () => {
    const admin = await s.userWithRoles('ds_admin', ['admin']);
    const silent = await listen(() => {}); // accepts and never answers: the connect timeout
    const badAuth = await listen((sock) => sock.once('data', () => sock.end(errorResponse('28P01', 'password authentication failed for user "x"'))));
    const notPg = await listen((sock) => sock.end('SSH-2.0-OpenSSH_9.6\r\n'));
    try {
      const targets = [
        { dbHost: '127.0.0.1', dbPort: await closedPort() },
        { dbHost: '127.0.0.1', dbPort: silent.port },
        { dbHost: '127.0.0.1', dbPort: badAuth.port },
        { dbUrl: `postgres://x@127.0.0.1:${notPg.port}/x` },
        { dbHost: 'no-such-host.invalid', dbPort: 5432 },
      ];
      const answers = await Promise.all(
        targets.map((t) =>
          s.call('POST', '/sys/dataSource/testConnection', { token: admin.token, body: { ...t, dbName: 'x', dbUsername: 'x', dbPassword: 'x' } }),
        ),
      );
      for (const a of answers) {
        const { timestamp: _timestamp, ...rest } = a.body;
        expect({ status: a.status, ...rest }).toEqual({
          status: 200,
          success: false,
          code: 500,
          result: null,
          message: '数据库连接失败，请检查地址、端口、数据库名、用户名和密码',
        });
      }
    } finally {
      for (const srv of [silent, badAuth, notPg]) srv.close();
    }
    const bad = await s.call('POST', '/sys/dataSource/testConnection', { token: admin.token, body: { dbUrl: 'http://example.com' } });
    expect(bad).toMatchObject({ status: 400, body: { result: { errors: [{ field: 'dbUrl' }] } } });
    const none = await s.call('POST', '/sys/dataSource/testConnection', { token: admin.token, body: {} });
    expect(none).toMatchObject({ status: 400, body: { result: { field: 'dbUrl' } } });
  });

  it('test connection is rate-limited per user: the 11th within a minute is a 429, another administrator is not held back', async () => {
    const a = await s.userWithRoles('ds_burst', ['admin']);
    const b = await s.userWithRoles('ds_other', ['admin']);
    const test = (token: string) => s.call('POST', '/sys/dataSource/testConnection', { token, body: {} });
    for (let i = 0; i < 10; i++) expect((await test(a.token)).status).toBe(400);
    expect(await test(a.token)).toMatchObject({ status: 429, body: { success: false, message: expect.stringContaining('过于频繁') } });
    expect((await test(b.token)).status).toBe(400);
  });

  // the PGlite run has no PostgreSQL server to reach: this case runs in the server-pg project
  it.skipIf(DB_KIND !== 'pg')(
    'test connection: connects to a real PostgreSQL server, from the form or a saved data source with its sealed password',
    async () => {
      const url = s.databaseUrl!;
      const form = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { dbUrl: url, dbPassword: 'any' } });
      expect(form.body).toMatchObject({ success: true, message: '数据库连接成功' });
      expect(form.body.result.version).toMatch(/PostgreSQL/);
      const u = new URL(url);
      const saved = await s.call('POST', '/sys/dataSource/add', {
        token: s.adminToken,
        body: {
          code: 'ds_real',
          name: '测试库',
          dbHost: u.hostname,
          dbPort: Number(u.port),
          dbName: u.pathname.slice(1),
          dbUsername: u.username,
          dbPassword: SECRET,
        },
      });
      const byId = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { id: saved.body.result.id } });
      expect(byId.body).toMatchObject({ success: true });
      // a wrong database name is the generic failure too
      const wrong = await s.call('POST', '/sys/dataSource/testConnection', { token: s.adminToken, body: { id: saved.body.result.id, dbName: 'no_such_db' } });
      expect(wrong.body).toMatchObject({ success: false, result: null });
      expect(wrong.body.message).not.toMatch(/no_such_db/);
    },
  );
});
