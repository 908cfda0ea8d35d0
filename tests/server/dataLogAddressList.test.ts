import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#shared/ids.js';
import { startServer, type TestServer } from './harness.js';
import { sheet, upload } from './xlsx.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const versions = (dataTable: string, dataId: string, token = s.adminToken) =>
  s.call('GET', '/sys/dataLog/queryDataVerList', { token, query: { dataTable, dataId } });

describe('data logs (/sys/dataLog)', () => {
  it('keeps a version on add and on each edit, and compares two versions field by field', async () => {
    const t = s.adminToken;
    const add = await s.call('POST', '/sys/position/add', { token: t, body: { code: 'dl_pos', name: '版本一', postRank: '2' } });
    const id = add.body.result.id;
    await s.call('PUT', '/sys/position/edit', { token: t, body: { id, name: '版本二', postRank: '4' } });
    const v = await versions('sys_position', id);
    expect(v.body.result.map((x: any) => [x.dataVersion, JSON.parse(x.dataContent).name])).toEqual([
      [1, '版本一'],
      [2, '版本二'],
    ]);

    const cmp = await s.call('GET', '/sys/dataLog/queryCompareList', { token: t, query: { dataId1: v.body.result[1].id, dataId2: v.body.result[0].id } });
    expect(cmp.body.result.map((x: any) => x.dataVersion)).toEqual([1, 2]);
    const diff = cmp.body.result[0].diff;
    const changed = diff.filter((d: any) => d.changed).map((d: any) => [d.field, d.title, d.value1, d.value2]);
    expect(changed).toEqual(
      expect.arrayContaining([
        ['name', '职务名称', '版本一', '版本二'],
        ['postRank', '职级', '2', '4'],
      ]),
    );
    expect(diff.find((d: any) => d.field === 'code')).toMatchObject({ changed: false, value1: 'dl_pos', value2: 'dl_pos' });

    const list = await s.call('GET', '/sys/dataLog/list', { token: t, query: { dataTable: 'sys_position', dataId: id, column: 'dataVersion', order: 'asc' } });
    expect(list.body.result.total).toBe(2);
  });

  it('keeps the state before the first edit of a record written before versions were kept', async () => {
    const id = newId();
    await s.ctx.db
      .insertInto('sys_position')
      .values({ id, code: 'dl_old', name: '旧数据', tenant_id: '0', create_by: 'x', create_time: '2026-01-01 00:00:00' })
      .execute();
    await s.call('PUT', '/sys/position/edit', { token: s.adminToken, body: { id, name: '旧数据改' } });
    const v = await versions('sys_position', id);
    expect(v.body.result.map((x: any) => JSON.parse(x.dataContent).name)).toEqual(['旧数据', '旧数据改']);
  });

  it('refuses to compare versions of different records, and unknown ids', async () => {
    const t = s.adminToken;
    const all = (await s.call('GET', '/sys/dataLog/list', { token: t, query: { pageSize: 100 } })).body.result.records;
    const a = all.find((x: any) => x.dataTable === 'sys_position');
    const b = all.find((x: any) => x.dataId !== a.dataId);
    expect((await s.call('GET', '/sys/dataLog/queryCompareList', { token: t, query: { dataId1: a.id, dataId2: b.id } })).status).toBe(400);
    expect((await s.call('GET', '/sys/dataLog/queryCompareList', { token: t, query: { dataId1: a.id, dataId2: 'nope' } })).status).toBe(404);
    expect((await versions('sys_position', 'nope')).status).toBe(404);
  });

  it('versions are written only by the system: add, edit and import are refused', async () => {
    const t = s.adminToken;
    expect((await s.call('POST', '/sys/dataLog/add', { token: t, body: { dataTable: 'x', dataId: 'y' } })).status).toBe(405);
    expect((await s.call('PUT', '/sys/dataLog/edit', { token: t, body: { id: 'x' } })).status).toBe(405);
    const imp = await upload(
      s,
      '/sys/dataLog/importExcel',
      await sheet([
        ['dataTable', 'dataId'],
        ['x', 'y'],
      ]),
    );
    expect(imp.status).toBe(405);
    expect(imp.body.message).toMatch(/系统/);
    const exp = await fetch(`${s.base}/sys/dataLog/exportXls`, { headers: { 'X-Access-Token': t } });
    expect(exp.status).toBe(200);
  });

  it('shows a caller only the versions of entities they may read', async () => {
    const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: '数据审计', roleCode: 'dl_auditor' } });
    const page = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'dataLog:list').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('sys_role_permission').values({ id: newId(), role_id: role.body.result.id, permission_id: page.id }).execute();
    const auditor = await s.userWithRoles('dl_auditor_u', ['dl_auditor']);
    const list = await s.call('GET', '/sys/dataLog/list', { token: auditor.token });
    expect(list.status).toBe(200);
    expect(list.body.result.records.filter((r: any) => r.dataTable === 'sys_position')).toEqual([]);
    const any = (await s.call('GET', '/sys/dataLog/list', { token: s.adminToken, query: { dataTable: 'sys_position' } })).body.result.records[0];
    expect((await versions('sys_position', any.dataId, auditor.token)).status).toBe(403);
  });
});

