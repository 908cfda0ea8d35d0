// Both databases: the read-only report role and its grants exist on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#shared/ids.js';
import { syncReportRole } from '#server/reports/reportRole.js';
import { secretsOf } from '#server/schema/secrets.js';
import { startServer, type TestServer } from './harness.js';

/**
 * Report SQL never reaches a password hash (or a data source's sealed password): the parser gate
 * refuses secret columns by name and every whole-row reference to a table that has one, and on the
 * main database reports run as a role that cannot read those columns. A failing report shows
 * operators a generic message, never PostgreSQL's text.
 */
let s: TestServer;
let hashes: string[];
let operator: string;
beforeAll(async () => {
  s = await startServer();
  await s.userWithRoles('victim', []);
  operator = (await s.userWithRoles('rs_operator', ['operator'])).token;
  await s.call('POST', '/sys/dataSource/add', {
    token: s.adminToken,
    body: { code: 'ds_x', name: 'x', dbUrl: 'postgres://u@127.0.0.1:1/x', dbPassword: 'S3cret-x' },
  });
  hashes = [
    ...(await s.ctx.db.selectFrom('sys_user').select('password').execute()).map((r) => String(r.password)),
    ...(await s.ctx.db.selectFrom('sys_data_source').select('db_password').execute()).map((r) => String(r.db_password)),
  ];
  expect(hashes.length).toBeGreaterThan(2);
});
afterAll(async () => {
  await s?.close();
});

const leaks = (body: unknown) => {
  const text = JSON.stringify(body);
  return hashes.some((h) => text.includes(h)) || /\$argon2|v1:/.test(text);
};

const ATTACKS = [
  "select to_jsonb(u)->>('pass'||'word') as x from sys_user u",
  'select row_to_json(u) as x from sys_user u',
  'select u::text as x from sys_user u',
  'select cast(row(u.*) as text) as x from sys_user u',
  "select (select string_agg(t::text, ',') from sys_user t) as x",
  'select json_agg(u) as x from sys_user u',
  'select to_jsonb(u.*) as x from sys_user u',
  'select password(u) as x from sys_user u',
  'select u.* from sys_user u',
  'select * from sys_user',
  'table sys_user',
  'SELECT * FROM Public.SYS_USER',
  'with x as (select password from sys_user) select * from x',
  'with x as (select * from sys_user) select username from x',
  'select "password" from sys_user',
  'select PassWord as p from sys_user',
  'select u.d as x from sys_user u(a, b, c, d)',
  'select to_jsonb(s) as x from sys_data_source s',
  'select db_password from sys_data_source',
];

