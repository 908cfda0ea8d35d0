import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.js';
import { connect } from './notify.js';

/**
 * The requests JeecgBoot 2.4.6's own Vue 2 console sends (its src/api, store/modules/user.js and the
 * system views), replayed over HTTP; each answer is checked for the fields that console reads.
 */
let s: TestServer;
let token: string;
let adminId: string;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

// the console sends its token as X-Access-Token and the tenant as tenant-id
const get = (url: string, query: Record<string, string | number> = {}) => s.call('GET', url, { token, query, headers: { 'tenant-id': '0' } });
const envelope = { success: true, code: 200, message: expect.any(String), timestamp: expect.any(Number) };

describe('JeecgBoot 2.4.6 console', () => {
  it('logs in: token, userInfo, sysAllDictItems, departs, multi_depart, tenantList', async () => {
    const r = await s.call('POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha: '', checkKey: 1700000000000, remember_me: true },
    });
    expect(r.body).toMatchObject(envelope);
    const res = r.body.result;
    token = res.token;
    adminId = res.userInfo.id;
    expect(res.userInfo).toMatchObject({ id: expect.any(String), username: 'admin', realname: expect.any(String) });
    expect(res.userInfo).toHaveProperty('avatar');
    expect(res.userInfo.password).toBeUndefined();
    expect(res.sysAllDictItems.sex).toEqual(expect.arrayContaining([expect.objectContaining({ value: '1', text: '男' })]));
    expect(Array.isArray(res.departs)).toBe(true);
    expect([0, 1, 2]).toContain(res.multi_depart);
    expect(Array.isArray(res.tenantList)).toBe(true);
  });

  it('builds its menu: menu routes (path, component, name, meta, children), auth and allAuth', async () => {
    const r = await get('/sys/permission/getUserPermissionByToken');
    expect(r.body).toMatchObject(envelope);
    const { menu, auth, allAuth } = r.body.result;
    const system = menu.find((m: any) => m.path === '/isystem');
    expect(system).toMatchObject({ component: expect.any(String), meta: expect.objectContaining({ title: '系统管理' }) });
    expect(system.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/isystem/user',
          component: 'system/UserList',
          name: expect.any(String),
          meta: expect.objectContaining({ title: '用户管理' }),
        }),
      ]),
    );
    expect(auth).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'user:add', type: expect.any(String), describe: expect.any(String) })]));
    expect(allAuth).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'user:add', status: '1' })]));
  });

  it('lists users with the columns of UserList.vue', async () => {
    const r = await get('/sys/user/list', {
      column: 'createTime',
      order: 'desc',
      field: 'id,,username,realname,avatar,sex_dictText,birthday,phone,orgCodeTxt,status_dictText,action',
      pageNo: 1,
      pageSize: 10,
    });
    expect(r.body).toMatchObject(envelope);
    expect(r.body.result).toMatchObject({ total: expect.any(Number), current: 1, size: 10, pages: expect.any(Number) });
    const admin = r.body.result.records.find((u: any) => u.username === 'admin');
    for (const k of ['id', 'username', 'realname', 'avatar', 'birthday', 'phone', 'status_dictText']) expect(admin).toHaveProperty(k);
    expect(admin.status_dictText).toBe('正常');
    expect(admin.password).toBeUndefined();
  });

  it('asks for "all" with pageSize=99999 and for page 0 after deleting a page\'s last row: clamped, never refused', async () => {
    const res = await fetch(`${s.base}/sys/position/list?pageSize=99999`, { headers: { 'X-Access-Token': token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-size-clamped')).toBe('1000');
    expect((await res.json()).result).toMatchObject({ size: 1000, current: 1 });
    const zero = await get('/sys/position/list', { pageNo: 0, pageSize: 10 });
    expect(zero.body).toMatchObject({ ...envelope, result: { current: 1, size: 10 } });
    // other lists by the shared rule too (online users, messages)
    expect((await get('/sys/online/list', { pageSize: 99999, pageNo: 0 })).status).toBe(200);
    // refusals still name the parameter
    expect((await get('/sys/position/list', { pageSize: -5 })).body).toMatchObject({ success: false, message: 'pageSize 必须是正整数' });
  });

  it('lists roles and opens the permission tree of one (UserRoleModal)', async () => {
    const roles = await get('/sys/role/list', { pageNo: 1, pageSize: 10 });
    const admin = roles.body.result.records.find((x: any) => x.roleCode === 'admin');
    expect(admin).toMatchObject({ id: expect.any(String), roleName: expect.any(String), createTime: expect.any(String) });
    expect(admin).toHaveProperty('description');
    const tree = await get('/sys/role/queryTreeList');
    expect(tree.body.result.treeList[0]).toMatchObject({
      key: expect.any(String),
      title: expect.any(String),
      slotTitle: expect.any(String),
      ruleFlag: expect.any(Number),
    });
    const granted = await get('/sys/permission/queryRolePermission', { roleId: admin.id });
    expect(granted.body.result.length).toBeGreaterThan(10);
    expect(granted.body.result.every((id: string) => tree.body.result.ids.includes(id))).toBe(true);
  });

  it('loads the department tree (DepartList) whole and a level at a time', async () => {
    const tree = await get('/sys/sysDepart/queryTreeList');
    const root = tree.body.result[0];
    expect(root).toMatchObject({ key: root.id, value: root.id, title: root.departName, orgCode: expect.any(String), isLeaf: false });
    expect(root.children[0]).toMatchObject({ parentId: root.id, title: expect.any(String) });
    const level = await get('/sys/sysDepart/queryDepartTreeSync', { pid: root.id });
    expect(level.body.result.map((n: any) => n.key).sort()).toEqual(root.children.map((n: any) => n.key).sort());
  });

  it('lists dictionaries and the items of one (DictList, DictItemList)', async () => {
    const dicts = await get('/sys/dict/list', { pageNo: 1, pageSize: 10, dictCode: 'sex' });
    const sex = dicts.body.result.records[0];
    expect(sex).toMatchObject({ id: expect.any(String), dictName: '性别', dictCode: 'sex' });
    expect(sex).toHaveProperty('description');
    const items = await get('/sys/dictItem/list', { dictId: sex.id, pageNo: 1, pageSize: 10 });
    expect(items.body.result.records.map((i: any) => [i.itemText, i.itemValue])).toEqual(
      expect.arrayContaining([
        ['男', '1'],
        ['女', '2'],
      ]),
    );
    expect(items.body.result.records[0]).toMatchObject({ status: expect.any(Number), sortOrder: expect.any(Number) });
  });

  it('lists announcements and shows one (SysAnnouncementList)', async () => {
    const add = await s.call('POST', '/sys/annountCement/add', {
      token,
      body: { titile: '控制台通告', msgContent: '<p>内容</p>', msgCategory: '1', msgType: 'ALL', priority: 'M' },
    });
    const id = add.body.result.id;
    await get('/sys/annountCement/doReleaseData', { id });
    const list = await get('/sys/annountCement/list', { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    const row = list.body.result.records.find((a: any) => a.id === id);
    for (const k of ['titile', 'msgCategory', 'startTime', 'endTime', 'sender', 'priority', 'msgType', 'sendStatus', 'sendTime', 'cancelTime', 'delFlag'])
      expect(row).toHaveProperty(k);
    expect(row).toMatchObject({ sendStatus: '1', sender: 'admin', priority_dictText: '重要', msgCategory_dictText: '通知公告' });
    const page = await fetch(`${s.base}/sys/annountCement/show/${id}?token=${token}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('控制台通告');
  });

  it('revokes an announcement and asks the server to push it again (syncNotic)', async () => {
    const add = await s.call('POST', '/sys/annountCement/add', {
      token,
      body: { titile: '撤销通告', msgContent: '<p>x</p>', msgCategory: '1', msgType: 'ALL' },
    });
    const id = add.body.result.id;
    await get('/sys/annountCement/doReleaseData', { id });
    await get('/sys/annountCement/doReovkeData', { id });
    const opened = await connect(s.base, adminId, token);
    if (!('client' in opened)) throw new Error(opened.message);
    expect((await get('/sys/annountCement/syncNotic', { anntId: id })).body).toMatchObject(envelope);
    expect(await opened.client.next((m: { msgId?: string }) => m.msgId === id)).toMatchObject({ cmd: 'topic', msgTxt: '撤销通告' });
    opened.client.ws.close();
  });

  it('fills the radio groups of its add forms from the dictionaries it names', async () => {
    for (const [code, values] of [
      ['activiti_sync', ['1', '0']],
      ['global_perms_type', ['1', '2']],
      ['cgform_table_type', ['1', '2', '3']],
      ['ol_form_biz_type', ['demo', 'bpm', 'temp', 'bdfl_include']],
    ] as const) {
      const r = await get(`/sys/dict/getDictItems/${code}`);
      expect(r.body.result.map((i: any) => i.value)).toEqual(values);
      expect(r.body.result[0]).toMatchObject({ text: expect.any(String), title: expect.any(String) });
    }
  });

  it('configures an online report with OnlCgreportHeadModal: data sources, parse, add, load, editAll', async () => {
    await s.call('POST', '/sys/dataSource/add', { token, body: { code: 'ds_console', name: '控制台库', dbUrl: 'postgres://isps@127.0.0.1:5432/isps' } });
    const options = await get('/sys/dataSource/options');
    expect(options.body.result).toContainEqual({ value: 'ds_console', label: '控制台库', text: '控制台库' });
    const cgrSql = 'select id, username, realname from sys_user where status = ${status}';
    const parsed = await get('/online/cgreport/head/parseSql', { sql: cgrSql, dbKey: '' });
    expect(parsed.body).toMatchObject(envelope);
    expect(parsed.body.result.fields.map((f: any) => f.fieldName)).toEqual(['id', 'username', 'realname']);
    expect(parsed.body.result.params).toEqual([expect.objectContaining({ paramName: 'status' })]);
    // the modal posts its form as head and the two tables' rows as items / params (checkbox values '1'/'0')
    const items = parsed.body.result.fields.map((f: any) => ({ ...f, isShow: String(f.isShow), isSearch: '0', dictCode: '', replaceVal: '' }));
    const params = [{ paramName: 'status', paramTxt: '状态', paramValue: '1', orderNum: 1 }];
    const head = { code: 'console_users', name: '控制台报表', cgrSql, dbSource: '', content: '' };
    const add = await s.call('POST', '/online/cgreport/head/add', { token, body: { head, items, deleteItemIds: '', params, deleteParamIds: '' } });
    expect(add.body).toMatchObject({ ...envelope, message: expect.any(String) });
    const headId = add.body.result.id;
    const loaded = await get('/online/cgreport/item/listByHeadId', { headId });
    expect(loaded.body.result.map((i: any) => [i.fieldName, i.isShow])).toEqual([
      ['id', 0],
      ['username', 1],
      ['realname', 1],
    ]);
    expect(loaded.body.result[0]).toMatchObject({ id: expect.any(String), orderNum: 1, fieldType: 'String' });
    const loadedParams = await get('/online/cgreport/param/listByHeadId', { headId });
    expect(loadedParams.body.result).toEqual([expect.objectContaining({ paramName: 'status', paramTxt: '状态', paramValue: '1' })]);
    // editing: the list row as head, the loaded rows with one removed and its id in deleteItemIds
    const record = (await get('/online/cgreport/head/queryById', { id: headId })).body.result;
    const kept = loaded.body.result.slice(0, 2).map((i: any) => ({ ...i, fieldTxt: `${i.fieldName}!` }));
    const edit = await s.call('PUT', '/online/cgreport/head/editAll', {
      token,
      body: {
        head: { ...record, name: '控制台报表2' },
        items: kept,
        deleteItemIds: loaded.body.result[2].id,
        params: loadedParams.body.result,
        deleteParamIds: '',
      },
    });
    expect(edit.body).toMatchObject(envelope);
    const after = await get('/online/cgreport/item/listByHeadId', { headId });
    expect(after.body.result.map((i: any) => i.fieldTxt)).toEqual(['id!', 'username!']);
    expect((await get('/online/cgreport/head/queryById', { id: headId })).body.result.name).toBe('控制台报表2');
    // the SQL gate holds on both saves
    const bad = await s.call('PUT', '/online/cgreport/head/editAll', {
      token,
      body: { head: { ...record, cgrSql: 'select * from sys_user' }, items: kept, params: [] },
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false, result: { field: 'cgrSql' } } });
  });

  it('opens its 工作台: 动态 from the device events, the demo cards refused with a reason and an empty result', async () => {
    const activity = await get('/mock/api/workplace/activity');
    expect(activity.body).toMatchObject(envelope);
    expect(Array.isArray(activity.body.result)).toBe(true);
    for (const [path, result] of [
      ['/mock/api/list/search/projects', { data: [] }],
      ['/mock/api/workplace/teams', []],
      ['/mock/api/workplace/radar', []],
      ['/mock/api/role', null],
      ['/mock/api/service', null],
    ] as const) {
      const r = await get(path);
      expect({ path, status: r.status, success: r.body.success, result: r.body.result }).toEqual({ path, status: 200, success: false, result });
      expect(r.body.message).toContain('ISPS 不提供');
    }
  });
});
