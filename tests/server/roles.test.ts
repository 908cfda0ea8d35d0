import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let role: Record<string, string>; // role code → id
beforeAll(async () => {
  s = await startServer();
  const roles = await s.call('GET', '/sys/role/list', { token: s.adminToken, query: { pageSize: 100 } });
  role = Object.fromEntries(roles.body.result.records.map((r: any) => [r.roleCode, r.id]));
});
afterAll(async () => {
  await s?.close();
});

const admin = (method: string, url: string, o: { body?: unknown; query?: Record<string, string | number> } = {}) =>
  s.call(method, url, { token: s.adminToken, ...o });

async function addRole(roleCode: string) {
  const r = await admin('POST', '/sys/role/add', { body: { roleName: roleCode, roleCode } });
  expect(r.body.success).toBe(true);
  return r.body.result.id as string;
}
const rowsOf = async (table: string, col: string, id: string) => (await s.ctx.db.selectFrom(table).select('id').where(col, '=', id).execute()).length;

describe('queryall and checkRoleCode', () => {
  it('lists every role', async () => {
    const r = await admin('GET', '/sys/role/queryall');
    expect(r.body.success).toBe(true);
    expect(r.body.result.map((x: any) => x.roleCode)).toEqual(expect.arrayContaining(['admin', 'operator']));
  });

  it('says whether a role code is taken by another role', async () => {
    const taken = await admin('GET', '/sys/role/checkRoleCode', { query: { roleCode: 'admin' } });
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' });
    const own = await admin('GET', '/sys/role/checkRoleCode', { query: { roleCode: 'admin', id: role.admin } });
    expect(own.body.success).toBe(true);
    const free = await admin('GET', '/sys/role/checkRoleCode', { query: { roleCode: 'brand_new' } });
    expect(free.body).toMatchObject({ success: true, result: true });
    const missing = await admin('GET', '/sys/role/checkRoleCode');
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors[0].field).toBe('roleCode');
  });
});

describe('admin role protection', () => {
  it('cannot be deleted, alone or in a batch, nor have its code changed', async () => {
    const other = await addRole('deletable_with_admin');
    for (const [url, query] of [
      ['/sys/role/delete', { id: role.admin }],
      ['/sys/role/deleteBatch', { ids: `${other},${role.admin}` }],
    ] as const) {
      const r = await admin('DELETE', url, { query });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('不能删除管理员角色');
    }
    expect(await rowsOf('sys_role', 'id', role.admin)).toBe(1);
    expect(await rowsOf('sys_role', 'id', other)).toBe(1); // the batch wrote nothing
    const edit = await admin('PUT', '/sys/role/edit', { body: { id: role.admin, roleCode: 'boss' } });
    expect(edit.status).toBe(400);
    expect(edit.body.result.field).toBe('roleCode');
    expect((await admin('PUT', '/sys/role/edit', { body: { id: role.admin, description: '全部权限！' } })).body.success).toBe(true);
    expect((await admin('GET', '/sys/user/list')).status).toBe(200); // admin still admin
  });
});

