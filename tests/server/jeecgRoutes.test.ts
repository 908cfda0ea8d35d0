import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** The routes JeecgBoot 2.4.6's console calls that ISPS lacked (issue 18), with the shapes its views read. */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const admin = (method: string, url: string, o: { body?: unknown; query?: Record<string, string | number> } = {}) =>
  s.call(method, url, { token: s.adminToken, ...o });

describe('roles and permissions', () => {
  it('role queryTreeList gives the whole permission tree and every id', async () => {
    const r = await admin('GET', '/sys/role/queryTreeList');
    expect(r.body.success).toBe(true);
    const { treeList, ids } = r.body.result;
    expect(ids.length).toBeGreaterThan(10);
    const keys: string[] = [];
    const walk = (ns: any[]) =>
      ns.forEach((n) => {
        keys.push(n.key);
        expect(typeof n.title).toBe('string');
        walk(n.children ?? []);
      });
    walk(treeList);
    expect(keys.sort()).toEqual([...ids].sort());
  });

  it('queryListAsync loads one level at a time', async () => {
    const roots = await admin('GET', '/sys/permission/queryListAsync');
    expect(roots.body.success).toBe(true);
    const branch = roots.body.result.find((n: any) => !n.isLeaf);
    const kids = await admin('GET', '/sys/permission/queryListAsync', { query: { pid: branch.key } });
    expect(kids.body.result.length).toBeGreaterThan(0);
    expect(kids.body.result.every((n: any) => n.parentId === branch.key)).toBe(true);
    const bad = await admin('GET', '/sys/permission/queryListAsync', { query: { pid: "x' or 1=1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0].field).toBe('pid');
  });

  it('loadAllRoleIds lists every role', async () => {
    const roles = await admin('GET', '/sys/role/queryall');
    const r = await admin('GET', '/sys/permission/loadAllRoleIds');
    expect(r.body.result.sort()).toEqual(roles.body.result.map((x: any) => x.id).sort());
  });
});

describe('dictionaries', () => {
  it('treeList, dictItemCheck, and the recycle bin: deleteList, back, deletePhysic', async () => {
    const add = await admin('POST', '/sys/dict/add', { body: { dictName: '回收测试', dictCode: 'recycle_me' } });
    const id = add.body.result.id;
    const item = await admin('POST', '/sys/dictItem/add', { body: { dictId: id, itemText: '甲', itemValue: 'a' } });
    expect(item.body.success).toBe(true);
    const tree = await admin('GET', '/sys/dict/treeList', { query: { dictName: '回收' } });
    expect(tree.body.result).toEqual([expect.objectContaining({ id, key: id, title: '回收测试', dictCode: 'recycle_me' })]);

    const taken = await admin('GET', '/sys/dictItem/dictItemCheck', { query: { dictId: id, itemValue: 'a' } });
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const self = await admin('GET', '/sys/dictItem/dictItemCheck', { query: { dictId: id, itemValue: 'a', id: item.body.result.id } });
    expect(self.body).toMatchObject({ success: true, message: '该值可用！' });
    const noValue = await admin('GET', '/sys/dictItem/dictItemCheck', { query: { dictId: id } });
    expect(noValue.status).toBe(400);
    expect(noValue.body.result.errors[0].field).toBe('itemValue');

    await admin('DELETE', '/sys/dict/delete', { query: { id } });
    expect((await admin('GET', '/sys/dict/deleteList')).body.result.map((d: any) => d.id)).toContain(id);
    const back = await admin('PUT', `/sys/dict/back/${id}`);
    expect(back.body.success).toBe(true);
    expect((await admin('GET', '/sys/dict/getDictItems/recycle_me')).body.result.map((i: any) => i.value)).toEqual(['a']);
    // only a deleted dictionary can be purged
    expect((await admin('DELETE', `/sys/dict/deletePhysic/${id}`)).status).toBe(404);
    await admin('DELETE', '/sys/dict/delete', { query: { id } });
    expect((await admin('DELETE', `/sys/dict/deletePhysic/${id}`)).body.success).toBe(true);
    expect(await s.ctx.db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', id).execute()).toEqual([]);
    expect((await admin('GET', '/sys/dict/deleteList')).body.result.map((d: any) => d.id)).not.toContain(id);
  });
});

describe('dictionary search (JSearchSelectTag)', () => {
  it('loadDict/{code} finds items by text in plain and table dictionaries; an operator may not read users through it', async () => {
    const sex = await admin('GET', '/sys/dict/loadDict/sex', { query: { keyword: '女' } });
    expect(sex.body.result).toEqual([expect.objectContaining({ value: '2', text: '女' })]);
    const users = await admin('GET', `/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}`, { query: { keyword: '', pageSize: 1 } });
    expect(users.body.result).toHaveLength(1);
    expect(users.body.result[0]).toHaveProperty('value');
    expect((await admin('GET', '/sys/dict/loadDict/no_such_dict', { query: { keyword: 'x' } })).status).toBe(400);
    expect((await admin('GET', '/sys/dict/loadDict/constructor', { query: { keyword: 'x' } })).status).toBe(400);
    const nobody = await s.userWithRoles('dict_search_none', []);
    expect(
      (await s.call('GET', `/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}`, { token: nobody.token, query: { keyword: 'a' } })).status,
    ).toBe(403);
  });
});

describe('categories', () => {
  it('checkCode wants the parent code as prefix; getChildListBatch pages children of several nodes', async () => {
    const a = (await admin('POST', '/sys/category/add', { body: { name: '根一', pid: '0' } })).body.result;
    const b = (await admin('POST', '/sys/category/add', { body: { name: '根二', pid: '0' } })).body.result;
    const a1 = (await admin('POST', '/sys/category/add', { body: { name: '子一', pid: a.id } })).body.result;
    const b1 = (await admin('POST', '/sys/category/add', { body: { name: '子二', pid: b.id } })).body.result;
    expect((await admin('GET', '/sys/category/checkCode', { query: { pid: a.id, code: `${a.code}X` } })).body.success).toBe(true);
    const wrong = await admin('GET', '/sys/category/checkCode', { query: { pid: a.id, code: 'Z99' } });
    expect(wrong.body).toMatchObject({ success: false, message: `编码不符合规范,须以"${a.code}"开头!` });
    expect((await admin('GET', '/sys/category/checkCode', { query: { pid: a.id } })).body.message).toBe('错误,类型编码为空!');
    const batch = await admin('GET', '/sys/category/getChildListBatch', { query: { parentIds: `${a.id},${b.id}` } });
    expect(batch.body.result.records.map((r: any) => r.id).sort()).toEqual([a1.id, b1.id].sort());
    expect(batch.body.result.total).toBe(2);
  });
});

describe('departments', () => {
  it('queryDepartTreeSync loads a level at a time; queryParentName names the parent', async () => {
    const roots = await admin('GET', '/sys/sysDepart/queryDepartTreeSync');
    const root = roots.body.result[0];
    expect(root).toMatchObject({ key: root.id, title: root.departName });
    const child = (await admin('POST', '/sys/sysDepart/add', { body: { departName: '懒加载子部门', parentId: root.id } })).body.result;
    const kids = await admin('GET', '/sys/sysDepart/queryDepartTreeSync', { query: { pid: root.id } });
    expect(kids.body.result.map((n: any) => n.id)).toContain(child.id);
    expect(kids.body.result.find((n: any) => n.id === child.id).isLeaf).toBe(true);
    expect((await admin('GET', '/sys/sysDepart/queryDepartTreeSync')).body.result[0].isLeaf).toBe(false);
    expect((await admin('GET', '/sys/sysDepart/queryParentName', { query: { departId: child.id } })).body.result).toBe(root.departName);
    expect((await admin('GET', '/sys/sysDepart/queryParentName', { query: { departId: 'nope' } })).status).toBe(404);
  });

  it('department and department-role data rules: {datarule, drChecked}, saved only within what is granted', async () => {
    const menu = (await admin('GET', '/sys/permission/list')).body.result[0];
    const rule = await admin('POST', '/sys/permission/addPermissionRule', {
      body: { permissionId: menu.id, ruleName: '本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' },
    });
    expect(rule.body.success).toBe(true);
    const ruleId = rule.body.result.id;
    const depart = (await admin('GET', '/sys/sysDepart/queryDepartTreeSync')).body.result[0];
    // before the department holds the page, saving its rules is refused
    const early = await admin('POST', '/sys/sysDepartPermission/datarule', { body: { permissionId: menu.id, departId: depart.id, dataRuleIds: ruleId } });
    expect(early.body).toMatchObject({ success: false, message: '请先保存部门菜单权限!' });
    await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: depart.id, permissionIds: menu.id, lastpermissionIds: '' } });
    expect(
      (await admin('POST', '/sys/sysDepartPermission/datarule', { body: { permissionId: menu.id, departId: depart.id, dataRuleIds: ruleId } })).body.success,
    ).toBe(true);
    const got = await admin('GET', `/sys/sysDepartPermission/datarule/${menu.id}/${depart.id}`);
    expect(got.body.result).toMatchObject({ drChecked: ruleId, datarule: [expect.objectContaining({ id: ruleId })] });

    const drole = (await admin('POST', '/sys/sysDepartRole/add', { body: { roleName: '部门角色甲', roleCode: 'drole_a', departId: depart.id } })).body.result;
    await admin('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { body: { roleId: drole.id, permissionIds: menu.id, lastpermissionIds: '' } });
    const other = await admin('POST', '/sys/permission/addPermissionRule', {
      body: { permissionId: menu.id, ruleName: '其它', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: 'x', status: '1' },
    });
    // a department role chooses among its department's rules only
    const beyond = await admin('POST', '/sys/sysDepartRole/datarule', { body: { permissionId: menu.id, roleId: drole.id, dataRuleIds: other.body.result.id } });
    expect(beyond.status).toBe(400);
    expect(beyond.body.result.field).toBe('dataRuleIds');
    expect((await admin('POST', '/sys/sysDepartRole/datarule', { body: { permissionId: menu.id, roleId: drole.id, dataRuleIds: ruleId } })).body.success).toBe(
      true,
    );
    const roleRules = await admin('GET', `/sys/sysDepartRole/datarule/${menu.id}/${depart.id}/${drole.id}`);
    expect(roleRules.body.result.drChecked).toBe(ruleId);
    expect(roleRules.body.result.datarule.map((r: any) => r.id)).toEqual([ruleId]);
  });

  it("a department role's data rules limit the rows its holders see", async () => {
    const page = (await admin('GET', '/sys/permission/list')).body.result
      .flatMap((m: any) => [m, ...(m.children ?? [])])
      .find((m: any) => m.perms === 'position:list');
    const rule = (
      await admin('POST', '/sys/permission/addPermissionRule', {
        body: { permissionId: page.id, ruleName: '仅甲', ruleColumn: 'code', ruleConditions: '=', ruleValue: 'pos_mine', status: '1' },
      })
    ).body.result.id;
    await admin('POST', '/sys/position/add', { body: { code: 'pos_mine', name: '甲' } });
    await admin('POST', '/sys/position/add', { body: { code: 'pos_other', name: '乙' } });
    const depart = (await admin('GET', '/sys/sysDepart/queryDepartTreeSync')).body.result[0];
    await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: depart.id, permissionIds: page.id, lastpermissionIds: '' } });
    await admin('POST', '/sys/sysDepartPermission/datarule', { body: { permissionId: page.id, departId: depart.id, dataRuleIds: rule } });
    const drole = (await admin('POST', '/sys/sysDepartRole/add', { body: { roleName: '职务查看', roleCode: 'drole_pos', departId: depart.id } })).body.result;
    await admin('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { body: { roleId: drole.id, permissionIds: page.id, lastpermissionIds: '' } });
    const u = await s.userWithRoles('drole_holder', []);
    await admin('POST', '/sys/sysDepartRole/deptRoleUserAdd', { body: { userId: u.id, newRoleId: drole.id, oldRoleId: '' } });
    const codes = async () =>
      (await s.call('GET', '/sys/position/list', { token: u.token, query: { pageSize: 100 } })).body.result.records.map((r: any) => r.code);
    expect(await codes()).toEqual(expect.arrayContaining(['pos_mine', 'pos_other']));
    await admin('POST', '/sys/sysDepartRole/datarule', { body: { permissionId: page.id, roleId: drole.id, dataRuleIds: rule } });
    expect(await codes()).toEqual(['pos_mine']);
  });
});

