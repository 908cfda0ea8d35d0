import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { changedTables, tableFingerprint } from './tableSnapshot.js';

// Online forms live in their own namespace: permissions online:<code>:*, menus under 在线开发; a form
// never touches a system menu row or grant, and deleting it removes only what it created.
let s: TestServer;
let designer: string;
beforeAll(async () => {
  s = await startServer();
  // a non-admin who may design online forms and nothing else
  const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: '表单设计', roleCode: 'cg_designer' } });
  const perms = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', 'in', ['onlCgform:list', 'onlCgform:edit']).execute();
  await s.call('POST', '/sys/permission/saveRolePermission', {
    token: s.adminToken,
    body: { roleId: role.body.result.id, permissionIds: perms.map((p) => p.id).join(','), lastpermissionIds: '' },
  });
  designer = (await s.userWithRoles('cg_designer_u', ['cg_designer'])).token;
});
afterAll(async () => {
  await s?.close();
});

const title = { zh: '恶意表单', en: 'Evil form' };
const NAME = { type: 'string', title: { zh: '名称', en: 'Name' }, maxLength: 20 };
const form = (extra: Record<string, unknown> = {}) => ({
  entity: 'evil_form',
  api: '/x',
  permission: 'evilForm',
  title,
  menu: { parent: '/online', path: '/online/cgform/list/evil_form' },
  fields: { name: NAME },
  ...extra,
});
const publish = (schema: unknown, token = designer) => s.call('POST', '/online/cgform/head/publish', { token, body: { schema } });
const systemMenu = () => s.ctx.db.selectFrom('sys_permission').selectAll().where('perms', 'not like', 'online:%').orderBy('id').execute();
const userPage = () => s.ctx.db.selectFrom('sys_permission').selectAll().where('url', '=', '/isystem/user').execute();

describe('an online form cannot take over a system menu or its permissions', () => {
  it('refuses permissions, menus and buttons outside the form’s namespace with a 400 naming the key, and writes nothing', async () => {
    const before = await tableFingerprint(s);
    const cases: [Record<string, unknown>, string][] = [
      [{ menu: { parent: '/isystem', path: '/online/evil' } }, 'menu.parent'],
      [{ menu: { parent: '/online/cgform', path: '/online/evil' } }, 'menu.parent'],
      [{ menu: { parent: '/online', path: '/online/../isystem/user' } }, 'menu.path'],
      [{ menu: { parent: '/online', path: '/isystem/user' } }, 'menu.path'],
      [{ menu: { parent: '/online', path: '/online/cgform' } }, 'menu.path'],
      [{ readPermission: 'user:list' }, 'readPermission'],
      [{ buttons: [{ code: 'user:delete', title }] }, 'buttons.0.code'],
    ];
    for (const [extra, field] of cases) {
      const r = await publish(form(extra));
      expect([r.status, r.body.result?.field], JSON.stringify(extra)).toEqual([400, field]);
      expect(r.body.message).toContain(field);
    }
    expect(changedTables(before, await tableFingerprint(s))).toEqual([]);
  });

  it('publishes a form asking for permission "user" under its own permissions only; deleting it leaves the system menu and the admin’s rights', async () => {
    const menuBefore = await systemMenu();
    const userBefore = await userPage();
    expect(userBefore).toHaveLength(1);
    const r = await publish(form({ permission: 'user' }));
    expect(r.body.success).toBe(true);
    const schema = await s.call('GET', '/sys/schema/evil_form', { token: s.adminToken });
    expect(schema.body.result.permission).toBe('online:evil_form');
    const own = await s.ctx.db.selectFrom('sys_permission').select('perms').where('perms', 'like', 'online:evil\\_form:%').execute();
    expect(own.map((p) => p.perms).sort()).toEqual(['add', 'delete', 'edit', 'export', 'import', 'list'].map((a) => `online:evil_form:${a}`));
    // published again (still asking for "user"): the same rows, nothing else touched
    expect((await publish(form({ permission: 'user', title: { zh: '恶意表单2', en: 'Evil 2' } }))).body.success).toBe(true);
    expect(await systemMenu()).toEqual(menuBefore);
    const del = await s.call('DELETE', '/online/cgform/head/delete', { token: designer, query: { id: 'evil_form', dropTable: 'true' } });
    expect(del.body.success).toBe(true);
    expect(await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', 'like', 'online:evil\\_form:%').execute()).toEqual([]);
    expect(await systemMenu()).toEqual(menuBefore);
    expect(await userPage()).toEqual(userBefore);
    s.ctx.sessions.invalidate();
    const users = await s.call('GET', '/sys/user/list', { token: s.adminToken });
    expect([users.status, users.body.success]).toEqual([200, true]);
    const menu = JSON.stringify((await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken })).body.result.menu);
    expect(menu).toContain('"component":"system/UserList"');
  });

  it('hangs a form under another online form’s page, and the child keeps its page when the parent form goes', async () => {
    expect((await publish(form({ entity: 'cg_parent', menu: { parent: '/online', path: '/online/cg_parent' } }))).body.success).toBe(true);
    const child = await publish(form({ entity: 'cg_child', menu: { parent: '/online/cg_parent', path: '/online/cg_child' } }));
    expect(child.body.success).toBe(true);
    expect((await s.call('DELETE', '/online/cgform/head/delete', { token: designer, query: { id: 'cg_parent', dropTable: 'true' } })).body.success).toBe(true);
    const online = await s.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', '/online').executeTakeFirstOrThrow();
    const page = await s.ctx.db.selectFrom('sys_permission').select('parent_id').where('perms', '=', 'online:cg_child:list').executeTakeFirstOrThrow();
    expect(page.parent_id).toBe(online.id);
  });
});

