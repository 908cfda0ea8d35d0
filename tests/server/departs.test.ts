import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const id = () => randomBytes(16).toString('hex');
const tree = async (token = s.adminToken) => (await s.call('GET', '/sys/sysDepart/queryTreeList', { token })).body.result as any[];
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const byCode = async (code: string) => flat(await tree()).find((n) => n.orgCode === code);
const add = async (body: Record<string, unknown>) => {
  const r = await s.call('POST', '/sys/sysDepart/add', { token: s.adminToken, body });
  expect(r.body).toMatchObject({ success: true });
  return r.body.result;
};
const edit = (body: Record<string, unknown>) => s.call('PUT', '/sys/sysDepart/edit', { token: s.adminToken, body });

describe('org codes', () => {
  it('issues the next free code under a parent, a root and a new department', async () => {
    const a01 = await byCode('A01');
    const child = await add({ departName: '新部门', parentId: a01.id, orgCode: 'Z99', orgType: '9' });
    expect(child).toMatchObject({ orgCode: 'A01A04', orgType: '2', parentId: a01.id });
    const root = await add({ departName: '新公司' });
    expect(root).toMatchObject({ orgCode: 'A03', orgType: '1' });
    const grandchild = await add({ departName: '新小组', parentId: child.id });
    expect(grandchild).toMatchObject({ orgCode: 'A01A04A01', orgType: '3' });
  });

  it('never reissues the code of a deleted department', async () => {
    const parent = await byCode('A01A04');
    const del = await s.call('DELETE', '/sys/sysDepart/delete', { token: s.adminToken, query: { id: (await byCode('A01A04A01')).id } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await add({ departName: '另一小组', parentId: parent.id })).orgCode).toBe('A01A04A02');
  });

  it('refuses to move a department under itself or its own descendant, changing nothing', async () => {
    const a01 = await byCode('A01');
    for (const target of [await byCode('A01A03'), await byCode('A01A03A01')]) {
      const r = await edit({ id: a01.id, departName: a01.departName, parentId: target.id });
      expect(r.status).toBe(400);
      expect(r.body.result.field ?? r.body.result.errors?.[0]?.field).toBe('parentId');
    }
    expect((await edit({ id: a01.id, parentId: a01.id })).status).toBe(400);
    expect(await byCode('A01')).toMatchObject({ id: a01.id, parentId: null });
  });

  it('re-codes a moved subtree under its new parent, and users on those codes follow', async () => {
    const rd = await byCode('A01A03');
    const team = await byCode('A01A03A01');
    const a02 = await byCode('A02');
    const user = await s.userWithRoles('mover', []);
    await s.ctx.db.updateTable('sys_user').set({ org_code: 'A01A03A01' }).where('id', '=', user.id).execute();
    const r = await edit({ id: rd.id, parentId: a02.id });
    expect(r.body).toMatchObject({ success: true, result: { orgCode: 'A02A03', orgType: '2', parentId: a02.id } });
    expect(await byCode('A02A03A01')).toMatchObject({ id: team.id, orgType: '3' });
    const u = await s.ctx.db.selectFrom('sys_user').select('org_code').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(u.org_code).toBe('A02A03A01');
    // and to the top level
    const top = await edit({ id: rd.id, parentId: '' });
    expect(top.body.result).toMatchObject({ orgCode: 'A04', orgType: '1', parentId: null });
    expect(await byCode('A04A01')).toMatchObject({ id: team.id, orgType: '2' });
  });
});

