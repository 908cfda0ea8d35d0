import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// Two tenants (1 and 2), each with a position of its own; a reader who belongs to tenant 1 only.
let s: TestServer;
let reader: { id: string; token: string };
const ids: Record<string, string> = {};
const DICT = '/sys/dict/getDictItems/sys_position,name,code';
const tenant = (t: string) => ({ tenant_id: t });

beforeAll(async () => {
  s = await startServer();
  for (const t of ['1', '2']) {
    const r = await s.call('POST', '/sys/position/add', { token: s.adminToken, headers: tenant(t), body: { code: `ten${t}_pos`, name: `租户${t}职务` } });
    expect(r.body.success).toBe(true);
    ids[t] = r.body.result.id;
  }
  reader = await s.userWithRoles('ten_reader', ['operator']);
  expect((await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: reader.id, relTenantIds: '1' } })).body.success).toBe(true);
  s.ctx.sessions.invalidate();
});
afterAll(async () => {
  await s?.close();
});

const codes = (r: { body: { result: { value: string }[] } }) => r.body.result.map((i) => i.value);

describe('tenant isolation outside the CRUD list', () => {
  it('a table dictionary lists the rows of the current tenant only, also when another tenant filled the cache first', async () => {
    // the admin reads tenant 2 first: a cache keyed by code alone would hand these rows to the next caller
    expect(codes(await s.call('GET', DICT, { token: s.adminToken, headers: tenant('2') }))).toContain('ten2_pos');
    const mine = await s.call('GET', DICT, { token: reader.token, headers: tenant('1') });
    expect(codes(mine)).toContain('ten1_pos');
    expect(codes(mine)).not.toContain('ten2_pos');
    const none = await s.call('GET', DICT, { token: reader.token });
    expect(codes(none)).not.toContain('ten1_pos');
    expect(codes(none)).not.toContain('ten2_pos');
    expect((await s.call('GET', DICT, { token: reader.token, headers: tenant('2') })).status).toBe(403);
  });

  it('a record may only name a table-dictionary row of its own tenant', async () => {
    const other = await s.call('PUT', '/sys/user/edit', { token: s.adminToken, headers: tenant('1'), body: { id: reader.id, post: 'ten2_pos' } });
    expect(other.status).toBe(400);
    expect(other.body.result.errors[0]).toMatchObject({ field: 'post' });
    expect((await s.call('PUT', '/sys/user/edit', { token: s.adminToken, headers: tenant('1'), body: { id: reader.id, post: 'ten1_pos' } })).body.success).toBe(
      true,
    );
    const row = await s.call('GET', '/sys/user/queryById', { token: s.adminToken, headers: tenant('2'), query: { id: reader.id } });
    expect(row.body.result.post_dictText).toBe('ten1_pos'); // tenant 2 does not learn tenant 1's name for it
  });

  it('the duplicate check says a value of another tenant is taken (the index is global) but is no oracle for its row', async () => {
    const check = (fieldVal: string, dataId?: string) =>
      s.call('GET', '/sys/duplicate/check', {
        token: reader.token,
        headers: tenant('1'),
        query: { tableName: 'sys_position', fieldName: 'code', fieldVal, ...(dataId ? { dataId } : {}) },
      });
    const taken = await check('ten2_pos');
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // excluding the other tenant's row by id must not turn the answer: that would confirm which row holds the value
    expect((await check('ten2_pos', ids['2'])).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await check('ten1_pos', ids['1'])).body.success).toBe(true); // editing one's own row
    expect((await check('ten_free')).body.success).toBe(true);
  });

  it("data logs show the versions of the current tenant's records only", async () => {
    const list = async (t: string) =>
      (
        await s.call('GET', '/sys/dataLog/list', { token: s.adminToken, headers: tenant(t), query: { dataTable: 'sys_position', pageSize: 100 } })
      ).body.result.records.map((r: any) => r.dataId);
    expect(await list('1')).toContain(ids['1']);
    expect(await list('1')).not.toContain(ids['2']);
    const versions = (t: string, dataId: string) =>
      s.call('GET', '/sys/dataLog/queryDataVerList', { token: s.adminToken, headers: tenant(t), query: { dataTable: 'sys_position', dataId } });
    expect((await versions('1', ids['2'])).status).toBe(404);
    expect((await versions('2', ids['2'])).body.result).toHaveLength(1);
    const v2 = (await versions('2', ids['2'])).body.result[0].id;
    expect(
      (await s.call('GET', '/sys/dataLog/queryCompareList', { token: s.adminToken, headers: tenant('1'), query: { dataId1: v2, dataId2: v2 } })).status,
    ).toBe(404);
  });
});