describe('table and column names an online form cannot have', () => {
  it('refuses catalogue and existing table names with a 400 naming entity, and writes nothing', async () => {
    const before = await tableFingerprint(s);
    for (const name of ['pg_class', 'pg_anything', 'information_schema', 'sys_user', 'ix_sys_log_type_time']) {
      const r = await publish(form({ entity: name, menu: { parent: '/online', path: `/online/${name}` } }), s.adminToken);
      expect([r.status, r.body.result?.field], name).toEqual([400, 'entity']);
    }
    expect(changedTables(before, await tableFingerprint(s))).toEqual([]);
  });

  it('refuses a field whose column is the generated id (or another field’s) with a 400 naming the field', async () => {
    const before = await tableFingerprint(s);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: NAME, code: { ...NAME, column: 'id' } }, 'fields.code.column'],
      [{ id: NAME }, 'fields.id'],
      [{ name: NAME, other: { ...NAME, column: 'name' } }, 'fields.other.column'],
      [{ name: NAME, when: { ...NAME, column: 'create_time' } }, 'fields.when.column'],
    ];
    for (const [fields, field] of cases) {
      const r = await publish(form({ entity: 'cols_form', fields, menu: { parent: '/online', path: '/online/cols_form' } }), s.adminToken);
      expect([r.status, r.body.result?.field], JSON.stringify(fields)).toEqual([400, field]);
    }
    expect(changedTables(before, await tableFingerprint(s))).toEqual([]);
  });
});

