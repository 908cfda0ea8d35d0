// Both databases: list answers (counts, dates, booleans) come through node-postgres's type parsing on a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let role: Record<string, string>; // role code → id
let dep: Record<string, string>; // org code → id
beforeAll(async () => {
  s = await startServer();
  const roles = await s.call('GET', '/sys/role/list', { token: s.adminToken, query: { pageSize: 100 } });
  role = Object.fromEntries(roles.body.result.records.map((r: any) => [r.roleCode, r.id]));
  const deps = await s.ctx.db.selectFrom('sys_depart').select(['id', 'org_code']).execute();
  dep = Object.fromEntries(deps.map((d) => [d.org_code, d.id]));
});
afterAll(async () => {
  await s?.close();
});

const admin = (method: string, url: string, o: { body?: unknown; query?: Record<string, string | number> } = {}) =>
  s.call(method, url, { token: s.adminToken, ...o });

async function addUser(username: string, extra: Record<string, unknown> = {}) {
  const r = await admin('POST', '/sys/user/add', { body: { username, realname: username, password: 'Passw0rd!x', ...extra } });
  expect(r.body.message).toBe('添加成功！');
  return r.body.result.id as string;
}
const userCount = async (username: string) => (await s.ctx.db.selectFrom('sys_user').select('id').where('username', '=', username).execute()).length;

describe('user add / edit with roles and departments', () => {
  it('stores selectedroles and selecteddeparts, readable through queryUserRole, userDepartList and list orgCodeTxt', async () => {
    const id = await addUser('u_rel', { selectedroles: `${role.operator},${role.admin}`, selecteddeparts: dep.A01A01 });
    const roles = await admin('GET', '/sys/user/queryUserRole', { query: { userid: id } });
    expect(roles.body.result.sort()).toEqual([role.operator, role.admin].sort());
    const deps = await admin('GET', '/sys/user/userDepartList', { query: { userId: id } });
    expect(deps.body.result).toEqual([{ key: dep.A01A01, value: dep.A01A01, title: '测试校准平台' }]);
    const list = await admin('GET', '/sys/user/list', { query: { username: 'u_rel' } });
    expect(list.body.result.records[0]).toMatchObject({ orgCodeTxt: '测试校准平台', orgCode: 'A01A01', status: 1 });
    expect(list.body.result.records[0]).not.toHaveProperty('password');
  });

  it('edit replaces the sets only when they are in the body, and cannot change status', async () => {
    const id = await addUser('u_edit', { selectedroles: role.operator, selecteddeparts: dep.A01 });
    let r = await admin('PUT', '/sys/user/edit', { body: { id, realname: 'changed', status: 2 } });
    expect(r.body.success).toBe(true);
    expect(r.body.result.status).toBe(1);
    expect((await admin('GET', '/sys/user/queryUserRole', { query: { userid: id } })).body.result).toEqual([role.operator]);
    r = await admin('PUT', '/sys/user/edit', { body: { id, selectedroles: '', selecteddeparts: `${dep.A02},${dep.A02A01}` } });
    expect(r.body.success).toBe(true);
    expect((await admin('GET', '/sys/user/queryUserRole', { query: { userid: id } })).body.result).toEqual([]);
    const deps = await admin('GET', '/sys/user/userDepartList', { query: { userId: id } });
    expect(deps.body.result.map((d: any) => d.key)).toEqual([dep.A02, dep.A02A01]);
    expect(r.body.result.orgCode).toBe('A02'); // the old current department is no longer theirs
  });

  it('refuses a missing password with 400 naming the field, writing nothing', async () => {
    const r = await admin('POST', '/sys/user/add', { body: { username: 'u_nopw', realname: 'x', selectedroles: role.operator } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, result: { errors: [expect.objectContaining({ field: 'password' })] } });
    expect(r.body.message).toContain('password');
    expect(await userCount('u_nopw')).toBe(0);
  });

  it('refuses unknown or malformed role / department ids with 400, writing nothing', async () => {
    for (const [field, value] of [
      ['selectedroles', 'nope'],
      ['selecteddeparts', 'nope'],
      ['selectedroles', "x' or '1'='1"],
      ['selecteddeparts', 42],
    ] as const) {
      const r = await admin('POST', '/sys/user/add', { body: { username: 'u_bad', realname: 'x', password: 'Passw0rd!x', [field]: value } });
      expect(r.status).toBe(400);
      expect(r.body.result.field ?? r.body.result.errors[0].field).toBe(field);
    }
    expect(await userCount('u_bad')).toBe(0);
    const rows = await s.ctx.db.selectFrom('sys_user_role').select('id').where('role_id', '=', 'nope').execute();
    expect(rows).toEqual([]);
  });
});

