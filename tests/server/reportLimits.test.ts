// Both databases: PostgreSQL stops a slow report by its statement timeout, PGlite by the gate and the planner estimate; the report role's grants.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '#shared/ids.js';
import { REPORT_ROLE } from '#server/reports/reportRole.js';
import { DB_KIND, startServer, type TestServer } from './harness.js';

/**
 * A report cannot hold the database (embedded PGlite has one connection and no statement timeout:
 * row generators and WITH RECURSIVE are refused, a report reads at most ISPS_REPORT_MAX_ROWS rows),
 * and reads only business tables: captchas, throttles and sessions are refused by the gate and,
 * underneath it, not granted to the report role.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const add = (cgrSql: string) =>
  s.call('POST', '/online/cgreport/head/add', { token: s.adminToken, body: { code: `rl_${newId().slice(0, 8)}`, name: 'x', cgrSql } });
const parse = (sql: string) => s.call('POST', '/online/cgreport/head/parseSql', { token: s.adminToken, body: { sql } });
const getData = (id: string, query?: Record<string, string | number>) => s.call('GET', `/online/cgreport/api/getData/${id}`, { token: s.adminToken, query });

/** A report stored before the gate knew better (straight into the table). */
async function stored(cgrSql: string): Promise<string> {
  const id = newId();
  await s.ctx.db
    .insertInto('onl_cgreport_head')
    .values({ id, code: `old_${id.slice(0, 8)}`, name: 'old', cgr_sql: cgrSql })
    .execute();
  return id;
}

/** Refused on save, in 解析SQL and when an old one runs: a 400 naming cgrSql, quickly, nothing saved. */
async function refusedEverywhere(cgrSql: string, why: RegExp) {
  const before = await s.ctx.db
    .selectFrom('onl_cgreport_head')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const t = Date.now();
  for (const r of [await add(cgrSql), await parse(cgrSql), await getData(await stored(cgrSql))]) {
    expect({ cgrSql, status: r.status, field: r.body.result?.field, message: r.body.message }).toEqual({
      cgrSql,
      status: 400,
      field: 'cgrSql',
      message: expect.stringMatching(why),
    });
  }
  expect(Date.now() - t).toBeLessThan(6000); // three requests, on a busy machine; the generator alone runs 11 s on PGlite
  const after = await s.ctx.db
    .selectFrom('onl_cgreport_head')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n) + 1); // only the one stored directly
}

describe('a report cannot hold the database', () => {
  it('refuses row generators and WITH RECURSIVE before they run', async () => {
    await refusedEverywhere('select count(*) as n from generate_series(1, 30000000)', /不能调用函数 generate_series/);
    await refusedEverywhere('select count(*) as n from sys_role, generate_series(1, 30000000) g', /不能调用函数 generate_series/);
    await refusedEverywhere("select length(repeat('x', 500000000)) as n", /不能调用函数 repeat/);
    await refusedEverywhere('with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) as n from r', /WITH RECURSIVE/);
  });

  it('a slow join of business tables is stopped: by the planner estimate on PGlite, by the statement timeout on PostgreSQL', async () => {
    const r = await add('select count(*) as n from sys_permission a, sys_permission b, sys_permission c, sys_permission d');
    expect(r.body.success).toBe(true); // the gate cannot tell
    s.ctx.config.reportTimeoutMs = 500;
    try {
      const t = Date.now();
      const run = await getData(r.body.result.id);
      expect(run).toMatchObject({
        status: 400,
        body: { message: DB_KIND === 'pg' ? expect.stringContaining('超时') : expect.stringMatching(/计算量过大/), result: { field: 'cgrSql' } },
      });
      expect(Date.now() - t).toBeLessThan(3000);
    } finally {
      s.ctx.config.reportTimeoutMs = 5000;
    }
    // ordinary reports stay well under the estimate
    expect(
      (
        await getData(
          (await add('select d.dict_code, count(*) as n from sys_dict d join sys_dict_item i on i.dict_id = d.id group by d.dict_code')).body.result.id,
        )
      ).status,
    ).toBe(200);
  });

  it('reads at most ISPS_REPORT_MAX_ROWS rows: the total stops there and later pages are refused', async () => {
    const r = await add('select a.id from sys_permission a, sys_permission b');
    const id = r.body.result.id;
    const all = (await getData(id)).body.result.total;
    expect(all).toBeGreaterThan(1000);
    vi.stubEnv('ISPS_REPORT_MAX_ROWS', '1000');
    try {
      expect((await getData(id)).body.result.total).toBe(1000);
      const last = await getData(id, { pageNo: 10, pageSize: 100 });
      expect(last.body.result.records).toHaveLength(100);
      expect(await getData(id, { pageNo: 11, pageSize: 100 })).toMatchObject({ status: 400, body: { result: { field: 'pageNo' } } });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a report reads only business tables', () => {
  it('refuses captchas, throttles, sessions and other system tables', async () => {
    await s.call('GET', '/sys/randomImage/rl1'); // a live captcha to read
    for (const cgrSql of [
      'select check_key, code from sys_captcha',
      'select key, hits from sys_throttle',
      'select username, ip from sys_user_session',
      'select u.username from sys_user u where exists (select 1 from sys_user_session s where s.user_id = u.id)',
      'with sys_captcha as (select code from sys_captcha) select * from sys_captcha',
      'select query from pg_stat_activity',
    ]) {
      await refusedEverywhere(cgrSql, /不能读取表 .*报表只能查询业务表/);
    }
  });

  it('the report role has no grant on them either, and keeps its grants on business tables', async () => {
    const asRole = (q: string) =>
      s.ctx.db
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          await sql.raw(`set local role ${REPORT_ROLE}`).execute(trx);
          return (await sql.raw(q).execute(trx)).rows;
        });
    for (const table of ['sys_captcha', 'sys_throttle', 'sys_user_session', 'sys_lease', 'sys_config']) {
      await expect(asRole(`select count(*) from ${table}`)).rejects.toMatchObject({ code: '42501' });
    }
    expect((await asRole('select count(*) as n from sys_role'))[0]).toMatchObject({ n: expect.anything() });
    expect(await asRole('select count(*) as n from sys_user_depart')).toHaveLength(1);
  });

  it('the demo reports still run', async () => {
    for (const code of ['report_user', 'report_depart']) {
      const id = (await s.call('GET', `/online/cgreport/api/getRpColumns/${code}`, { token: s.adminToken })).body.result.cgRpConfigId;
      expect((await getData(id)).status).toBe(200);
    }
  });
});
