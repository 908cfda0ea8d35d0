import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('data rules', () => {
  it('limit the rows a role sees on a page, with #{sys_user_code} filled from the caller', async () => {
    const t = s.adminToken;
    const menus = (await s.call('GET', '/sys/permission/list', { token: t })).body.result;
    const positionPage = menus.find((m: any) => m.url === '/isystem').children.find((c: any) => c.url === '/isystem/position');
    const add = await s.call('POST', '/sys/permission/addPermissionRule', {
      token: t,
      body: {
        permissionId: positionPage.id,
        ruleName: '只看自己创建的',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
      },
    });
    expect(add.body.success).toBe(true);
    const rules = (await s.call('GET', '/sys/permission/getPermRuleListByPermId', { token: t, query: { permissionId: positionPage.id } })).body.result;
    expect(rules).toHaveLength(1);
    const flagged = (await s.call('GET', '/sys/permission/getSystemSubmenu', { token: t, query: { parentId: positionPage.parentId } })).body.result;
    expect(flagged.find((m: any) => m.id === positionPage.id).ruleFlag).toBe(1);

    const roleId = (await s.call('GET', '/sys/role/list', { token: t, query: { roleCode: 'operator' } })).body.result.records[0].id;
    const bad = await s.call('POST', '/sys/role/datarule', { token: t, body: { permissionId: positionPage.id, roleId, dataRuleIds: 'nope' } });
    expect(bad).toMatchObject({ status: 400, body: { result: { field: 'dataRuleIds' } } });
    const set = await s.call('POST', '/sys/role/datarule', { token: t, body: { permissionId: positionPage.id, roleId, dataRuleIds: rules[0].id } });
    expect(set.body.success).toBe(true);
    expect((await s.call('GET', `/sys/role/datarule/${positionPage.id}/${roleId}`, { token: t })).body.result.drChecked).toBe(rules[0].id);

    await s.call('POST', '/sys/position/add', { token: t, body: { code: 'by_admin', name: '管理员建' } });
    const op = await s.userWithRoles('rule_op', ['operator']);
    const mine = await s.call('GET', '/sys/position/list', { token: op.token, query: { pageSize: 100 } });
    expect(mine.body.result.total).toBe(0); // operators created none
    const all = await s.call('GET', '/sys/position/list', { token: t, query: { pageSize: 100 } });
    expect(all.body.result.records.map((r: any) => r.code)).toContain('by_admin');
    const byId = await s.call('GET', '/sys/position/queryById', { token: op.token, query: { id: all.body.result.records[0].id } });
    expect(byId.status).toBe(404);

    // clearing the role's rules gives the rows back
    await s.call('POST', '/sys/role/datarule', { token: t, body: { permissionId: positionPage.id, roleId, dataRuleIds: '' } });
    expect((await s.call('GET', '/sys/position/list', { token: op.token, query: { pageSize: 100 } })).body.result.total).toBe(all.body.result.total);

    const del = await s.call('DELETE', '/sys/permission/deletePermissionRule', { token: t, query: { id: rules[0].id } });
    expect(del.body.success).toBe(true);
    const after = (await s.call('GET', '/sys/permission/getSystemSubmenu', { token: t, query: { parentId: positionPage.parentId } })).body.result;
    expect(after.find((m: any) => m.id === positionPage.id).ruleFlag).toBe(0);
  });

  it('apply LIKE, RIGHT_LIKE and IN rules, each request binding its own rule values (same-shaped rules included)', async () => {
    const t = s.adminToken;
    const menus = (await s.call('GET', '/sys/permission/list', { token: t })).body.result;
    const page = menus.find((m: any) => m.url === '/isystem').children.find((c: any) => c.url === '/isystem/position');
    const defs = [
      ['starts dr_a', 'RIGHT_LIKE', 'dr_a'],
      ['starts dr_b', 'RIGHT_LIKE', 'dr_b'],
      ['has b1', 'LIKE', 'b1'],
      ['a1 or b1', 'IN', 'dr_a1, dr_b1'],
    ];
    for (const [ruleName, ruleConditions, ruleValue] of defs) {
      const r = await s.call('POST', '/sys/permission/addPermissionRule', {
        token: t,
        body: { permissionId: page.id, ruleName, ruleColumn: 'code', ruleConditions, ruleValue, status: '1' },
      });
      expect(r.body.success).toBe(true);
    }
    const rules = (await s.call('GET', '/sys/permission/getPermRuleListByPermId', { token: t, query: { permissionId: page.id } })).body.result;
    const idOf = (name: string) => rules.find((r: any) => r.ruleName === name).id;
    for (const code of ['dr_a1', 'dr_a2', 'dr_b1'])
      expect((await s.call('POST', '/sys/position/add', { token: t, body: { code, name: code } })).body.success).toBe(true);

    const roleId = (await s.call('GET', '/sys/role/list', { token: t, query: { roleCode: 'operator' } })).body.result.records[0].id;
    const op = await s.userWithRoles('rule_op2', ['operator']);
    const seen = async (rule: string) => {
      const set = await s.call('POST', '/sys/role/datarule', { token: t, body: { permissionId: page.id, roleId, dataRuleIds: idOf(rule) } });
      expect(set.body.success).toBe(true);
      const r = await s.call('GET', '/sys/position/list', { token: op.token, query: { pageSize: 100, column: 'code', order: 'asc' } });
      return r.body.result.records.map((x: any) => x.code);
    };
    expect(await seen('starts dr_a')).toEqual(['dr_a1', 'dr_a2']);
    expect(await seen('starts dr_b')).toEqual(['dr_b1']);
    expect(await seen('has b1')).toEqual(['dr_b1']);
    expect(await seen('a1 or b1')).toEqual(['dr_a1', 'dr_b1']);
    expect(await seen('starts dr_a')).toEqual(['dr_a1', 'dr_a2']);
    await s.call('POST', '/sys/role/datarule', { token: t, body: { permissionId: page.id, roleId, dataRuleIds: '' } });
  });
});
