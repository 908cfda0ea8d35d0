import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { tableFingerprint } from './tableSnapshot.js';

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

const fingerprint = () => tableFingerprint(s);

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
