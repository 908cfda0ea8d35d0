// Both databases: on PostgreSQL report SQL also runs as the read-only report role with its grants.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startServer, type TestServer } from './harness.js';

/**
 * Injection payloads against every parameter of the report API: none may change data, leak
 * another table (no password hash in any answer), sleep, or answer 500.
 */
let s: TestServer;
let userId: string;
let departId: string;
let secrets: string[];
beforeAll(async () => {
  s = await startServer();
  userId = (await get('getRpColumns/report_user')).body.result.cgRpConfigId;
  departId = (await get('getRpColumns/report_depart')).body.result.cgRpConfigId;
  await s.userWithRoles('victim', []);
  secrets = (await s.ctx.db.selectFrom('sys_user').select('password').execute()).map((r) => String(r.password));
  expect(secrets.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await s?.close();
});

const get = (path: string, query?: Record<string, string>) => s.call('GET', `/online/cgreport/api/${path}`, { token: s.adminToken, query });

const PAYLOADS = [
  "'",
  "''",
  "\\'",
  '"',
  '`',
  ';',
  "'; drop table sys_user; --",
  "1'; delete from sys_user where '1'='1",
  '1; select 1',
  '1; delete from sys_user',
  "' or '1'='1",
  '1 or 1=1',
  '1) or (1=1',
  "*' or 1=1 --*",
  "admin'--",
  "admin'/*",
  '/* */1',
  '-- x',
  '1 --',
  '*',
  'pg_sleep(5)',
  '1 and pg_sleep(5) is null',
  "'||pg_sleep(5)||'",
  '(select pg_sleep(5))',
  "1' and (select pg_sleep(5)) is null and '1'='1",
  '1 union select password from sys_user',
  "' union select password, password, password from sys_user --",
  "x') union all select password,null,null,null,null,null,null,null,null from sys_user --",
  '(select 1)',
  '(select password from sys_user limit 1)',
  'username; select 1',
  '"username"',
  'username" desc, (select pg_sleep(5)) --',
  'username desc, 1',
  'a"b',
  '1 desc nulls first',
  'asc; select 1',
  '%',
  '_',
  '\\',
  '%%',
  '${status}',
  '$1',
  '$$',
  '$$x$$',
  "E'\\x27'",
  '0x27',
  '1e309',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  "2024-01-01'; select 1 --",
  '2024-13-45',
  ',',
  "1,2' or '1'='1",
  'null',
  'NULL',
  'true',
  '\u0000',
  'x'.repeat(1200),
];

/** Every parameter getData reads on the two seeded reports (filters of each type, ranges, sort, paging, params). */
const PARAMS: [string, string][] = [
  ['user', 'username'],
  ['user', 'realname'],
  ['user', 'sex'],
  ['user', 'phone'],
  ['user', 'create_time'],
  ['user', 'create_time_begin'],
  ['user', 'create_time_end'],
  ['user', 'column'],
  ['user', 'order'],
  ['user', 'self_status'],
  ['user', 'pageNo'],
  ['user', 'pageSize'],
  ['user', 'id'],
  ['user', 'status'],
  ['depart', 'self_orgCategory'],
  ['depart', 'depart_name'],
  ['depart', 'org_category'],
  ['depart', 'user_count'],
  ['depart', 'column'],
];

/** An answer as text: a workbook's cell values, else the body. */
async function readable(res: Response): Promise<string> {
  const buf = Buffer.from(await res.arrayBuffer());
  if (!res.headers.get('content-type')?.includes('spreadsheetml')) return buf.toString('utf8');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return JSON.stringify(wb.worksheets.map((w) => w.getSheetValues()));
}

async function fingerprint(): Promise<string> {
  const r = await sql<{ h: string; n: number }>`select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) as h, count(*) as n from sys_user u`.execute(
    s.ctx.db,
  );
  const t = await sql<{
    n: number;
  }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name not like 'isps_history%'`.execute(s.ctx.db); // history day partitions come and go by themselves
  return `${r.rows[0].h}:${r.rows[0].n}:${t.rows[0].n}`;
}

function judge(label: string, status: number, text: string, ms: number, failures: string[]) {
  if (status >= 500 || status === 0) failures.push(`${label} → HTTP ${status}`);
  if (status !== 200 && status !== 400 && status !== 404) failures.push(`${label} → unexpected HTTP ${status}`);
  if (secrets.some((p) => text.includes(p)) || /\$argon2/.test(text)) failures.push(`${label} → leaked a password hash`);
  if (ms > 2500) failures.push(`${label} → took ${ms} ms`);
}

describe('injection payloads against every report parameter', () => {
  it('change nothing, leak nothing, never sleep and never answer 500', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    const ids = { user: userId, depart: departId };
    for (const [report, param] of PARAMS) {
      for (const p of PAYLOADS) {
        const query = { [param]: p };
        const t = Date.now();
        const r = await get(`getData/${ids[report as 'user']}`, query);
        judge(`getData ${report} ${JSON.stringify(query).slice(0, 80)}`, r.status, JSON.stringify(r.body), Date.now() - t, failures);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('the same through export, columns-and-data, and as the code/id in the path', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    for (const p of PAYLOADS.slice(0, 40)) {
      for (const [path, query] of [
        [`exportXls/${userId}`, { username: p }],
        [`exportXls/${userId}`, { self_status: p }],
        [`exportXls/${userId}`, { column: p }],
        [`getColumnsAndData/${userId}`, { sex: p, self_status: p }],
      ] as [string, Record<string, string>][]) {
        const t = Date.now();
        const res = await fetch(`${s.base}/online/cgreport/api/${path}?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': s.adminToken } });
        const body = await readable(res);
        judge(`${path} ${JSON.stringify(query).slice(0, 60)}`, res.status, body, Date.now() - t, failures);
      }
      const enc = encodeURIComponent(p.slice(0, 200));
      for (const path of [
        `getRpColumns/${enc}`,
        `getQueryInfo/${enc}`,
        `getData/${enc}`,
        `getParamsInfo/${enc}`,
        `getColumnsAndData/${enc}`,
        `exportXls/${enc}`,
      ]) {
        const t = Date.now();
        const r = await s.call('GET', `/online/cgreport/api/${path}`, { token: s.adminToken });
        judge(
          `path ${path.slice(0, 60)}`,
          r.status === 404 && r.body?.message?.includes('路径不存在') ? 404 : r.status,
          JSON.stringify(r.body),
          Date.now() - t,
          failures,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('odd query keys (quotes in column names) are ignored, never spliced', async () => {
    const keys = ['username" = \'x\' or "1', "username' or 1=1 --", 'username;delete from sys_user', 'self_status"; drop table sys_user; --', 'x"y_begin', '"'];
    for (const k of keys) {
      const r = await get(`getData/${userId}`, { [k]: '1' });
      expect({ k, status: r.status }).toEqual({ k, status: 200 });
      expect(JSON.stringify(r.body)).not.toMatch(/\$argon2/);
    }
    expect((await get(`getData/${userId}`)).body.result.total).toBeGreaterThan(0);
  });

  it('a bound value is only ever a value: the payloads match nothing rather than everything', async () => {
    for (const p of ["' or '1'='1", "*' or 1=1 --*", "admin'--"]) {
      expect((await get(`getData/${userId}`, { username: p })).body.result.total).toBe(0);
    }
    expect((await get(`getData/${userId}`, { self_status: '1 or 1=1' })).status).toBe(400); // not an integer: the database refuses the value
    expect((await get(`getData/${departId}`, { self_orgCategory: "2' or '1'='1" })).body.result.total).toBe(0);
  });
});
