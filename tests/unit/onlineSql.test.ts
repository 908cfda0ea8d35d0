import { describe, expect, it } from 'vitest';
import { compilePlaceholders } from '#server/reports/placeholders.js';
import { assertSafeSelect } from '#server/reports/sqlGuard.js';
import { HttpError } from '#server/http/errors.js';
import { loadSchemas } from '#server/schema/load.js';
import { secretsOf } from '#server/schema/secrets.js';
import { reportTables, type GateRules } from '#server/reports/reportTables.js';

const registry = loadSchemas('schemas');
const secrets = secretsOf(registry);
/** a report on ISPS's own database; a data source (another database) has no table list */
const MAIN: GateRules = { secrets, tables: reportTables(registry) };
const SOURCE: GateRules = { secrets, tables: null };

/** The gate's verdict: 'ok', or the message of its 400 (which must name cgrSql). */
async function verdict(sql: string, params = 0, rules = MAIN): Promise<string> {
  try {
    await assertSafeSelect(sql, params, rules);
    return 'ok';
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).status).toBe(400);
    expect((e as HttpError).result).toEqual({ field: 'cgrSql' });
    expect((e as HttpError).message).toContain('cgrSql');
    return (e as HttpError).message;
  }
}

describe('report SQL gate (PostgreSQL parser)', () => {
  it('accepts plain selects, joins, subqueries, CTEs, set operations, VALUES', async () => {
    const good = [
      'select * from sys_role',
      'select username, realname from sys_user',
      'select * from (select username from sys_user) x',
      'select to_jsonb(x), row_to_json(x), x::text from (select u.username, u.status from sys_user u) x',
      'select t.* from (select 1) d left join (select * from (select u.username from sys_user u) s limit 0) t on true',
      'select r.*, to_jsonb(r) from sys_role r join sys_user u on u.id = r.id',
      'select count(*) from sys_user u where exists (select 1 from sys_user_role ur where ur.user_id = u.id)',
      'select 1;',
      'select 1 -- a comment',
      "select 'it''s -- not a comment; delete' as x",
      'select u.username, d.depart_name from sys_user u join sys_user_depart ud on ud.user_id = u.id left join sys_depart d on d.id = ud.dep_id',
      'select * from (select 1 as a) x where a in (select 1) and exists (select 1 from sys_role)',
      'with t as (select 1 as a) select * from t',
      'select username from sys_user union all select role_name from sys_role order by 1',
      'values (1, 2), (3, 4)',
      "select count(*), to_char(now(), 'YYYY'), coalesce(null, 1), date_trunc('day', now()), pg_typeof(1) from sys_user group by 2",
      "select extract(year from now()), substring('abc' from 1 for 2), trim('  x ')",
      'select row_number() over (order by id) from sys_user',
    ];
    for (const sql of good) expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: 'ok' });
  });

  it('refuses several statements, other statements, INTO, locking clauses and data-modifying CTEs', async () => {
    const bad: [string, RegExp][] = [
      ['select 1; select 2', /只能包含一条语句/],
      ['select 1; delete from sys_user', /只能包含一条语句/],
      ['delete from sys_user', /只能是一条 SELECT/],
      ["insert into sys_role (id) values ('x')", /只能是一条 SELECT/],
      ['update sys_user set status = 2', /只能是一条 SELECT/],
      ['drop table sys_user', /只能是一条 SELECT/],
      ['truncate sys_user', /只能是一条 SELECT/],
      ["copy sys_user to '/tmp/x'", /只能是一条 SELECT/],
      ['explain analyze delete from sys_user', /只能是一条 SELECT/],
      ['do $$ begin delete from sys_user; end $$', /只能是一条 SELECT/],
      ['set role postgres', /只能是一条 SELECT/],
      ['create table x as select 1', /只能是一条 SELECT/],
      ['select * into evil from sys_user', /INTO/],
      ['select * from sys_user for update', /FOR UPDATE/],
      ['select * from sys_user for share', /FOR UPDATE/],
      ['select * from sys_user for no key update skip locked', /FOR UPDATE/],
      ['select * from (select * from sys_user for key share) x', /FOR UPDATE/],
      ['with x as (delete from sys_user returning *) select * from x', /INSERT、UPDATE、DELETE/],
      ['with x as (update sys_user set status = 2 returning id) select 1', /INSERT、UPDATE、DELETE/],
      ["with x as (insert into sys_role (id) values ('x') returning id) select * from x", /INSERT、UPDATE、DELETE/],
      ['select * from (with x as (delete from sys_user returning *) select * from x) y', /INSERT、UPDATE、DELETE/],
      ['selec 1', /语法错误/],
      ['select 1 /* unterminated', /语法错误/],
      ['', /不能为空/],
      ['  ;  ', /不能为空/],
      ['select $1', /\$1 形式的参数/],
    ];
    for (const [sql, why] of bad) expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: expect.stringMatching(why) });
  });

  it('refuses functions that are harmful even read-only, secret tables and secret columns', async () => {
    const bad = [
      'select pg_sleep(5)',
      'select pg_catalog.pg_sleep(1)',
      'select PG_SLEEP(1)',
      'select "pg_sleep"(1)',
      "select pg_sleep_for('5 seconds')",
      "select pg_sleep_until(now() + interval '5 s')",
      'select * from pg_sleep(1)',
      'select (select pg_sleep(1))',
      'select 1 where exists (select pg_sleep(1))',
      'select count(*) from sys_user group by id having pg_sleep(1) is null',
      "select pg_read_file('/etc/passwd')",
      "select pg_read_binary_file('/etc/passwd')",
      "select * from pg_ls_dir('.')",
      "select pg_stat_file('postgresql.conf')",
      "select dblink('dbname=x', 'delete from sys_user')",
      "select dblink_exec('x', 'y')",
      "select lo_import('/etc/passwd')",
      "select lo_export(1, '/tmp/x')",
      "select set_config('statement_timeout', '0', false)",
      "select current_setting('data_directory')",
      'select pg_terminate_backend(1)',
      'select pg_cancel_backend(1)',
      'select pg_reload_conf()',
      'select pg_advisory_lock(1)',
      "select nextval('s')",
      "select setval('s', 1)",
      "select query_to_xml('delete from sys_user', true, true, '')",
      "select table_to_xml('sys_user', true, true, '')",
      "select ts_stat('select 1')",
      "select pg_notify('c', 'x')",
      'select * from sys_config',
      'select * from pg_catalog.pg_authid',
      'select usename, passwd from pg_shadow',
      'select password from sys_user',
      'select u.password as p from sys_user u',
      'select db_password from sys_data_source',
      'select username from sys_user order by password',
    ];
    for (const sql of bad) expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: expect.stringMatching(/不能调用函数|不能读取/) });
  });
});