describe('address book (/sys/user/queryByOrgCodeForAddressList)', () => {
  it('lists the users of a department and its sub-departments, one record per user, filtered by name and work number', async () => {
    const t = s.adminToken;
    const deps = (await s.call('GET', '/sys/sysDepart/list', { token: t, query: { pageSize: 100 } })).body.result.records;
    const dep = Object.fromEntries(deps.map((d: any) => [d.orgCode, d.id]));
    const user = async (username: string, realname: string, workNo: string, departs: string[]) => {
      const r = await s.call('POST', '/sys/user/add', {
        token: t,
        body: {
          username,
          realname,
          workNo,
          password: 'Passw0rd!x',
          phone: `13800${workNo.slice(1)}00`,
          email: `${username}@isps.test`,
          post: 'engineer',
          selecteddeparts: departs.join(','),
        },
      });
      expect([r.body.success, r.body.message]).toEqual([true, r.body.message]);
    };
    await user('ab_zhang', '张工', 'W1011', [dep.A01A03, dep.A02A01]);
    await user('ab_li', '李工', 'W1022', [dep.A01A03A01]);
    await user('ab_wang', '王工', 'W2013', [dep.A02]);

    const q = (query: Record<string, string>, token = t) => s.call('GET', '/sys/user/queryByOrgCodeForAddressList', { token, query });
    const rd = await q({ orgCode: 'A01A03' });
    expect(rd.body.result.records.map((r: any) => [r.realname, r.departName])).toEqual([
      ['张工', '研发部'],
      ['李工', '算法组'],
    ]);
    const rec = rd.body.result.records[0];
    expect(rec).toMatchObject({
      userId: rec.id,
      workNo: 'W1011',
      post: 'engineer',
      post_dictText: '工程师',
      phone: '13800101100',
      email: 'ab_zhang@isps.test',
    });
    expect(rec).not.toHaveProperty('password');
    expect(rec).not.toHaveProperty('relTenantIds');

    const all = await q({ realname: '工' });
    expect(all.body.result.records.map((r: any) => r.realname)).toEqual(['张工', '李工', '王工']);
    // a user in two departments is one record naming both
    expect(all.body.result.records[0].departName).toBe('研发部 | 上海站');
    expect((await q({ orgCode: 'A02' })).body.result.records.map((r: any) => r.realname)).toEqual(['张工', '王工']);
    expect((await q({ orgCode: 'A02', realname: '张' })).body.result.records.map((r: any) => r.workNo)).toEqual(['W1011']);
    expect((await q({ workNo: 'W2' })).body.result.records.map((r: any) => r.realname)).toEqual(['王工']);
    expect((await q({ realname: '%' })).body.result.total).toBe(0);
    expect((await q({ orgCode: "A01' or '1'='1" })).status).toBe(400);
  });

  it('is readable with the address book permission (operators have it) and refused without', async () => {
    const op = await s.userWithRoles('ab_op', ['operator']);
    expect((await s.call('GET', '/sys/user/queryByOrgCodeForAddressList', { token: op.token })).status).toBe(200);
    expect((await s.call('GET', '/sys/sysDepart/queryTreeList', { token: op.token })).status).toBe(200);
    const none = await s.userWithRoles('ab_none', []);
    expect((await s.call('GET', '/sys/user/queryByOrgCodeForAddressList', { token: none.token })).status).toBe(403);
  });
});