describe('report SQL and secret columns', () => {
  it('every attack is refused on save and in 解析SQL with the generic 400, and shows no hash', async () => {
    for (const cgrSql of ATTACKS) {
      const add = await s.call('POST', '/online/cgreport/head/add', { token: s.adminToken, body: { code: `rs_${newId().slice(0, 8)}`, name: 'x', cgrSql } });
      expect({ cgrSql, status: add.status, field: add.body.result?.field, leaked: leaks(add.body) }).toEqual({
        cgrSql,
        status: 400,
        field: 'cgrSql',
        leaked: false,
      });
      expect(add.body.message).toContain('不能读取受保护的列');
      const parsed = await s.call('POST', '/online/cgreport/head/parseSql', { token: s.adminToken, body: { sql: cgrSql } });
      expect({ cgrSql, status: parsed.status, leaked: leaks(parsed.body) }).toEqual({ cgrSql, status: 400, leaked: false });
    }
  });

  it('a report stored before the gate knew better is refused when it runs (data and export)', async () => {
    for (const cgrSql of ATTACKS) {
      const id = newId();
      await s.ctx.db
        .insertInto('onl_cgreport_head')
        .values({ id, code: `old_${id.slice(0, 8)}`, name: 'old', cgr_sql: cgrSql })
        .execute();
      for (const path of [`getData/${id}`, `getColumnsAndData/${id}`, `exportXls/${id}`]) {
        const r = await fetch(`${s.base}/online/cgreport/api/${path}`, { headers: { 'X-Access-Token': s.adminToken } });
        const text = await r.text();
        expect({ cgrSql, path, status: r.status, leaked: hashes.some((h) => text.includes(h)) || /\$argon2/.test(text) }).toEqual({
          cgrSql,
          path,
          status: 400,
          leaked: false,
        });
      }
    }
  });

  it('the database refuses what the parser cannot see: a function that reads the hash runs as the report role', async () => {
    await s.ctx.raw.exec(`create or replace function isps_peek() returns text language sql as $$ select password from sys_user order by id limit 1 $$`);
    const add = await s.call('POST', '/online/cgreport/head/add', {
      token: s.adminToken,
      body: { code: 'rs_peek', name: 'peek', cgrSql: 'select isps_peek() as x' },
    });
    expect(add.body.success).toBe(true);
    for (const token of [s.adminToken, operator]) {
      const r = await s.call('GET', `/online/cgreport/api/getData/${add.body.result.id}`, { token });
      expect({ status: r.status, leaked: leaks(r.body) }).toEqual({ status: 400, leaked: false });
    }
  });

  it('when the role is brought up to date (as at start-up), a view over the users table gets no grant, other views do', async () => {
    await s.ctx.raw.exec('create view isps_users_v as select username, password from sys_user; create view isps_roles_v as select role_code from sys_role');
    await syncReportRole(s.ctx.db, secretsOf(s.ctx.registry));
    const run = async (code: string, cgrSql: string) => {
      const add = await s.call('POST', '/online/cgreport/head/add', { token: s.adminToken, body: { code, name: code, cgrSql } });
      if (!add.body.success) return add; // the gate knows the views the role may read (reportTables.ts): refused on save
      return s.call('GET', `/online/cgreport/api/getData/${add.body.result.id}`, { token: s.adminToken });
    };
    const users = await run('rs_view', 'select * from isps_users_v');
    expect({ status: users.status, leaked: leaks(users.body) }).toEqual({ status: 400, leaked: false });
    expect((await run('rs_roles_view', 'select * from isps_roles_v')).body.result.total).toBeGreaterThan(0);
  });

  it('a normal report on the users table still works, as operator too', async () => {
    const add = await s.call('POST', '/online/cgreport/head/add', {
      token: s.adminToken,
      body: {
        code: 'rs_users',
        name: '用户',
        cgrSql: "select u.username, u.realname, to_jsonb(d) ->> 'depart_name' as depart from sys_user u left join sys_depart d on d.org_code = u.org_code",
      },
    });
    expect(add.body.success).toBe(true);
    for (const token of [s.adminToken, operator]) {
      const r = await s.call('GET', `/online/cgreport/api/getData/${add.body.result.id}`, { token, query: { pageSize: 100 } });
      expect(r.status).toBe(200);
      expect(r.body.result.records.map((x: any) => x.username)).toEqual(expect.arrayContaining(['admin', 'victim']));
      expect(leaks(r.body)).toBe(false);
    }
  });

  it("a failing report: operators read a generic message without PostgreSQL's text, administrators the detail", async () => {
    const add = await s.call('POST', '/online/cgreport/head/add', {
      token: s.adminToken,
      body: { code: 'rs_fail', name: 'fail', cgrSql: 'select cast(username as integer) as n from sys_user' },
    });
    const id = add.body.result.id;
    const op = await s.call('GET', `/online/cgreport/api/getData/${id}`, { token: operator });
    expect(op).toMatchObject({ status: 400, body: { message: '报表 SQL（cgrSql）执行失败', result: { field: 'cgrSql' } } });
    const admin = await s.call('GET', `/online/cgreport/api/getData/${id}`, { token: s.adminToken });
    expect(admin).toMatchObject({ status: 400, body: { message: expect.stringMatching(/执行失败：.*integer/) } });
    const parsed = await s.call('POST', '/online/cgreport/head/parseSql', { token: s.adminToken, body: { sql: 'select nope from sys_user' } });
    expect(parsed).toMatchObject({ status: 400, body: { message: expect.stringContaining('nope') } }); // 解析SQL keeps its detail for administrators
  });
});
