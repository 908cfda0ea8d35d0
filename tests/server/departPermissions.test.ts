import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRecords } from '#server/crud/write.js';
import type { AuthUser } from '#server/http/types.js';
import { departRoleHooks } from '#server/system/depart/hooks.js';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let operator: string;
let a01: string;
let a02: string;
const perm: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('dp_operator', ['operator'])).token;
  const departs = await s.ctx.db.selectFrom('sys_depart').select(['id', 'org_code']).where('org_code', 'in', ['A01', 'A02']).execute();
  a01 = departs.find((d) => d.org_code === 'A01')!.id;
  a02 = departs.find((d) => d.org_code === 'A02')!.id;
  const rows = await s.ctx.db
    .selectFrom('sys_permission')
    .select(['id', 'perms'])
    .where('perms', 'in', ['position:add', 'position:edit', 'position:delete', 'position:list'])
    .execute();
  for (const r of rows) perm[r.perms] = r.id;
});
afterAll(async () => {
  await s?.close();
});

const admin = (method: string, url: string, o: { body?: unknown; query?: Record<string, string> } = {}) => s.call(method, url, { token: s.adminToken, ...o });
const departPerms = async (departId: string) => (await admin('GET', '/sys/permission/queryDepartPermission', { query: { departId } })).body.result as string[];
const newRole = async (departId: string, roleCode: string) => {
  const r = await admin('POST', '/sys/sysDepartRole/add', { body: { departId, roleName: roleCode, roleCode } });
  expect(r.body.success).toBe(true);
  return r.body.result.id as string;
};

describe('department permissions', () => {
  it('grants and ungrants by diff against lastpermissionIds', async () => {
    const save = (permissionIds: string[], lastpermissionIds: string[]) =>
      admin('POST', '/sys/permission/saveDepartPermission', {
        body: { departId: a02, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') },
      });
    const r = await save([perm['position:add'], perm['position:edit']], []);
    expect(r.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await departPerms(a02)).sort()).toEqual([perm['position:add'], perm['position:edit']].sort());
    await save([perm['position:edit'], perm['position:delete']], [perm['position:add'], perm['position:edit']]);
    expect((await departPerms(a02)).sort()).toEqual([perm['position:edit'], perm['position:delete']].sort());
    // a permission the client did not know about (not in last) is left alone
    await save([], [perm['position:delete']]);
    expect(await departPerms(a02)).toEqual([perm['position:edit']]);
    const tree = await admin('GET', '/sys/sysDepartPermission/queryTreeListForDeptRole', { query: { departId: a02 } });
    expect(tree.body.result.ids).toEqual([perm['position:edit']]);
    expect(tree.body.result.treeList).toMatchObject([{ key: perm['position:edit'], isLeaf: true }]);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await departPerms(a01);
    const cases: [unknown, string][] = [
      [{ permissionIds: perm['position:add'] }, 'departId'],
      [{ departId: 'nope', permissionIds: perm['position:add'] }, 'departId'],
      [{ departId: a01, permissionIds: 'x'.repeat(40) }, 'permissionIds'],
    ];
    for (const [body, field] of cases) {
      const r = await admin('POST', '/sys/permission/saveDepartPermission', { body });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.result)).toContain(field);
    }
    const unknown = await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: a01, permissionIds: `${perm['position:add']},nope` } });
    expect(unknown.status).toBe(404);
    expect(await departPerms(a01)).toEqual(before);
    expect((await admin('GET', '/sys/permission/queryDepartPermission')).status).toBe(400);
  });
});

