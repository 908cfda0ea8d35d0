import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { download, sheet, upload } from './xlsx.js';

let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('ent_op', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});

const add = (api: string, body: unknown, token = s.adminToken) => s.call('POST', `${api}/add`, { token, body });

describe('categories (/sys/category, a tree with generated codes)', () => {
  it('issues hierarchical codes, accepts JeecgBoot\'s pid "0" for roots, and answers the tree calls', async () => {
    const t = s.adminToken;
    const a = await add('/sys/category', { pid: '0', name: '装置', code: 'ignored' });
    expect(a.body).toMatchObject({ success: true, result: { name: '装置', code: 'A01', pid: null } });
    const b = await add('/sys/category', { name: '算法' });
    expect(b.body.result.code).toBe('A02');
    const a1 = await add('/sys/category', { pid: a.body.result.id, name: '新能源' });
    const a2 = await add('/sys/category', { pid: a.body.result.id, name: '负荷' });
    const a21 = await add('/sys/category', { pid: a2.body.result.id, name: '工业负荷' });
    expect([a1, a2, a21].map((r) => r.body.result.code)).toEqual(['A01A01', 'A01A02', 'A01A02A01']);

    const roots = await s.call('GET', '/sys/category/rootList', { token: t, query: { pid: '0' } });
    expect(roots.body.result.records.map((r: any) => [r.code, r.hasChild])).toEqual([
      ['A01', '1'],
      ['A02', '0'],
    ]);
    const search = await s.call('GET', '/sys/category/rootList', { token: t, query: { name: '*负荷*' } });
    expect(search.body.result.records.map((r: any) => r.code)).toEqual(['A01A02', 'A01A02A01']);
    const kids = await s.call('GET', '/sys/category/childList', { token: t, query: { pid: a.body.result.id } });
    expect(kids.body.result.map((r: any) => r.name)).toEqual(['新能源', '负荷']);

    const tree = await s.call('GET', '/sys/category/loadTreeRoot', { token: t, query: { async: 'false', pcode: 'A01' } });
    expect(tree.body.result).toMatchObject([
      { title: '新能源', code: 'A01A01', isLeaf: true, parentId: a.body.result.id },
      { title: '负荷', code: 'A01A02', isLeaf: false, children: [{ title: '工业负荷', key: a21.body.result.id }] },
    ]);
    const lazy = await s.call('GET', '/sys/category/loadTreeData', { token: t, query: { pcode: '0' } });
    expect(lazy.body.result.map((n: any) => n.title)).toEqual(['装置', '算法']);
    const cond = await s.call('GET', '/sys/category/loadTreeData', { token: t, query: { pid: a.body.result.id, condition: JSON.stringify({ name: '负荷' }) } });
    expect(cond.body.result.map((n: any) => n.code)).toEqual(['A01A02']);
    const badCond = await s.call('GET', '/sys/category/loadTreeData', { token: t, query: { pid: 'x', condition: '{"1=1; drop table x":1}' } });
    expect(badCond).toMatchObject({ status: 400, body: { result: { field: 'condition' } } });
    const names = await s.call('GET', '/sys/category/loadDictItem', { token: t, query: { ids: `${a21.body.result.id},nope,${a.body.result.id}` } });
    expect(names.body.result).toEqual(['工业负荷', '装置']);
    const all = await s.call('GET', '/sys/category/loadAllData', { token: t, query: { code: 'A01' } });
    expect(all.body.result.map((x: any) => x.text)).toEqual(['新能源', '负荷', '工业负荷']);
    expect((await s.call('GET', '/sys/category/loadTreeRoot', { token: t, query: { pcode: 'Z99' } })).status).toBe(400);
  });

  it('gives concurrent adds under one parent distinct codes', async () => {
    const parent = await add('/sys/category', { name: '并发父' });
    const kids = await Promise.all(Array.from({ length: 8 }, (_, i) => add('/sys/category', { pid: parent.body.result.id, name: `并发${i}` })));
    expect(kids.map((k) => k.status)).toEqual(Array(8).fill(200));
    expect(new Set(kids.map((k) => k.body.result.code)).size).toBe(8);
    await s.call('DELETE', '/sys/category/delete', { token: s.adminToken, query: { id: parent.body.result.id } });
  });

  it('re-codes a moved subtree and refuses a move under its own descendant', async () => {
    const t = s.adminToken;
    const list = async () =>
      Object.fromEntries(
        (await s.call('GET', '/sys/category/list', { token: t, query: { pageSize: 100 } })).body.result.records.map((r: any) => [r.name, r.code]),
      );
    const before = await list();
    const ids = Object.fromEntries(
      (await s.call('GET', '/sys/category/list', { token: t, query: { pageSize: 100 } })).body.result.records.map((r: any) => [r.name, r.id]),
    );
    const bad = await s.call('PUT', '/sys/category/edit', { token: t, body: { id: ids['负荷'], pid: ids['工业负荷'] } });
    expect(bad).toMatchObject({ status: 400, body: { result: { field: 'pid' } } });
    const moved = await s.call('PUT', '/sys/category/edit', { token: t, body: { id: ids['负荷'], pid: ids['算法'], code: 'Z01' } });
    expect(moved.body).toMatchObject({ success: true, result: { code: 'A02A01' } });
    expect(await list()).toMatchObject({ ...before, 负荷: 'A02A01', 工业负荷: 'A02A01A01' });
    // deleting a node takes its subtree with it
    await s.call('DELETE', '/sys/category/delete', { token: t, query: { id: ids['算法'] } });
    expect(Object.keys(await list()).sort()).toEqual(['新能源', '装置'].sort());
  });
});