describe('${param} placeholders', () => {
  it('become bound parameters, also inside quotes; comments, identifiers and dollar quotes are left alone', () => {
    const cases: [string, string, string[]][] = [
      ['select * from t where a = ${x}', 'select * from t where a = $1', ['x']],
      ["select * from t where a = '${x}'", 'select * from t where a = $1', ['x']],
      ["select * from t where a = '${ x }' and b = ${y} and c = ${x}", 'select * from t where a = $1 and b = $2 and c = $3', ['x', 'y', 'x']],
      ["select * from t where a like '%${x}%'", "select * from t where a like ('%' || $1::text || '%')", ['x']],
      ["select * from t where a = 'it''s ${x}'", "select * from t where a = ('it''s ' || $1::text)", ['x']],
      ["select * from t where a = E'\\t${x}'", "select * from t where a = (E'\\t' || $1::text)", ['x']],
      ['-- ${x}\nselect 1', '-- ${x}\nselect 1', []],
      ['select /* ${x} /* nested */ ${x} */ 1', 'select /* ${x} /* nested */ ${x} */ 1', []],
      ['select "${x}" from t', 'select "${x}" from t', []],
      ['select $$${x}$$, $tag$ ${x} $tag$', 'select $$${x}$$, $tag$ ${x} $tag$', []],
      ["select '$1', a$1 from t", "select '$1', a$1 from t", []],
    ];
    for (const [sql, text, names] of cases) expect({ sql, out: compilePlaceholders(sql) }).toEqual({ sql, out: { text, names } });
  });

  it('refuses numbered parameters and unterminated literals', () => {
    expect(() => compilePlaceholders('select * from t where a = $1')).toThrow(/\$1 形式的参数/);
    expect(() => compilePlaceholders("select 'abc")).toThrow(/没有结束的引号/);
  });

  it('the compiled SQL passes the gate with its parameter count, and not with fewer', async () => {
    const c = compilePlaceholders("select username from sys_user where username like '%${name}%' and status = ${status}");
    expect(await verdict(c.text, c.names.length)).toBe('ok');
    expect(await verdict(c.text, 1)).toMatch(/\$1 形式的参数/);
  });
});