describe('users, tenants, announcements', () => {
  it('generateUserId, queryByIds, queryUserNameList', async () => {
    const id = (await admin('GET', '/sys/user/generateUserId')).body.result;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const adminRow = (await admin('GET', '/sys/user/list', { query: { username: 'admin' } })).body.result.records[0];
    const users = await admin('GET', '/sys/user/queryByIds', { query: { userIds: `${adminRow.id},nobody` } });
    expect(users.body.result).toEqual([expect.objectContaining({ id: adminRow.id, username: 'admin' })]);
    expect(users.body.result[0].password).toBeUndefined();
    const names = await admin('GET', '/sys/user/queryUserNameList', { query: { userIds: adminRow.id } });
    expect(names.body.result).toEqual([{ id: adminRow.id, username: 'admin', realname: adminRow.realname }]);
    expect((await admin('GET', '/sys/user/queryByIds')).status).toBe(400);
  });

  it('queryUserComponentData pages the users of a department and its sub-departments', async () => {
    const root = (await admin('GET', '/sys/sysDepart/queryDepartTreeSync')).body.result[0];
    const sub = (await admin('POST', '/sys/sysDepart/add', { body: { departName: '选人子部门', parentId: root.id } })).body.result;
    const u = await s.userWithRoles('picker_u', []);
    await admin('POST', '/sys/user/editSysDepartWithUser', { body: { depId: sub.id, userIdList: [u.id] } });
    const inRoot = await admin('GET', '/sys/user/queryUserComponentData', { query: { departId: root.id, username: 'picker', pageSize: 5 } });
    expect(inRoot.body.message).toBe('操作成功！');
    expect(inRoot.body.result).toMatchObject({ total: 1, records: [expect.objectContaining({ username: 'picker_u' })] });
    const elsewhere = await admin('GET', '/sys/user/queryUserComponentData', { query: { departId: sub.id, realname: 'nobody-like-this' } });
    expect(elsewhere.body.result.total).toBe(0);
    expect((await admin('GET', '/sys/user/queryUserComponentData', { query: { departId: "' or 1=1" } })).status).toBe(400);
  });

  it('tenant queryList lists active tenants only', async () => {
    const t = (await admin('POST', '/sys/tenant/add', { body: { name: '停用租户', status: 0 } })).body.result;
    const all = await admin('GET', '/sys/tenant/queryList');
    expect(all.body.result.length).toBeGreaterThan(0);
    expect(all.body.result.every((x: any) => x.status === 1)).toBe(true);
    expect(all.body.result.map((x: any) => x.id)).not.toContain(t.id);
    const first = all.body.result[0].id;
    expect((await admin('GET', '/sys/tenant/queryList', { query: { ids: String(first) } })).body.result.map((x: any) => x.id)).toEqual([first]);
  });

  it('annountCement show/{id}?token= is an HTML page for those who may read it', async () => {
    const a = (
      await admin('POST', '/sys/annountCement/add', {
        body: { titile: '停电<通知>', msgContent: '<p>明天检修</p><script>x()</script>', msgCategory: '1', msgType: 'ALL', priority: 'L' },
      })
    ).body.result;
    const res = await fetch(`${s.base}/sys/annountCement/show/${a.id}?token=${s.adminToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('停电&lt;通知&gt;');
    expect(html).toContain('<p>明天检修</p>');
    expect(html).not.toContain('<script>x()');
    expect((await fetch(`${s.base}/sys/annountCement/show/${a.id}`)).status).toBe(401);
    // a draft is not shown to someone who has not received it
    const op = await s.userWithRoles('show_op', []);
    expect((await fetch(`${s.base}/sys/annountCement/show/${a.id}?token=${op.token}`)).status).toBe(404);
  });
});

describe("what only JeecgBoot's Java world has: well-formed refusals", () => {
  it('thirdApp getEnabledType says both apps are off', async () => {
    expect((await admin('GET', '/sys/thirdApp/getEnabledType')).body).toMatchObject({ success: true, result: { wechatEnterprise: false, dingtalk: false } });
  });
  it('transitRESTful, gatewayRoute updateAll and clearRedis answer success:false with a reason', async () => {
    for (const [m, u] of [
      ['GET', '/sys/common/transitRESTful?url=http%3A%2F%2F127.0.0.1%3A1'],
      ['POST', '/sys/gatewayRoute/updateAll'],
      ['GET', '/sys/gatewayRoute/clearRedis'],
    ]) {
      const r = await admin(m, u, m === 'POST' ? { body: {} } : {});
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, code: 501 });
      expect(r.body.message).toMatch(/ISPS/);
    }
  });
});