describe('trees', () => {
  it('queryTreeList returns every department as SysDepartTreeModel, sorted by departOrder', async () => {
    const r = await s.call('GET', '/sys/sysDepart/queryTreeList', { token: s.adminToken });
    expect(r.body.success).toBe(true);
    const a01 = r.body.result.find((n: any) => n.orgCode === 'A01');
    expect(a01).toMatchObject({
      key: a01.id,
      value: a01.id,
      title: '同步测量实验室',
      isLeaf: false,
      departName: '同步测量实验室',
      departNameEn: 'Synchronized Measurement Laboratory',
      orgCategory: '1',
      orgType: '1',
      status: '1',
      createBy: 'system',
    });
    expect(Object.keys(a01)).toEqual(expect.arrayContaining(['departOrder', 'parentId', 'mobile', 'createTime', 'children']));
    expect(Object.keys(a01).some((k) => k.includes('_'))).toBe(false);
    const orders = a01.children.map((c: any) => c.departOrder);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
    const leaf = a01.children.find((c: any) => c.orgCode === 'A01A01');
    expect(leaf).toMatchObject({ isLeaf: true, children: null, parentId: a01.id });
  });

  it('queryIdTree carries only ids and names', async () => {
    const r = await s.call('GET', '/sys/sysDepart/queryIdTree', { token: s.adminToken });
    const a02 = (await byCode('A02')).id;
    const node = r.body.result.find((n: any) => n.key === a02);
    expect(Object.keys(node).sort()).toEqual(['children', 'isLeaf', 'key', 'title', 'value']);
    expect(node.children.map((c: any) => c.title)).toEqual(expect.arrayContaining(['上海站', '南京站']));
  });

  it('searchBy matches names with the keyword bound and escaped, as a flat list', async () => {
    const r = await s.call('GET', '/sys/sysDepart/searchBy', { token: s.adminToken, query: { keyWord: '数据' } });
    expect(r.body.success).toBe(true);
    expect(r.body.result).toHaveLength(1);
    expect(r.body.result[0]).toMatchObject({ departName: '数据中心', orgCode: 'A01A02', title: '数据中心', children: null });
    for (const keyWord of ['%', '_', "' or 1=1 --"]) {
      const none = await s.call('GET', '/sys/sysDepart/searchBy', { token: s.adminToken, query: { keyWord } });
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ success: false, code: 500, message: '未查询匹配数据！', result: [] });
    }
    const bad = await s.call('GET', '/sys/sysDepart/searchBy', { token: s.adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('keyWord 不能为空');
  });

  it('queryMyDeptTreeList gives the departments in charge as trees; admin gets all', async () => {
    const all = await s.call('GET', '/sys/sysDepart/queryMyDeptTreeList', { token: s.adminToken });
    expect(all.body.result.map((n: any) => n.id)).toEqual((await tree()).map((n) => n.id));
    const head = await s.userWithRoles('dept_head', ['operator']);
    const [a02, shanghai] = [await byCode('A02'), await byCode('A02A01')];
    const plain = await s.call('GET', '/sys/sysDepart/queryMyDeptTreeList', { token: head.token });
    expect(plain.body).toMatchObject({ success: true, result: [] });
    await s.ctx.db
      .updateTable('sys_user')
      .set({ user_identity: 2, depart_ids: `${shanghai.id},${a02.id}` })
      .where('id', '=', head.id)
      .execute();
    const mine = await s.call('GET', '/sys/sysDepart/queryMyDeptTreeList', { token: head.token });
    expect(mine.body.result.map((n: any) => n.orgCode)).toEqual(['A02']);
    expect(mine.body.result[0].children.map((n: any) => n.orgCode)).toContain('A02A01');
    // searching "my departments" stays inside them
    const everywhere = await s.call('GET', '/sys/sysDepart/searchBy', { token: head.token, query: { keyWord: '中心' } });
    expect(everywhere.body.result.map((n: any) => n.orgCode).sort()).toEqual(['A01A02', 'A02']);
    const inMine = await s.call('GET', '/sys/sysDepart/searchBy', { token: head.token, query: { keyWord: '中心', myDeptSearch: '1' } });
    expect(inMine.body.result.map((n: any) => n.orgCode)).toEqual(['A02']);
  });
});

describe('deleting a department', () => {
  it('removes its descendants and all their links', async () => {
    const parent = await add({ departName: '待删部门' });
    const child = await add({ departName: '待删子部门', parentId: parent.id });
    const keep = await byCode('A01');
    const user = await s.userWithRoles('leaving', []);
    const roleId = id();
    const perm = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'position:add').executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto('sys_user_depart')
      .values([
        { id: id(), user_id: user.id, dep_id: child.id },
        { id: id(), user_id: user.id, dep_id: keep.id },
      ])
      .execute();
    await s.ctx.db.insertInto('sys_depart_permission').values({ id: id(), depart_id: child.id, permission_id: perm.id }).execute();
    await s.ctx.db
      .insertInto('sys_depart_role')
      .values({ id: roleId, depart_id: child.id, role_name: 'r', role_code: `r${roleId.slice(0, 6)}` })
      .execute();
    await s.ctx.db.insertInto('sys_depart_role_user').values({ id: id(), user_id: user.id, drole_id: roleId }).execute();
    await s.ctx.db.insertInto('sys_depart_role_permission').values({ id: id(), role_id: roleId, depart_id: child.id, permission_id: perm.id }).execute();
    await s.ctx.db
      .updateTable('sys_user')
      .set({ depart_ids: `${parent.id},${keep.id},${child.id}` })
      .where('id', '=', user.id)
      .execute();

    const r = await s.call('DELETE', '/sys/sysDepart/delete', { token: s.adminToken, query: { id: parent.id } });
    expect(r.body).toMatchObject({ success: true, message: '删除成功!' });
    const left = flat(await tree()).map((n) => n.id);
    expect(left).not.toContain(parent.id);
    expect(left).not.toContain(child.id);
    const db = s.ctx.db;
    expect((await db.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', user.id).execute()).map((x) => x.dep_id)).toEqual([keep.id]);
    expect(await db.selectFrom('sys_depart_permission').selectAll().where('depart_id', '=', child.id).execute()).toEqual([]);
    expect(await db.selectFrom('sys_depart_role').selectAll().where('id', '=', roleId).execute()).toEqual([]);
    expect(await db.selectFrom('sys_depart_role_user').selectAll().where('drole_id', '=', roleId).execute()).toEqual([]);
    expect(await db.selectFrom('sys_depart_role_permission').selectAll().where('role_id', '=', roleId).execute()).toEqual([]);
    const u = await db.selectFrom('sys_user').select('depart_ids').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(u.depart_ids).toBe(keep.id);
  });
});
