import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('dictionaries', () => {
  it('serves items, refuses an empty code with the spec message, and needs a token for non-login codes', async () => {
    expect((await s.call('GET', '/sys/dict/getDictItems/sex')).body.result.map((i: any) => i.value)).toEqual(['1', '2']);
    const empty = await s.call('GET', '/sys/dict/getDictItems/');
    expect(empty).toMatchObject({ status: 400, body: { message: '字典Code不能为空!' } });
    expect((await s.call('GET', '/sys/dict/getDictItems/priority')).status).toBe(403);
    const pr = await s.call('GET', '/sys/dict/getDictItems/priority', { token: s.adminToken });
    expect(pr.body.result.map((i: any) => i.text)).toEqual(['一般', '重要', '紧急']);
  });

  it('serves table dictionaries only for registered entities and fields', async () => {
    const ok = await s.call('GET', `/sys/dict/getDictItems/${encodeURIComponent('sys_position,name,code')}`, { token: s.adminToken });
    expect(ok.body.result.map((i: any) => i.value)).toContain('engineer');
    for (const code of ['pg_user,usename,usesysid', 'sys_user,password,id', 'sys_user,realname,id where 1=1']) {
      const r = await s.call('GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, { token: s.adminToken });
      expect(r.status).toBe(400);
    }
  });

  it('reflects a new dictionary item after a write, and refleshCache answers 刷新缓存完成！', async () => {
    const t = s.adminToken;
    const dicts = await s.call('GET', '/sys/dict/list', { token: t, query: { dictCode: 'priority' } });
    const dictId = dicts.body.result.records[0].id;
    const add = await s.call('POST', '/sys/dictItem/add', { token: t, body: { dictId, itemText: '特急', itemValue: 'X', sortOrder: 9 } });
    expect(add.body.success).toBe(true);
    const all = await s.call('GET', '/sys/dict/queryAllDictItems', { token: t });
    expect(all.body.result.priority.map((i: any) => i.value)).toEqual(['L', 'M', 'H', 'X']);
    const bad = await s.call('POST', '/sys/dictItem/add', { token: t, body: { dictId: 'nope', itemText: 'a', itemValue: 'b' } });
    expect(bad).toMatchObject({ status: 400, body: { result: { errors: [{ field: 'dictId' }] } } });
    expect((await s.call('GET', '/sys/dict/refleshCache', { token: t })).body.message).toBe('刷新缓存完成！');
  });

  it('lets only administrators drop the server caches (refleshCache flushes every cache in every process)', async () => {
    const op = await s.userWithRoles('cache_op', ['operator']);
    const r = await s.call('GET', '/sys/dict/refleshCache', { token: op.token });
    expect(r).toMatchObject({ status: 403, body: { success: false, message: '只有管理员可以刷新缓存' } });
    expect((await s.call('GET', '/sys/dict/queryAllDictItems', { token: op.token })).status).toBe(200); // their own copy still reloads
  });
});

describe('menus and permissions', () => {
  it('returns the JeecgBoot menu shape with 首页 first and button rules', async () => {
    const r = await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken });
    const { menu, auth, allAuth } = r.body.result;
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', route: '1', meta: { title: '首页' } });
    const sys = menu.find((m: any) => m.path === '/isystem');
    expect(sys).toMatchObject({ component: 'layouts/RouteView', redirect: '/isystem/user', meta: { title: '系统管理', icon: 'setting' } });
    expect(sys.children[0]).toMatchObject({ path: '/isystem/user', name: 'isystem-user', component: 'system/UserList', meta: { componentName: 'UserList' } });
    expect(sys.children[0]).not.toHaveProperty('redirect');
    expect(auth).toContainEqual({ action: 'user:add', type: '1', describe: '添加用户管理' });
    expect(allAuth.find((a: any) => a.action === 'user:add')).toMatchObject({ status: '1', type: '1' });
  });

  it('hides a parent whose children are all hidden', async () => {
    const t = s.adminToken;
    const list = await s.call('GET', '/sys/permission/list', { token: t, query: { pageSize: 1000 } });
    const top = await s.call('POST', '/sys/permission/add', {
      token: t,
      body: { name: '隐藏组', url: '/hgroup', component: 'layouts/RouteView', menuType: 0 },
    });
    const kid = await s.call('POST', '/sys/permission/add', {
      token: t,
      body: { name: '隐藏页', url: '/hgroup/a', component: 'x/A', menuType: 1, parentId: top.body.result.id, hidden: true },
    });
    expect(kid.body.success).toBe(true);
    const role = (await s.call('GET', '/sys/role/list', { token: t, query: { roleCode: 'admin' } })).body.result.records[0];
    const save = await s.call('POST', '/sys/permission/saveRolePermission', {
      token: t,
      body: { roleId: role.id, permissionIds: `${top.body.result.id},${kid.body.result.id}`, lastpermissionIds: '' },
    });
    expect(save.body.message).toBe('保存成功！');
    const menu = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: t })).body.result.menu;
    expect(menu.find((m: any) => m.path === '/hgroup')).toMatchObject({ hidden: true });
    // the menu is cached with the session, and a menu edit still shows at once
    await s.call('PUT', '/sys/permission/edit', { token: t, body: { id: top.body.result.id, name: '改名组' } });
    const renamed = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: t })).body.result.menu;
    expect(renamed.find((m: any) => m.path === '/hgroup').meta.title).toBe('改名组');
    expect(list.body.success).toBe(true);
  });

  it('applies grant diffs: adds new, removes dropped, leaves the rest', async () => {
    const t = s.adminToken;
    const roleAdd = await s.call('POST', '/sys/role/add', { token: t, body: { roleName: '审计', roleCode: 'auditor' } });
    const roleId = roleAdd.body.result.id;
    const tree = (await s.call('GET', '/sys/permission/queryTreeList', { token: t })).body.result;
    const [a, b, c] = tree.ids;
    await s.call('POST', '/sys/permission/saveRolePermission', { token: t, body: { roleId, permissionIds: `${a},${b}`, lastpermissionIds: '' } });
    await s.call('POST', '/sys/permission/saveRolePermission', { token: t, body: { roleId, permissionIds: `${b},${c}`, lastpermissionIds: `${a},${b}` } });
    const now = await s.call('GET', '/sys/permission/queryRolePermission', { token: t, query: { roleId } });
    expect(now.body.result.sort()).toEqual([b, c].sort());
    const bad = await s.call('POST', '/sys/permission/saveRolePermission', { token: t, body: { roleId, permissionIds: 'nope', lastpermissionIds: '' } });
    expect(bad.status).toBe(404);
    expect((await s.call('GET', '/sys/permission/queryRolePermission', { token: t, query: { roleId } })).body.result.sort()).toEqual([b, c].sort());
  });
});