describe('secret columns: by name and through whole rows', () => {
  it('refuses every way to a password hash, with one generic message', async () => {
    const bad = [
      "select to_jsonb(u)->>('pass'||'word') from sys_user u",
      'select row_to_json(u) from sys_user u',
      'select u::text from sys_user u',
      'select row(u.*) from sys_user u',
      'select hstore(u) from sys_user u',
      'select json_agg(u) from sys_user u',
      'select to_jsonb(u.*) from sys_user u',
      'select (u).* from sys_user u',
      'select password(u) from sys_user u',
      'select to_jsonb(sys_user) from sys_user',
      'select public.sys_user from public.sys_user',
      'select u.* from sys_user u',
      'select * from sys_user',
      'table sys_user',
      'select * from public.sys_user where status = 1',
      'select * from sys_user u join sys_depart d on d.org_code = u.org_code',
      'select d.*, u.* from sys_user u join sys_depart d on true',
      'with x as (select password from sys_user) select * from x',
      'with x as (select * from sys_user) select username from x',
      'select x.p from (select u.password as p from sys_user u) x',
      'select username from sys_user where exists (select * from sys_user)',
      'select (select u from sys_user u limit 1)',
      'select 1 from sys_depart d, lateral (select to_jsonb(u) from sys_user u) x',
      'select "password" from sys_user',
      'select PassWord from sys_user',
      'select "PASSWORD" from sys_user',
      'select U&"p\\0061ssword" from sys_user',
      'select u.d from sys_user u(a, b, c, d)',
      'select j.x from (sys_user u join sys_depart d on true) as j(a, b, c, x)',
      'select to_jsonb(j) from (sys_user u join sys_depart d on true) j',
      'select username from sys_user join (select 1 as password) p using (password)',
      'select username from sys_user natural join sys_depart',
      'select db_password from sys_data_source',
      'select to_jsonb(s) from sys_data_source s',
      'select * from sys_user tablesample system (50)',
      'select x from (select 1) t, sys_user x',
    ];
    for (const sql of bad) expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: expect.stringContaining('不能读取受保护的列') });
  });

  it('refuses column statistics, which sample every column', async () => {
    for (const sql of ["select histogram_bounds from pg_stats where tablename = 'sys_user'", 'select * from pg_catalog.pg_stats_ext']) {
      expect(await verdict(sql)).toMatch(/不能读取表/);
    }
  });
});

describe('main database: only business tables, no row generators, no WITH RECURSIVE', () => {
  it('refuses system tables (deny by default) and catalogs, naming cgrSql; data sources keep their own rules', async () => {
    for (const sql of [
      'select check_key, code from sys_captcha',
      'select * from sys_throttle',
      'select username, ip from sys_user_session',
      'select * from public.sys_lease',
      'select u.username from sys_user u join sys_user_session s on s.user_id = u.id',
      'select (select code from sys_captcha limit 1) as c',
      'with x as (select 1) select * from sys_token_revoked',
      'with sys_captcha as (select * from sys_captcha) select * from sys_captcha',
      'select * from (with sys_captcha as (select 1) select * from sys_captcha) a, sys_captcha',
      'select * from information_schema.tables',
      'select query from pg_stat_activity',
      'select ip from sys_log',
      'select * from no_such_table',
    ]) {
      expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: expect.stringMatching(/不能读取表 .*报表只能查询业务表/) });
    }
    expect(await verdict('select code from sys_captcha', 0, SOURCE)).toBe('ok');
  });

  it('refuses set-returning and value-building functions and WITH RECURSIVE on the main database only', async () => {
    for (const sql of [
      'select count(*) from generate_series(1, 30000000)',
      'select generate_series(1, 30000000)',
      'select count(*) from sys_role, generate_series(1, 1000) g',
      'select * from unnest(array[1, 2])',
      "select * from regexp_split_to_table('a,b', ',')",
      "select length(repeat('x', 100000000))",
      "select lpad('x', 100000000)",
      'select * from pg_catalog.generate_series(1, 5)',
      'select * from rows from (generate_series(1, 5))',
    ]) {
      expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: expect.stringMatching(/不能调用函数/) });
    }
    const recursive = 'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r';
    expect(await verdict(recursive)).toMatch(/WITH RECURSIVE/);
    expect(await verdict(`select * from (${recursive}) x`)).toMatch(/WITH RECURSIVE/);
    expect(await verdict(recursive, 0, SOURCE)).toBe('ok');
    expect(await verdict('select count(*) from generate_series(1, 5)', 0, SOURCE)).toBe('ok');
  });

  it('accepts the business tables, CTEs in their scope, the demo reports', async () => {
    for (const sql of [
      'with sys_role as (select 1 as id) select id from sys_role',
      'with a as (select id from sys_role), b as (select id from a) select * from b',
      'select d.id, (select count(*) from sys_user_depart ud where ud.dep_id = d.id) as n from sys_depart d',
      'select id, name_zh from isps_device',
      'select i.item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id',
      'select role_code from public.sys_role',
    ]) {
      expect({ sql, v: await verdict(sql) }).toEqual({ sql, v: 'ok' });
    }
  });
});