describe('freezing', () => {
  it('frozen users cannot log in and their tokens stop working; unfreezing restores login', async () => {
    const u = await s.userWithRoles('u_frozen', ['operator']);
    expect((await s.call('GET', '/sys/user/list', { token: u.token })).status).toBe(200);
    const r = await admin('PUT', '/sys/user/frozenBatch', { body: { ids: u.id, status: '2' } });
    expect(r.body).toMatchObject({ success: true, message: '操作成功!' });
    expect((await s.call('GET', '/sys/user/list', { token: u.token })).status).toBe(401);
    const login = await s.call('POST', '/sys/login', { body: { username: 'u_frozen', password: 'Passw0rd!x' } });
    expect(login.body).toMatchObject({ success: false, message: '该用户已冻结' });
    await admin('PUT', '/sys/user/frozenBatch', { body: { ids: u.id, status: 1 } });
    expect(await s.login('u_frozen', 'Passw0rd!x')).toMatch(/^ey/);
  });

  it('refuses freezing yourself and a bad status', async () => {
    const me = (await admin('GET', '/sys/user/list', { query: { username: 'admin' } })).body.result.records[0].id;
    const self = await admin('PUT', '/sys/user/frozenBatch', { body: { ids: me, status: '2' } });
    expect(self.status).toBe(400);
    const bad = await admin('PUT', '/sys/user/frozenBatch', { body: { ids: me, status: '9' } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0].field).toBe('status');
    expect((await admin('GET', '/sys/user/list')).status).toBe(200);
  });
});

describe('changePassword', () => {
  it('validates like the schema, revokes the old tokens, and the new password logs in', async () => {
    const u = await s.userWithRoles('u_pw', ['operator']);
    const weak = await admin('PUT', '/sys/user/changePassword', { body: { username: 'u_pw', password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.result.errors[0].field).toBe('password');
    const unknown = await admin('PUT', '/sys/user/changePassword', { body: { username: 'nobody', password: 'NewPassw0rd' } });
    expect(unknown.status).toBe(400);
    const r = await admin('PUT', '/sys/user/changePassword', { body: { username: 'u_pw', password: 'NewPassw0rd' } });
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await s.call('GET', '/sys/user/list', { token: u.token })).status).toBe(401);
    const fresh = await s.login('u_pw', 'NewPassw0rd');
    expect((await s.call('GET', '/sys/user/list', { token: fresh })).status).toBe(200);
    const old = await s.call('POST', '/sys/login', { body: { username: 'u_pw', password: 'Passw0rd!x' } });
    expect(old.body.success).toBe(false);
  });
});

describe('checkOnlyUser', () => {
  it('answers success false 用户账号已存在 for a taken value, true for a free one', async () => {
    const taken = await admin('GET', '/sys/user/checkOnlyUser', { query: { username: 'admin' } });
    expect(taken.body).toMatchObject({ success: false, message: '用户账号已存在', result: true });
    const free = await admin('GET', '/sys/user/checkOnlyUser', { query: { username: 'nobody_here' } });
    expect(free.body).toMatchObject({ success: true, result: true });
    const work = await admin('GET', '/sys/user/checkOnlyUser', { query: { workNo: '00001' } });
    expect(work.body.success).toBe(false);
    const none = await admin('GET', '/sys/user/checkOnlyUser', { query: { realname: 'x', 'username; drop table sys_user': 'x' } });
    expect(none.status).toBe(400);
    expect((await s.call('GET', '/sys/user/checkOnlyUser', { query: { username: 'admin' } })).status).toBe(401);
  });
});

