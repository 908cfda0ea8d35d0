import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { draft } from './notify.js';

/**
 * The JeecgBoot console routes of jeecgConsole.test.ts from the other side: no token, a user without the
 * permission, and bad input — a 401, a 403 that writes nothing, a 4xx naming the field, never a 500.
 */
let s: TestServer;
let plain: string;
beforeAll(async () => {
  s = await startServer();
  plain = (await s.userWithRoles('console_plain', [])).token;
});
afterAll(async () => {
  await s?.close();
});

const head = { code: 'guard_report', name: '守卫报表', cgrSql: 'select id, username from sys_user' };
const reports = async () => (await s.ctx.db.selectFrom('onl_cgreport_head').select('id').execute()).length;
const field = (r: { body: any }) => r.body.result?.field ?? r.body.result?.errors?.[0]?.field;

describe('JeecgBoot console routes: access and input', () => {
  it('need a token', async () => {
    for (const url of [
      '/sys/dataSource/options',
      '/online/cgreport/head/parseSql?sql=select%201',
      '/online/cgreport/item/listByHeadId?headId=x',
      '/sys/annountCement/syncNotic',
      '/mock/api/workplace/activity',
      '/mock/api/workplace/teams',
    ])
      expect({ url, status: (await s.call('GET', url)).status }).toEqual({ url, status: 401 });
  });

  it('refuse a user without the permission (403) and write nothing', async () => {
    const before = await reports();
    const calls: [string, string, object?][] = [
      ['POST', '/online/cgreport/head/add', { head, items: [], params: [] }],
      ['PUT', '/online/cgreport/head/editAll', { head: { ...head, id: 'x1' }, items: [], params: [] }],
      ['GET', '/online/cgreport/head/parseSql?sql=select%201'],
      ['GET', '/sys/dataSource/options'],
      ['GET', '/online/cgreport/param/listByHeadId?headId=x1'],
    ];
    for (const [method, url, body] of calls) {
      const r = await s.call(method, url, { token: plain, body });
      expect({ url, status: r.status, success: r.body.success }).toEqual({ url, status: 403, success: false });
    }
    expect(await reports()).toBe(before);
    // 我的消息 calls syncNotic after any user reads: only their own bell reloads, nothing is pushed to others
    const sync = await s.call('GET', '/sys/annountCement/syncNotic', { token: plain, query: { anntId: 'x1' } });
    expect(sync.body).toMatchObject({ success: true, message: '已通知刷新' });
  });

  it('name the bad field with a 4xx', async () => {
    const t = s.adminToken;
    const before = await reports();
    const cases: [string, string, object | undefined, number, string][] = [
      ['GET', '/online/cgreport/item/listByHeadId', undefined, 400, 'headId'],
      ['GET', '/online/cgreport/param/listByHeadId?headId=a%20b', undefined, 400, 'headId'],
      ['GET', '/online/cgreport/head/parseSql', undefined, 400, 'sql'],
      ['GET', '/online/cgreport/head/parseSql?sql=select%201&dbKey=1x', undefined, 400, 'dbKey'],
      ['GET', '/online/cgreport/head/parseSql?sql=delete%20from%20sys_user', undefined, 400, 'cgrSql'],
      ['GET', '/sys/annountCement/syncNotic?anntId=a%20b', undefined, 400, 'anntId'],
      ['POST', '/online/cgreport/head/add', { head: 'x' }, 400, 'head'],
      ['POST', '/online/cgreport/head/add', { head, items: 'x' }, 400, 'items'],
      ['POST', '/online/cgreport/head/add', { head, items: [{ fieldName: 'id', fieldType: 'Blob' }] }, 400, 'items[0].fieldType'],
      ['POST', '/online/cgreport/head/add', { head: { ...head, cgrSql: 'select password from sys_user' } }, 400, 'cgrSql'],
      ['POST', '/online/cgreport/head/add', { head: { name: 'x', cgrSql: 'select 1 as a' } }, 400, 'code'],
      ['PUT', '/online/cgreport/head/editAll', { head: { ...head } }, 400, 'id'],
    ];
    for (const [method, url, body, status, name] of cases) {
      const r = await s.call(method, url, { token: t, body });
      expect({ url, body, status: r.status, field: field(r) }).toEqual({ url, body, status, field: name });
      expect(r.body.message).toBeTruthy();
    }
    expect(await reports()).toBe(before);
  });

  it('push no draft, find no unknown announcement, and tell only the caller without anntId', async () => {
    const id = await draft(s, { titile: '草稿' });
    const r = await s.call('GET', '/sys/annountCement/syncNotic', { token: s.adminToken, query: { anntId: id } });
    expect({ status: r.status, field: field(r) }).toEqual({ status: 400, field: 'anntId' });
    expect((await s.call('GET', '/sys/annountCement/syncNotic', { token: s.adminToken, query: { anntId: 'nosuch1' } })).status).toBe(404);
    expect((await s.call('GET', '/sys/annountCement/syncNotic', { token: s.adminToken })).body).toMatchObject({ success: true });
  });

  it('still take the flat ISPS body on add', async () => {
    const r = await s.call('POST', '/online/cgreport/head/add', {
      token: s.adminToken,
      body: { ...head, onlCgreportItemList: [{ fieldName: 'id' }, { fieldName: 'username' }] },
    });
    expect(r.body).toMatchObject({ success: true, result: { code: 'guard_report' } });
    const items = await s.call('GET', '/online/cgreport/item/listByHeadId', { token: s.adminToken, query: { headId: r.body.result.id } });
    expect(items.body.result.map((i: any) => i.fieldName)).toEqual(['id', 'username']);
  });
});
