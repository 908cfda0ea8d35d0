import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

const QUERY = {
  id: "' or 1=1 --", ids: ',,,', pageNo: 'abc', pageSize: '-5', column: 'x;drop table sys_user', order: 'sideways',
  roleId: "'", departId: '%', keyWord: '%_\\', parentId: "'", parentIds: ',', pid: "'", userId: "'", depId: "'", userid: "'",
  username: "*'*", createTime_begin: 'garbage', sex: 'abc', status: '1,2,x', tableName: 'sys_user', fieldName: 'username',
  fieldVal: "'", ruleCode: "';--", value: 'x'.repeat(3000),
};
const BODIES: { rawBody?: string; body?: unknown }[] = [
  { rawBody: 'not json' },
  { rawBody: '[]' },
  { rawBody: '"text"' },
  { rawBody: 'null' },
  { body: { id: { $gt: 1 }, ids: 5, pageNo: 'x', username: ['a'], password: 1, roleId: {}, departId: [], permissionIds: { x: 1 },
    lastpermissionIds: 7, orgCode: 5, userIdList: 'x', status: 'zz', selectedroles: { a: 1 }, name: 'n'.repeat(100_000) } },
];

/** Every table's content, to prove a refused request wrote nothing (logs excluded: they record the attempt). */
async function fingerprint(): Promise<string> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = current_schema() and table_name not in ('sys_log', 'sys_token_revoked') order by 1`.execute(s.ctx.db);
  const parts = tables.rows.map((r) => sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.table(r.t)} x)`);
  const row = await sql<{ h: string }>`select md5(concat(${sql.join(parts)})) as h`.execute(s.ctx.db);
  return row.rows[0].h;
}

describe('bad input on every route', () => {
  it('never answers 500, and a refused write changes nothing', async () => {
    const failures: string[] = [];
    const routes = s.routes.filter((r) => !r.url.endsWith('/sys/logout'));
    for (const r of routes) {
      const url = r.url.replace('/isps-api', '').replace(/:(\w+)/g, "%27x");
      const variants = r.method === 'GET' || r.method === 'DELETE' ? [{}] : BODIES;
      for (const v of variants) {
        const before = r.method === 'GET' ? '' : await fingerprint();
        const res = await s.call(r.method, url, { token: s.adminToken, query: QUERY, ...v });
        const label = `${r.method} ${r.url} ${JSON.stringify(v).slice(0, 40)} → ${res.status} ${res.body?.message}`;
        if (res.status >= 500) failures.push(label);
        else if (r.method !== 'GET' && res.status >= 400 && (await fingerprint()) !== before) failures.push(`wrote on failure: ${label}`);
        if (res.status >= 400 && !(typeof res.body?.message === 'string' && res.body.message.length)) failures.push(`no message: ${label}`);
      }
    }
    expect(failures).toEqual([]);
    // the admin session survived the walk
    expect((await s.call('GET', '/sys/user/list', { token: s.adminToken })).status).toBe(200);
  });
});