describe('own account', () => {
  it('changes the own password with the spec messages, and old tokens die', async () => {
    const u = await s.userWithRoles('pwuser', ['operator'], 'Start123abc');
    const put = (body: unknown, token = u.token) => s.call('PUT', '/sys/user/updatePassword', { token, body });
    expect((await put({ oldpassword: '', password: 'Next123abc', confirmpassword: 'Next123abc' })).body.message).toBe('请输入旧密码!');
    expect((await put({ oldpassword: 'Start123abc', confirmpassword: 'x' })).body.message).toBe('请输入新密码!');
    expect((await put({ oldpassword: 'Start123abc', password: 'Next123abc' })).body.message).toBe('请确认新密码!');
    expect((await put({ oldpassword: 'Start123abc', password: 'Next123abc', confirmpassword: 'Next123abd' })).body.message).toBe('两次输入的密码不一样！');
    expect((await put({ oldpassword: 'wrong', password: 'Next123abc', confirmpassword: 'Next123abc' })).body.message).toBe('旧密码输入错误!');
    expect((await put({ username: 'admin', oldpassword: 'Start123abc', password: 'Next123abc', confirmpassword: 'Next123abc' })).status).toBe(403);
    const done = await put({ username: 'pwuser', oldpassword: 'Start123abc', password: 'Next123abc', confirmpassword: 'Next123abc' });
    expect(done.body.success).toBe(true);
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status).toBe(401);
    await s.login('pwuser', 'Next123abc');
  });

  it('lists own departments and switches the current one only among them', async () => {
    const t = s.adminToken;
    const cur = await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: t });
    expect(cur.body.result).toMatchObject({ orgCode: 'A01', list: [{ orgCode: 'A01' }] });
    expect((await s.call('PUT', '/sys/selectDepart', { token: t, body: { orgCode: 'A02', username: 'admin' } })).status).toBe(400);
    const ok = await s.call('POST', '/sys/selectDepart', { token: t, body: { orgCode: 'A01', username: 'admin' } });
    expect(ok.body.result.userInfo).toMatchObject({ username: 'admin', orgCode: 'A01' });
    const none = await s.userWithRoles('nodept', []);
    expect((await s.call('POST', '/sys/selectDepart', { token: none.token, body: { orgCode: 'A01' } })).body.message).toBe('您尚未设置部门信息!');
  });
});