describe('fill rules (/sys/fillRule)', () => {
  it('validates the declarative rule and runs it: prefix, date, padded sequence in the database', async () => {
    const t = s.adminToken;
    const bad: [unknown, RegExp][] = [
      ['{"prefix":"A","seqLength":"four"}', /seqLength 必须是整数/],
      ['{"prefix":"A","class":"java.lang.Runtime"}', /未知的键/],
      ['{"datePattern":"yyyy%"}', /datePattern/],
      ['not json', /JSON/],
      ['[1]', /JSON 对象/],
    ];
    for (const [ruleParams, msg] of bad) {
      const r = await add('/sys/fillRule', { ruleName: '坏规则', ruleCode: 'bad_rule', ruleParams });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(msg);
      expect(r.body.result.field ?? r.body.result.errors?.[0]?.field).toBe('ruleParams');
    }
    const created = await add('/sys/fillRule', {
      ruleName: '工单号',
      ruleCode: 'work_order',
      ruleParams: JSON.stringify({ prefix: 'WO', datePattern: 'yyyy', separator: '-', seqLength: 3 }),
    });
    expect(created.body.success).toBe(true);
    expect(JSON.parse(created.body.result.ruleParams)).toMatchObject({ prefix: 'WO', reset: 'none', start: 1, suffix: '' });
    const year = String(new Date().getFullYear());

    const preview = await s.call('GET', '/sys/fillRule/testFillRule', { token: t, query: { ruleCode: 'work_order' } });
    expect(preview.body.result).toBe(`WO-${year}-001`);
    const first = await s.call('PUT', '/sys/fillRule/executeRuleByCode/work_order', { token: t, body: { anyFormField: 1 } });
    const second = await s.call('PUT', '/sys/fillRule/executeRuleByCode/work_order', { token: t, body: {} });
    expect([first.body.result, second.body.result]).toEqual([`WO-${year}-001`, `WO-${year}-002`]);
    const batch = await s.call('PUT', '/sys/fillRule/executeRuleByCodeBatch', {
      token: t,
      body: { commonFormData: {}, rules: [{ ruleCode: 'work_order' }, { ruleCode: 'order_num_rule', formData: null }] },
    });
    expect(batch.body.result[0]).toEqual({ ruleCode: 'work_order', result: `WO-${year}-003` });
    expect(batch.body.result[1].result).toMatch(/^CN\d{8}0001$/);
    // an unknown code in a batch consumes nothing
    const failed = await s.call('PUT', '/sys/fillRule/executeRuleByCodeBatch', {
      token: t,
      body: { rules: [{ ruleCode: 'work_order' }, { ruleCode: 'nope' }] },
    });
    expect(failed.status).toBe(404);
    expect((await s.call('GET', '/sys/fillRule/testFillRule', { token: t, query: { ruleCode: 'work_order' } })).body.result).toBe(`WO-${year}-004`);
    const listed = await s.call('GET', '/sys/fillRule/list', { token: t, query: { ruleCode: 'work_order' } });
    expect(listed.body.result.records[0]).toMatchObject({ currentSeq: 3, seqPeriod: '' });
  });

  it('gives concurrent calls distinct, consecutive values', async () => {
    await add('/sys/fillRule', { ruleName: '并发', ruleCode: 'concurrent_rule', ruleParams: '{"prefix":"C","seqLength":4}' });
    const calls = Array.from({ length: 24 }, () => s.call('PUT', '/sys/fillRule/executeRuleByCode/concurrent_rule', { token: s.adminToken, body: {} }));
    const values = (await Promise.all(calls)).map((r) => r.body.result as string);
    expect(new Set(values).size).toBe(24);
    expect([...values].sort()).toEqual(Array.from({ length: 24 }, (_, i) => `C${String(i + 1).padStart(4, '0')}`));
  });

  it('lets only holders of fillRule:execute consume numbers; readers may preview', async () => {
    expect((await s.call('PUT', '/sys/fillRule/executeRuleByCode/order_num_rule', { token: operator, body: {} })).status).toBe(403);
    expect((await s.call('GET', '/sys/fillRule/testFillRule', { token: operator, query: { ruleCode: 'order_num_rule' } })).status).toBe(200);
    expect((await s.call('PUT', '/sys/fillRule/executeRuleByCode/nope', { token: s.adminToken, body: {} })).status).toBe(404);
  });
});