describe('department members', () => {
  it('adds users to a department, lists them (with sub-departments), removes them', async () => {
    const a = await addUser('u_dep_a');
    const b = await addUser('u_dep_b');
    const add = await admin('POST', '/sys/user/editSysDepartWithUser', { body: { depId: dep.A02A02, userIdList: [a, b] } });
    expect(add.body).toMatchObject({ success: true, message: '添加成功!' });
    const byDep = await admin('GET', '/sys/user/queryUserByDepId', { query: { id: dep.A02A02 } });
    expect(byDep.body.result.map((u: any) => u.username)).toEqual(['u_dep_a', 'u_dep_b']);
    const parent = await admin('GET', '/sys/user/departUserList', { query: { depId: dep.A02, username: 'dep_', pageSize: 1 } });
    expect(parent.body.result).toMatchObject({ total: 2, size: 1, pages: 2 });
    expect(parent.body.result.records[0].orgCodeTxt).toBe('南京站');
    const del = await admin('DELETE', '/sys/user/deleteUserInDepart', { query: { depId: dep.A02A02, userId: `${a},${b}` } });
    expect(del.body.message).toBe('删除成功!');
    expect((await admin('GET', '/sys/user/queryUserByDepId', { query: { id: dep.A02A02 } })).body.result).toEqual([]);
    const again = await admin('DELETE', '/sys/user/deleteUserInDepart', { query: { depId: dep.A02A02, userId: a } });
    expect(again.status).toBe(400);
  });

  it('refuses unknown departments and users', async () => {
    const r = await admin('POST', '/sys/user/editSysDepartWithUser', { body: { depId: 'nope', userIdList: ['x'] } });
    expect(r.status).toBe(400);
    expect(r.body.result.field).toBe('depId');
    const u = await admin('POST', '/sys/user/editSysDepartWithUser', { body: { depId: dep.A01, userIdList: ['nope'] } });
    expect(u.body.result.field).toBe('userIdList');
    const missing = await admin('POST', '/sys/user/editSysDepartWithUser', { body: { depId: dep.A01 } });
    expect(missing.status).toBe(400);
  });
});

describe('delete and recycle bin', () => {
  it('keeps relations on soft delete and removes them on purge', async () => {
    const id = await addUser('u_purge', { selectedroles: role.operator, selecteddeparts: dep.A01 });
    const links = () =>
      Promise.all(
        ['sys_user_role', 'sys_user_depart'].map(async (t) => (await s.ctx.db.selectFrom(t).select('id').where('user_id', '=', id).execute()).length),
      );
    expect((await admin('DELETE', '/sys/user/delete', { query: { id } })).body.success).toBe(true);
    expect(await links()).toEqual([1, 1]);
    expect((await admin('DELETE', '/sys/user/deleteRecycleBin', { query: { ids: id } })).body.success).toBe(true);
    expect(await links()).toEqual([0, 0]);
  });

  it('refuses deleting yourself', async () => {
    const me = (await admin('GET', '/sys/user/list', { query: { username: 'admin' } })).body.result.records[0].id;
    expect((await admin('DELETE', '/sys/user/delete', { query: { id: me } })).status).toBe(400);
  });
});