describe('role users', () => {
  it('adds users to a role, lists them paged, removes them (comma-joined)', async () => {
    const rid = await addRole('shift_lead');
    const a = await s.userWithRoles('r_user_a', []);
    const b = await s.userWithRoles('r_user_b', []);
    const add = await admin('POST', '/sys/user/addSysUserRole', { body: { roleId: rid, userIdList: [a.id, b.id] } });
    expect(add.body).toMatchObject({ success: true, message: '添加成功!' });
    const again = await admin('POST', '/sys/user/addSysUserRole', { body: { roleId: rid, userIdList: [a.id] } });
    expect(again.body.success).toBe(true); // already there: kept, not duplicated
    let list = await admin('GET', '/sys/user/userRoleList', { query: { roleId: rid, pageSize: 1 } });
    expect(list.body.result).toMatchObject({ total: 2, size: 1, pages: 2 });
    list = await admin('GET', '/sys/user/userRoleList', { query: { roleId: rid, username: 'user_b' } });
    expect(list.body.result.records.map((u: any) => u.username)).toEqual(['r_user_b']);
    // a member row is the user list's row, every key of it (the console's members dialog shows and removes by it)
    const listed = await admin('GET', '/sys/user/list', { query: { username: 'r_user_b' } });
    expect(listed.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toEqual(listed.body.result.records[0]);
    const del = await admin('DELETE', '/sys/user/deleteUserRole', { query: { roleId: rid, userId: `${a.id},${b.id}` } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await admin('GET', '/sys/user/userRoleList', { query: { roleId: rid } })).body.result.total).toBe(0);
  });

  it('refuses unknown roles and users with 400 naming the field', async () => {
    const a = await s.userWithRoles('r_user_c', []);
    const badRole = await admin('POST', '/sys/user/addSysUserRole', { body: { roleId: 'nope', userIdList: [a.id] } });
    expect([badRole.status, badRole.body.result.field]).toEqual([400, 'roleId']);
    const badUser = await admin('POST', '/sys/user/addSysUserRole', { body: { roleId: role.operator, userIdList: [a.id, 'nope'] } });
    expect([badUser.status, badUser.body.result.field]).toEqual([400, 'userIdList']);
    expect(await rowsOf('sys_user_role', 'user_id', a.id)).toBe(0);
    const noUsers = await admin('DELETE', '/sys/user/deleteUserRoleBatch', { query: { roleId: role.operator } });
    expect(noUsers.status).toBe(400);
  });

  it("a role's grants and memberships go with it, and its holders lose the permissions at once", async () => {
    const rid = await addRole('temp_writer');
    const perm = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'role:add').executeTakeFirstOrThrow();
    await admin('POST', '/sys/permission/saveRolePermission', { body: { roleId: rid, permissionIds: perm.id, lastpermissionIds: '' } });
    const u = await s.userWithRoles('r_writer', ['temp_writer']);
    const body = { roleName: 'x', roleCode: 'made_by_writer' };
    expect((await s.call('POST', '/sys/role/add', { token: u.token, body })).body.success).toBe(true);
    expect((await admin('DELETE', '/sys/role/delete', { query: { id: rid } })).body.success).toBe(true);
    expect(await rowsOf('sys_role_permission', 'role_id', rid)).toBe(0);
    expect(await rowsOf('sys_user_role', 'role_id', rid)).toBe(0);
    expect((await s.call('POST', '/sys/role/add', { token: u.token, body: { ...body, roleCode: 'again' } })).status).toBe(403);
  });
});

describe('permissions', () => {
  it('a read-only operator gets 403 on every role write route', async () => {
    const op = await s.userWithRoles('r_operator', ['operator']);
    const calls: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
      ['POST', '/sys/role/add', { body: { roleName: 'x', roleCode: 'by_operator' } }],
      ['PUT', '/sys/role/edit', { body: { id: role.operator, roleName: 'x' } }],
      ['DELETE', '/sys/role/delete', { query: { id: role.operator } }],
      ['DELETE', '/sys/role/deleteBatch', { query: { ids: role.operator } }],
      ['POST', '/sys/user/addSysUserRole', { body: { roleId: role.admin, userIdList: [op.id] } }],
      ['DELETE', '/sys/user/deleteUserRole', { query: { roleId: role.operator, userId: op.id } }],
    ];
    for (const [method, url, o] of calls) {
      const r = await s.call(method, url, { token: op.token, ...o });
      expect([url, r.status]).toEqual([url, 403]);
    }
    expect(await rowsOf('sys_role', 'role_code', 'by_operator')).toBe(0);
    // reads are open to the operator's pages
    expect((await s.call('GET', '/sys/role/queryall', { token: op.token })).status).toBe(200);
  });
});

describe('the last administrator', () => {
  it('cannot take away their own admin role, by role members or by editing themselves', async () => {
    const t = s.adminToken;
    const admin = (await s.call('GET', '/sys/user/list', { token: t, query: { username: 'admin' } })).body.result.records[0];
    const adminRole = (await s.call('GET', '/sys/role/list', { token: t, query: { roleCode: 'admin' } })).body.result.records[0];
    const r1 = await s.call('DELETE', '/sys/user/deleteUserRole', { token: t, query: { roleId: adminRole.id, userId: admin.id } });
    expect(r1).toMatchObject({ status: 400, body: { message: '不能移除自己的管理员角色' } });
    const r2 = await s.call('PUT', '/sys/user/edit', { token: t, body: { id: admin.id, selectedroles: '' } });
    expect(r2).toMatchObject({ status: 400, body: { message: '不能移除自己的管理员角色' } });
    const roles = await s.call('GET', '/sys/user/queryUserRole', { token: t, query: { userid: admin.id } });
    expect(roles.body.result).toContain(adminRole.id);
  });
});