describe('gateway routes and process definitions', () => {
  it('gateway routes: predicates and filters must be JSON lists of named definitions', async () => {
    const body = { routerId: 'isps-system', name: 'isps-system', uri: 'lb://isps-system', predicates: '[{"name":"Path","args":["/sys/**"]}]', filters: '[]' };
    const ok = await add('/sys/gatewayRoute', body);
    expect(ok.body.result).toMatchObject({ routerId: 'isps-system', status: '1', status_dictText: '有效', stripPrefix: true, retryable: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ predicates: '[{"name":' }, 'predicates'],
      [{ predicates: '{"name":"Path"}' }, 'predicates'],
      [{ filters: '[{"args":[]}]' }, 'filters'],
      [{ uri: 'file:///etc/passwd' }, 'uri'],
      [{ routerId: 'isps-system' }, 'routerId'],
    ];
    for (const [change, field] of cases) {
      const r = await add('/sys/gatewayRoute', { ...body, routerId: 'other', ...change });
      expect({ field, status: r.status, got: r.body.result?.field ?? r.body.result?.errors?.[0]?.field }).toEqual({ field, status: 400, got: field });
    }
  });

  it('process definitions: one row per key and version, definition checked against its format', async () => {
    const xml = '<?xml version="1.0"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p"/></definitions>';
    const v1 = await add('/sys/processDefinition', { processKey: 'device_check', processName: '装置巡检', category: 'maintenance', definition: xml });
    expect(v1.body.result).toMatchObject({ version: 1, status: '0', status_dictText: '草稿', category_dictText: '运维流程' });
    const dup = await add('/sys/processDefinition', { processKey: 'device_check', processName: '装置巡检', version: 1 });
    expect(dup).toMatchObject({ status: 400, body: { result: { field: 'version' } } });
    expect(
      (
        await add('/sys/processDefinition', {
          processKey: 'device_check',
          processName: '装置巡检',
          version: 2,
          definitionFormat: 'json',
          definition: '{"steps":[]}',
        })
      ).body.success,
    ).toBe(true);
    const badJson = await add('/sys/processDefinition', { processKey: 'x', processName: 'x', definitionFormat: 'json', definition: '<definitions/>' });
    expect(badJson).toMatchObject({ status: 400, body: { result: { field: 'definition' } } });
    const badXml = await add('/sys/processDefinition', { processKey: 'x', processName: 'x', definition: '<html></html>' });
    expect(badXml).toMatchObject({ status: 400, body: { result: { field: 'definition' } } });
    const edit = await s.call('PUT', '/sys/processDefinition/edit', { token: s.adminToken, body: { id: v1.body.result.id, status: '1' } });
    expect(edit.body.result.status_dictText).toBe('已发布');
  });
});