describe('permissions', () => {
  it('a read-only operator gets 403 on every user write route', async () => {
    const op = await s.userWithRoles('u_operator', ['operator']);
    const calls: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
      ['POST', '/sys/user/add', { body: { username: 'x_op', realname: 'x', password: 'Passw0rd!x' } }],
      ['PUT', '/sys/user/edit', { body: { id: op.id, realname: 'x' } }],
      ['DELETE', '/sys/user/delete', { query: { id: op.id } }],
      ['DELETE', '/sys/user/deleteBatch', { query: { ids: op.id } }],
      ['PUT', '/sys/user/frozenBatch', { body: { ids: op.id, status: '2' } }],
      ['PUT', '/sys/user/changePassword', { body: { username: 'admin', password: 'Hijack3d!!' } }],
      ['POST', '/sys/user/editSysDepartWithUser', { body: { depId: dep.A01, userIdList: [op.id] } }],
      ['DELETE', '/sys/user/deleteUserInDepart', { query: { depId: dep.A01, userId: op.id } }],
      ['DELETE', '/sys/user/deleteUserInDepartBatch', { query: { depId: dep.A01, userIds: op.id } }],
      ['POST', '/sys/user/addSysUserRole', { body: { roleId: role.admin, userIdList: [op.id] } }],
      ['DELETE', '/sys/user/deleteUserRole', { query: { roleId: role.operator, userId: op.id } }],
      ['DELETE', '/sys/user/deleteUserRoleBatch', { query: { roleId: role.operator, userIds: op.id } }],
      ['PUT', '/sys/user/putRecycleBin', { body: { ids: op.id } }],
      ['DELETE', '/sys/user/deleteRecycleBin', { query: { ids: op.id } }],
    ];
    for (const [method, url, o] of calls) {
      const r = await s.call(method, url, { token: op.token, ...o });
      expect([url, r.status]).toEqual([url, 403]);
    }
    expect(await userCount('x_op')).toBe(0);
    expect((await admin('GET', '/sys/user/queryUserRole', { query: { userid: op.id } })).body.result).toEqual([role.operator]);
  });

  it('a user manager without the admin role cannot grant it or touch admin accounts', async () => {
    // a role holding the user-management buttons, but not admin
    const perms = await s.ctx.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', 'in', ['user:list', 'user:add', 'user:edit', 'user:password', 'user:frozen', 'role:user'])
      .execute();
    const r = await admin('POST', '/sys/role/add', { body: { roleName: '用户管理员', roleCode: 'user_manager' } });
    await admin('POST', '/sys/permission/saveRolePermission', {
      body: { roleId: r.body.result.id, permissionIds: perms.map((p) => p.id).join(','), lastpermissionIds: '' },
    });
    const m = await s.userWithRoles('u_manager', ['user_manager']);
    const call = (method: string, url: string, o: { body?: unknown; query?: Record<string, string> }) => s.call(method, url, { token: m.token, ...o });
    const me = (await admin('GET', '/sys/user/list', { query: { username: 'admin' } })).body.result.records[0].id;

    expect(
      (await call('POST', '/sys/user/add', { body: { username: 'u_esc', realname: 'x', password: 'Passw0rd!x', selectedroles: role.admin } })).status,
    ).toBe(403);
    expect(await userCount('u_esc')).toBe(0);
    expect((await call('PUT', '/sys/user/edit', { body: { id: m.id, selectedroles: `${role.admin},${r.body.result.id}` } })).status).toBe(403);
    expect((await call('POST', '/sys/user/addSysUserRole', { body: { roleId: role.admin, userIdList: [m.id] } })).status).toBe(403);
    expect((await call('PUT', '/sys/user/changePassword', { body: { username: 'admin', password: 'Hijack3d!!' } })).status).toBe(403);
    expect((await call('PUT', '/sys/user/frozenBatch', { body: { ids: me, status: '2' } })).status).toBe(403);
    // ordinary accounts and roles are fine
    const ok = await call('POST', '/sys/user/add', { body: { username: 'u_ok', realname: 'x', password: 'Passw0rd!x', selectedroles: role.operator } });
    expect(ok.body.success).toBe(true);
  });
});