describe('department roles', () => {
  it('give their holders the button permissions granted to them, within the department', async () => {
    await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: a01, permissionIds: perm['position:add'], lastpermissionIds: '' } });
    const roleId = await newRole(a01, 'lab_clerk');
    const user = await s.userWithRoles('clerk', ['operator']);
    const auth = async () =>
      ((await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: user.token })).body.result.auth as any[]).map((a) => a.action);
    const addPosition = (code: string) => s.call('POST', '/sys/position/add', { token: user.token, body: { code, name: code } });
    expect(await auth()).not.toContain('position:add');
    expect((await addPosition('clerk1')).status).toBe(403);

    // the department does not hold position:delete: its role may not get it
    const beyond = await admin('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      body: { roleId, permissionIds: `${perm['position:add']},${perm['position:delete']}`, lastpermissionIds: '' },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.result.field).toBe('permissionIds');
    expect((await admin('GET', '/sys/sysDepartPermission/queryDeptRolePermission', { query: { roleId } })).body.result).toEqual([]);

    const grant = await admin('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      body: { roleId, permissionIds: perm['position:add'], lastpermissionIds: '' },
    });
    expect(grant.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await admin('GET', '/sys/sysDepartPermission/queryDeptRolePermission', { query: { roleId } })).body.result).toEqual([perm['position:add']]);
    const give = await admin('POST', '/sys/sysDepartRole/deptRoleUserAdd', { body: { userId: user.id, newRoleId: roleId, oldRoleId: '' } });
    expect(give.body).toMatchObject({ success: true, message: '添加成功！' });
    const held = await admin('GET', '/sys/sysDepartRole/getDeptRoleByUserId', { query: { userId: user.id, departId: a01 } });
    expect(held.body.result).toMatchObject([{ userId: user.id, droleId: roleId }]);
    expect((await admin('GET', '/sys/sysDepartRole/getDeptRoleList', { query: { departId: a01 } })).body.result).toMatchObject([
      { id: roleId, roleCode: 'lab_clerk' },
    ]);

    expect(await auth()).toContain('position:add');
    expect((await addPosition('clerk2')).body).toMatchObject({ success: true });

    // taking the permission from the department takes it from its roles, and from the user
    await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: a01, permissionIds: '', lastpermissionIds: perm['position:add'] } });
    expect((await admin('GET', '/sys/sysDepartPermission/queryDeptRolePermission', { query: { roleId } })).body.result).toEqual([]);
    expect(await auth()).not.toContain('position:add');
    expect((await addPosition('clerk3')).status).toBe(403);

    const take = await admin('POST', '/sys/sysDepartRole/deptRoleUserAdd', { body: { userId: user.id, newRoleId: '', oldRoleId: roleId } });
    expect(take.body.success).toBe(true);
    expect((await admin('GET', '/sys/sysDepartRole/getDeptRoleByUserId', { query: { userId: user.id, departId: a01 } })).body.result).toEqual([]);
  });

  it('stop granting once deleted (departRoleHooks)', async () => {
    await admin('POST', '/sys/permission/saveDepartPermission', { body: { departId: a02, permissionIds: perm['position:add'], lastpermissionIds: '' } });
    const roleId = await newRole(a02, 'doomed');
    const user = await s.userWithRoles('doomed_user', ['operator']);
    await admin('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { body: { roleId, permissionIds: perm['position:add'] } });
    await admin('POST', '/sys/sysDepartRole/deptRoleUserAdd', { body: { userId: user.id, newRoleId: roleId } });
    expect((await s.call('POST', '/sys/position/add', { token: user.token, body: { code: 'alive', name: 'x' } })).body.success).toBe(true);
    // the generic delete route runs these hooks once modules.ts maps sys_depart_role to them
    await deleteRecords(s.ctx, s.ctx.registry.must('sys_depart_role'), departRoleHooks, { username: 'admin' } as AuthUser, '0', [roleId]);
    expect(await s.ctx.db.selectFrom('sys_depart_role_user').selectAll().where('drole_id', '=', roleId).execute()).toEqual([]);
    expect(await s.ctx.db.selectFrom('sys_depart_role_permission').selectAll().where('role_id', '=', roleId).execute()).toEqual([]);
    expect((await s.call('POST', '/sys/position/add', { token: user.token, body: { code: 'doomed', name: 'x' } })).status).toBe(403);
  });

  it('refuses unknown users and roles with 400 naming the field', async () => {
    const roleId = await newRole(a02, 'station_clerk');
    const cases: [string, unknown, string][] = [
      ['/sys/sysDepartRole/deptRoleUserAdd', { newRoleId: roleId }, 'userId'],
      ['/sys/sysDepartRole/deptRoleUserAdd', { userId: 'nobody', newRoleId: roleId }, 'userId'],
      ['/sys/sysDepartRole/deptRoleUserAdd', { userId: (await s.userWithRoles('dr_x', [])).id, newRoleId: `${roleId},nope` }, 'newRoleId'],
      ['/sys/sysDepartPermission/saveDeptRolePermission', { permissionIds: perm['position:add'] }, 'roleId'],
      ['/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'nope', permissionIds: perm['position:add'] }, 'roleId'],
    ];
    for (const [url, body, field] of cases) {
      const r = await admin('POST', url, { body });
      expect({ url, status: r.status }).toEqual({ url, status: 400 });
      expect(JSON.stringify(r.body.result)).toContain(field);
    }
    expect(await s.ctx.db.selectFrom('sys_depart_role_user').selectAll().where('drole_id', '=', roleId).execute()).toEqual([]);
  });

  it('answer 403 to a read-only operator on every write, writing nothing', async () => {
    const roleId = await newRole(a01, 'op_target');
    const before = await departPerms(a01);
    const writes: [string, string, unknown][] = [
      ['POST', '/sys/permission/saveDepartPermission', { departId: a01, permissionIds: perm['position:edit'], lastpermissionIds: '' }],
      ['POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: perm['position:edit'], lastpermissionIds: '' }],
      ['POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: 'x', newRoleId: roleId, oldRoleId: '' }],
      ['POST', '/sys/sysDepart/add', { departName: 'op' }],
      ['PUT', '/sys/sysDepart/edit', { id: a01, departName: 'op' }],
    ];
    for (const [method, url, body] of writes) {
      const r = await s.call(method, url, { token: operator, body });
      expect({ url, status: r.status }).toEqual({ url, status: 403 });
    }
    for (const [url, query] of [
      ['/sys/sysDepart/delete', { id: a02 }],
      ['/sys/sysDepartRole/delete', { id: roleId }],
    ] as const) {
      expect((await s.call('DELETE', url, { token: operator, query })).status).toBe(403);
    }
    expect(await departPerms(a01)).toEqual(before);
    const tree = (await s.call('GET', '/sys/sysDepart/queryTreeList', { token: operator })).body.result as any[];
    expect(tree.map((n) => n.departName)).toEqual(['同步测量实验室', '华东运维中心']);
  });
});