describe('online-form field patterns (ReDoS)', () => {
  it('refuses a pattern RE2 cannot compile with a 400 naming the field, and writes nothing', async () => {
    const before = await tableFingerprint(s);
    const r = await publish(
      form({ entity: 'pat_form', fields: { name: { ...NAME, pattern: '^(?=.*\\d)\\w+$' } }, menu: { parent: '/online', path: '/online/pat_form' } }),
    );
    expect([r.status, r.body.result?.field]).toEqual([400, 'fields.name.pattern']);
    expect(changedTables(before, await tableFingerprint(s))).toEqual([]);
  });

  it('runs a field pattern in linear time: ^(a+)+$ against a’s then ! answers at once', async () => {
    const name = { ...NAME, maxLength: 100, pattern: '^(a+)+$', patternMessage: { zh: '只能是a', en: 'a only' } };
    const r = await publish(form({ entity: 'redos_form', fields: { name }, menu: { parent: '/online', path: '/online/redos_form' } }), s.adminToken);
    expect(r.body.success).toBe(true);
    const t = Date.now();
    // a backtracking RegExp needs ~2^28 steps here (seconds of the main thread); RE2 a few hundred
    const add = await s.call('POST', '/online/cgform/api/crud/redos_form/add', { token: s.adminToken, body: { name: `${'a'.repeat(28)}!` } });
    expect(Date.now() - t).toBeLessThan(1500);
    expect([add.status, add.body.message]).toEqual([400, '名称（name）只能是a']);
    expect((await s.call('POST', '/online/cgform/api/crud/redos_form/add', { token: s.adminToken, body: { name: 'aaaa' } })).body.success).toBe(true);
  });
});

describe('a form published before online namespaces (an upgraded database)', () => {
  it('loses the rows it took outside its namespace, gets its own, and roles that opened it still can', async () => {
    const { upgradeFormNamespace } = await import('../../src/server/forms/upgradeNamespace.js');
    const schema = { ...form(), entity: 'legacy_form' };
    schema.menu = { parent: '/online', path: '/online/cgform/list/legacy_form' };
    expect((await publish(schema, s.adminToken)).status).toBe(200);
    const db = s.ctx.db;
    // as the old publish left it: the page and a button with codes a publisher chose (here a system page's),
    // and an operator role granted the page
    const page = await db.selectFrom('sys_permission').select(['id']).where('perms', '=', 'online:legacy_form:list').executeTakeFirstOrThrow();
    await db.updateTable('sys_permission').set({ perms: 'user:list' }).where('id', '=', page.id).execute();
    await db.updateTable('sys_permission').set({ perms: 'user:add' }).where('parent_id', '=', page.id).where('perms', '=', 'online:legacy_form:add').execute();
    const operator = await db.selectFrom('sys_role').select('id').where('role_code', '=', 'operator').executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role_permission')
      .values({ id: 'legacy-grant', role_id: operator.id, permission_id: page.id })
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
    const system = await db.selectFrom('sys_permission').selectAll().where('url', '=', '/isystem/user').execute();
    const systemAdd = await db.selectFrom('sys_permission').select('id').where('perms', '=', 'user:add').where('parent_id', '!=', page.id).execute();
    await db.deleteFrom('sys_seed').where('name', '=', 'cgform-namespace-v1').execute();

    await upgradeFormNamespace(s.ctx);

    const rows = await db.selectFrom('sys_permission').select(['id', 'perms', 'parent_id']).where('component', '=', 'online/cgform/list/legacy_form').execute();
    expect(rows.map((r) => r.perms)).toEqual(['online:legacy_form:list']);
    const buttons = await db.selectFrom('sys_permission').select('perms').where('parent_id', '=', rows[0].id).execute();
    expect(buttons.map((b) => b.perms).every((p) => p!.startsWith('online:legacy_form:'))).toBe(true);
    expect(buttons.length).toBeGreaterThanOrEqual(5);
    // the old rows and their grants are gone; the system's own rows are as they were
    expect(await db.selectFrom('sys_permission').select('id').where('id', '=', page.id).execute()).toEqual([]);
    expect(await db.selectFrom('sys_permission').selectAll().where('url', '=', '/isystem/user').execute()).toEqual(system);
    expect(await db.selectFrom('sys_permission').select('id').where('perms', '=', 'user:add').execute()).toEqual(systemAdd);
    const granted = await db.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', operator.id).execute();
    expect(granted.map((g) => g.permission_id)).toContain(rows[0].id);
    expect(granted.map((g) => g.permission_id)).not.toContain(page.id);
  });
});