describe('checks and logs', () => {
  it('duplicate check takes names only from schemas and binds the value', async () => {
    const t = s.adminToken;
    const q = (query: Record<string, string>) => s.call('GET', '/sys/duplicate/check', { token: t, query });
    expect((await q({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await q({ tableName: 'sys_user', fieldName: 'username', fieldVal: "x' or '1'='1" })).body).toMatchObject({ success: true, message: '该值可用！' });
    const admin = (await s.call('GET', '/sys/user/list', { token: t, query: { username: 'admin' } })).body.result.records[0];
    expect((await q({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: admin.id })).body.success).toBe(true);
    expect((await q({ tableName: 'pg_user', fieldName: 'usename', fieldVal: 'x' })).status).toBe(400);
    expect((await q({ tableName: 'sys_user', fieldName: 'realname', fieldVal: 'x' })).status).toBe(400);
    expect((await q({ tableName: 'sys_user', fieldName: 'username/**/or/**/1=1', fieldVal: 'x' })).status).toBe(400);
  });

  it('check rules pass, fail with the rule message, and refuse unknown codes', async () => {
    const q = (ruleCode: string, value: string) => s.call('GET', '/sys/checkRule/checkByCode', { token: s.adminToken, query: { ruleCode, value } });
    expect((await q('common', 'a123')).body.success).toBe(true);
    expect((await q('common', '1abc')).body).toMatchObject({
      success: false,
      message: '首位必须是字母',
      result: { passed: false, beginIndex: 0, endIndex: 1 },
    });
    expect((await q('common', 'a1-')).body.message).toBe('只能包含字母和数字');
    expect((await q('nope', 'x')).body.message).toBe('该编码不存在');
  });

  it('counts logins', async () => {
    await s.login('admin', ADMIN_PASSWORD);
    const info = await s.call('GET', '/sys/loginfo', { token: s.adminToken });
    expect(info.body.result.todayVisitCount).toBeGreaterThanOrEqual(2);
    expect(info.body.result.totalVisitCount).toBeGreaterThanOrEqual(info.body.result.todayVisitCount);
    const visit = await s.call('GET', '/sys/visitInfo', { token: s.adminToken });
    expect(visit.body.result).toHaveLength(7);
    expect(visit.body.result[6].visit).toBeGreaterThanOrEqual(2);
  });

  it('serves an OpenAPI document of the routes', async () => {
    const doc = await fetch(`${s.base}/docs/json`, { headers: { 'X-Access-Token': s.adminToken } }).then((r) => r.json());
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/sys/login', '/sys/user/list', '/sys/position/add']));
    expect(doc.paths['/sys/position/add'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('code');
  });
});

describe('menu administration reads', () => {
  it('lists the whole tree, the top level and one level at a time', async () => {
    const t = s.adminToken;
    const tree = (await s.call('GET', '/sys/permission/list', { token: t })).body.result;
    const sys = tree.find((m: any) => m.url === '/isystem');
    expect(sys).toMatchObject({ key: sys.id, title: '系统管理', leaf: false, menuType: 0, menuType_dictText: '一级菜单' });
    const user = sys.children.find((c: any) => c.url === '/isystem/user');
    expect(user.children.map((b: any) => b.perms)).toEqual(expect.arrayContaining(['user:add', 'user:frozen']));
    const top = (await s.call('GET', '/sys/permission/getSystemMenuList', { token: t })).body.result;
    expect(top.map((m: any) => m.url)).toEqual(expect.arrayContaining(['/dashboard/analysis', '/isystem']));
    const sub = (await s.call('GET', '/sys/permission/getSystemSubmenu', { token: t, query: { parentId: sys.id } })).body.result;
    expect(sub.map((m: any) => m.url)).toContain('/isystem/user');
    const batch = (await s.call('GET', '/sys/permission/getSystemSubmenuBatch', { token: t, query: { parentIds: `${sys.id},${user.id}` } })).body.result;
    expect(batch[user.id].map((b: any) => b.perms)).toContain('user:edit');
    expect((await s.call('GET', '/sys/permission/getSystemSubmenu', { token: t })).status).toBe(400);
  });
});

describe('operation log', () => {
  it('records writes with who, what, how long and the result, refused ones too', async () => {
    const add = await s.call('POST', '/sys/position/add', { token: s.adminToken, body: { code: 'logged', name: '记录' } });
    expect(add.body.success).toBe(true);
    const refused = await s.call('POST', '/sys/position/add', { token: s.adminToken, body: { code: '' } });
    expect(refused.status).toBe(400);
    const logged = () => s.ctx.db.selectFrom('sys_log').selectAll().where('log_type', '=', 2).where('request_url', 'like', '%/sys/position/add').execute();
    await expect.poll(async () => (await logged()).length).toBe(2); // written after the response is sent
    const rows = await logged();
    const [done, failed] = [rows.find((r) => r.result === '成功'), rows.find((r) => r.result !== '成功')];
    expect(done).toMatchObject({ username: 'admin', operate_type: 2, request_type: 'POST', method: `sys_position#${add.body.result.id}`, result: '成功' });
    expect(failed).toMatchObject({ username: 'admin', operate_type: 2, request_type: 'POST', result: `失败（400）：${refused.body.message}` });
    // listed on the system log page (admin), operation tab
    const page = await s.call('GET', '/sys/log/list', { token: s.adminToken, query: { logType: 2, username: 'admin', pageSize: 200 } }); // newest first, but many in one second
    expect(page.body.result.records.some((r: any) => r.method === `sys_position#${add.body.result.id}` && r.operateType === 2)).toBe(true);
  });

  it('records no reads: a list fetched with GET or HEAD leaves no row', async () => {
    expect((await s.call('GET', '/sys/position/list', { token: s.adminToken })).status).toBe(200);
    expect((await s.call('HEAD', '/sys/position/list', { token: s.adminToken })).status).toBe(200);
    // a write after them: once its row is there, theirs would be too
    const marker = await s.call('POST', '/sys/position/add', { token: s.adminToken, body: { code: 'after_reads', name: '读后' } });
    expect(marker.body.success).toBe(true);
    const ops = () => s.ctx.db.selectFrom('sys_log').select(['request_url', 'method']).where('log_type', '=', 2).execute();
    await expect.poll(async () => (await ops()).some((r) => r.method === `sys_position#${marker.body.result.id}`)).toBe(true);
    expect((await ops()).filter((r) => r.request_url.includes('/sys/position/list'))).toEqual([]);
  });
});

describe('table dictionary cache', () => {
  it('shows a renamed position in user lists at once', async () => {
    const t = s.adminToken;
    const pos = await s.call('POST', '/sys/position/add', { token: t, body: { code: 'shift_lead', name: '值长' } });
    const u = await s.call('POST', '/sys/user/add', {
      token: t,
      body: { username: 'shiftuser', realname: '值长甲', password: 'Passw0rd!x', post: 'shift_lead' },
    });
    expect(u.body.result.post_dictText).toBe('值长');
    await s.call('PUT', '/sys/position/edit', { token: t, body: { id: pos.body.result.id, name: '值班长' } });
    const list = await s.call('GET', '/sys/user/list', { token: t, query: { username: 'shiftuser' } });
    expect(list.body.result.records[0].post_dictText).toBe('值班长');
  });
});
