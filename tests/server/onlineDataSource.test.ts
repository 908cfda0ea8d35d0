// Both databases: reports on another database: pools and its dialect.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';

/**
 * Reports on a registered data source (another PostgreSQL database). On the pg project the
 * test creates a second database on the same server; on PGlite only the failure paths run.
 */
let s: TestServer;
let second: { url: string; name: string } | null = null;
beforeAll(async () => {
  s = await startServer();
  if (DB_KIND !== 'pg') return;
  const name = `${new URL(s.databaseUrl!).pathname.slice(1)}_ds`;
  await sqlOn(s.databaseUrl!, `create database ${name}`);
  second = { name, url: s.databaseUrl!.replace(/\/[^/]*$/, `/${name}`) };
  await sqlOn(
    second.url,
    `create table ds_device (id varchar(32) primary key, name text, device_type text, rated_kv numeric);
    insert into ds_device values ('d1', '一号装置', 'SMD-R', 10), ('d2', '二号装置', 'SMD-R', 35), ('d3', '三号装置', 'SMD-C', 110);
    create table ds_log (n int);
    create function ds_write() returns int language sql as $$ insert into ds_log values (1) returning n $$;`,
  );
});
afterAll(async () => {
  await s?.close();
  // the app closed its pools: the second database has no session left and drops without FORCE
  if (second) await sqlOn(s.databaseUrl!, `drop database ${second.name}`);
});

async function sqlOn(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

const closedPort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const get = (path: string, query?: Record<string, string>) => s.call('GET', `/online/cgreport/api/${path}`, { token: s.adminToken, query });
const post = (url: string, body: unknown) => s.call('POST', url, { token: s.adminToken, body });

describe('reports on a registered data source', () => {
  it('an unreachable data source is a 400 naming dbSource, never a 500', async () => {
    const port = await closedPort();
    expect(
      (await post('/sys/dataSource/add', { code: 'ds_down', name: '不可达', dbHost: '127.0.0.1', dbPort: port, dbName: 'x', dbUsername: 'x', dbPassword: 'x' }))
        .body.success,
    ).toBe(true);
    const add = await post('/online/cgreport/head/add', { code: 'rp_down', name: '不可达报表', cgrSql: 'select 1 as a', dbSource: 'ds_down' });
    expect(add.body.success).toBe(true);
    const r = await get(`getData/${add.body.result.id}`);
    expect(r).toMatchObject({
      status: 400,
      body: { result: { field: 'dbSource' }, message: expect.stringMatching(/数据源「ds_down」连接失败.*ECONNREFUSED/) },
    });
    expect(await post('/online/cgreport/head/parseSql', { sql: 'select 1 as a', dbSource: 'ds_down' })).toMatchObject({
      status: 400,
      body: { result: { field: 'dbSource' } },
    });
  });

  it.skipIf(DB_KIND !== 'pg')('runs the report on the other database with the stored credentials, params and filters bound', async () => {
    const u = new URL(second!.url);
    const ds = await post('/sys/dataSource/add', {
      code: 'ds_devices',
      name: '装置库',
      dbHost: u.hostname,
      dbPort: Number(u.port),
      dbName: second!.name,
      dbUsername: u.username,
      dbPassword: 'not-needed-with-trust',
    });
    expect(ds.body.success).toBe(true);
    const parsed = await post('/online/cgreport/head/parseSql', {
      sql: 'select id, name, device_type, rated_kv from ds_device where device_type = ${type}',
      dbSource: 'ds_devices',
      params: { type: 'SMD-R' },
    });
    expect(parsed.body.result.fields.map((f: any) => [f.fieldName, f.fieldType])).toEqual([
      ['id', 'String'],
      ['name', 'String'],
      ['device_type', 'String'],
      ['rated_kv', 'Long'],
    ]);
    const add = await post('/online/cgreport/head/add', {
      code: 'rp_devices',
      name: '装置按类型',
      dbSource: 'ds_devices',
      cgrSql: 'select id, name, device_type, rated_kv from ds_device where device_type = ${type}',
      onlCgreportItemList: parsed.body.result.fields.map((f: any) => ({ ...f, isSearch: 1, isOrder: 1 })),
      onlCgreportParamList: [{ paramName: 'type', paramTxt: '装置类型', paramValue: 'SMD-R' }],
    });
    expect(add.body.success).toBe(true);
    const id = add.body.result.id;
    // the main database has no such table: the rows come from the data source
    await expect(s.ctx.db.selectFrom('ds_device').selectAll().execute()).rejects.toThrow();
    const d = (await get(`getData/${id}`, { column: 'rated_kv', order: 'desc' })).body.result;
    expect(d).toEqual({
      total: 2,
      records: [
        { id: 'd2', name: '二号装置', device_type: 'SMD-R', rated_kv: 35 },
        { id: 'd1', name: '一号装置', device_type: 'SMD-R', rated_kv: 10 },
      ],
    });
    expect((await get(`getData/${id}`, { self_type: 'SMD-C' })).body.result.records.map((r: any) => r.id)).toEqual(['d3']);
    expect((await get(`getData/${id}`, { rated_kv_begin: '20' })).body.result.records.map((r: any) => r.id)).toEqual(['d2']);
    expect((await get(`getData/${id}`, { self_type: "SMD-R' or '1'='1" })).body.result.total).toBe(0);
    const cols = (await get('getRpColumns/rp_devices')).body.result;
    expect(cols.cgRpConfigId).toBe(id);

    // read only there too: a function that writes fails, nothing is written
    const w = await post('/online/cgreport/head/add', { code: 'rp_ds_write', name: '写', cgrSql: 'select ds_write() as n', dbSource: 'ds_devices' });
    expect((await get(`getData/${w.body.result.id}`)).status).toBe(400);
    expect((await sqlOn(second!.url, 'select count(*)::int as n from ds_log')).rows[0].n).toBe(0);

    // a statement timeout on the data source
    const slow = await post('/online/cgreport/head/add', {
      code: 'rp_ds_slow',
      name: '慢',
      cgrSql: 'select count(*) as n from generate_series(1, 500000000) g',
      dbSource: 'ds_devices',
    });
    s.ctx.config.reportTimeoutMs = 300;
    try {
      const t = Date.now();
      expect(await get(`getData/${slow.body.result.id}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('超时') } });
      expect(Date.now() - t).toBeLessThan(5000);
    } finally {
      s.ctx.config.reportTimeoutMs = 5000;
    }

    // an edited data source is used at once (its pool is replaced)
    await s.call('PUT', '/sys/dataSource/edit', { token: s.adminToken, body: { id: ds.body.result.id, dbName: new URL(s.databaseUrl!).pathname.slice(1) } });
    expect(await get(`getData/${id}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('ds_device') } });
    await s.call('PUT', '/sys/dataSource/edit', { token: s.adminToken, body: { id: ds.body.result.id, dbName: second!.name } });
    expect((await get(`getData/${id}`)).body.result.total).toBe(2);
  });
});