describe('every new entity: menu, permissions, Excel', () => {
  const ENTITIES: { api: string; path: string; component: string; perm: string; row: Record<string, unknown>; header: string }[] = [
    { api: '/sys/category', path: '/isystem/category', component: 'system/SysCategoryList', perm: 'category', row: { name: '导入分类' }, header: '类型名称' },
    {
      api: '/sys/fillRule',
      path: '/isystem/fillRule',
      component: 'system/SysFillRuleList',
      perm: 'fillRule',
      row: { ruleName: '导入规则', ruleCode: 'imp_rule', ruleParams: '{"prefix":"I"}' },
      header: '规则名称',
    },
    {
      api: '/sys/dataSource',
      path: '/isystem/dataSource',
      component: 'system/SysDataSourceList',
      perm: 'dataSource',
      row: { code: 'imp_ds', name: '导入数据源', dbHost: '127.0.0.1' },
      header: '数据源编码',
    },
    {
      api: '/sys/gatewayRoute',
      path: '/isystem/gatewayRoute',
      component: 'system/SysGatewayRouteList',
      perm: 'gatewayRoute',
      row: { routerId: 'imp-route', name: 'imp', uri: 'http://127.0.0.1:1' },
      header: '路由ID',
    },
    {
      api: '/sys/processDefinition',
      path: '/isystem/processDefinition',
      component: 'system/ProcessDefinitionList',
      perm: 'processDefinition',
      row: { processKey: 'imp_proc', processName: '导入流程' },
      header: '流程标识',
    },
  ];

  it('seeds each page with its JeecgBoot component and buttons, granted to admin; operators read only', async () => {
    const menu = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken, query: { console: 'isps' } })).body.result;
    const system = menu.menu.find((m: any) => m.path === '/isystem');
    const pages = [
      ...ENTITIES,
      { path: '/isystem/addressList', component: 'system/AddressList', perm: 'addressList' },
      { path: '/isystem/dataLog', component: 'system/DataLogList', perm: 'dataLog' },
    ];
    for (const p of pages) expect(system.children.find((c: any) => c.path === p.path)).toMatchObject({ component: p.component });
    const actions = menu.auth.map((a: any) => a.action);
    for (const e of ENTITIES) expect(actions).toEqual(expect.arrayContaining(['add', 'edit', 'delete', 'export', 'import'].map((a) => `${e.perm}:${a}`)));
    expect(actions).toContain('fillRule:execute');
    for (const e of ENTITIES) {
      expect((await s.call('GET', `${e.api}/list`, { token: operator })).status).toBe(200);
      expect((await add(e.api, e.row, operator)).status).toBe(403);
    }
  });

  it('exports and imports each entity', async () => {
    for (const e of ENTITIES) {
      const fields = Object.keys(e.row);
      const imported = await upload(s, `${e.api}/importExcel`, await sheet([fields, fields.map((f) => e.row[f])]));
      expect({ api: e.api, status: imported.status, result: imported.body.result }).toMatchObject({
        api: e.api,
        status: 200,
        result: { success: 1, failed: 0 },
      });
      const x = await download(s, `${e.api}/exportXls`);
      expect(x.status).toBe(200);
      expect(x.rows[0]).toContain(e.header);
      expect(x.rows.flat()).toContain(Object.values(e.row)[0]);
      expect((await download(s, `${e.api}/exportXls`, operator)).status).toBe(403);
    }
  });
});
