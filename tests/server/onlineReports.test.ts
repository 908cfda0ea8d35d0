import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';
import { download } from './xlsx.js';

let s: TestServer;
let userReport: string;
let dictReport: string;
beforeAll(async () => {
  s = await startServer();
  userReport = (await get('getRpColumns/report_user')).body.result.cgRpConfigId;
  dictReport = await addReport({
    code: 'rp_dict_items',
    name: '字典项报表',
    cgrSql: [
      'select i.id, d.dict_code, i.item_value, i.item_text, i.sort_order, i.create_time',
      'from sys_dict_item i join sys_dict d on d.id = i.dict_id',
      "where d.del_flag = 0 and (coalesce(${code}, '') = '' or d.dict_code = ${code})",
    ].join('\n'),
    onlCgreportItemList: [
      { fieldName: 'id', fieldTxt: 'ID', isShow: 0 },
      { fieldName: 'dict_code', fieldTxt: '字典编码', isSearch: 1, isOrder: 1 },
      { fieldName: 'item_value', fieldTxt: '值', isSearch: 1 },
      { fieldName: 'item_text', fieldTxt: '名称', isSearch: 1 },
      { fieldName: 'sort_order', fieldTxt: '排序', fieldType: 'Integer', isSearch: 1, searchMode: 'group', isOrder: 1, isTotal: 1 },
      { fieldName: 'create_time', fieldTxt: '创建时间', fieldType: 'datetime', isSearch: 1, searchMode: 'group' },
    ],
    onlCgreportParamList: [{ paramName: 'code', paramTxt: '字典编码', paramValue: '' }],
  });
});
afterAll(async () => {
  await s?.close();
});

const get = (path: string, query?: Record<string, string | number>, token?: string) =>
  s.call('GET', `/online/cgreport/api/${path}`, { token: token ?? s.adminToken, query });

async function addReport(body: Record<string, unknown>): Promise<string> {
  const r = await s.call('POST', '/online/cgreport/head/add', { token: s.adminToken, body });
  expect(r.body).toMatchObject({ success: true });
  return r.body.result.id;
}

const dictItemCount = async (code?: string) => {
  let q = s.ctx.db.selectFrom('sys_dict_item as i').innerJoin('sys_dict as d', 'd.id', 'i.dict_id').where('d.del_flag', '=', 0);
  if (code) q = q.where('d.dict_code', '=', code);
  return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
};

describe('online report API shapes (seeded report_user)', () => {
  it('getRpColumns: columns with customRender = dictionary code, dictOptions, config id and name', async () => {
    const r = (await get('getRpColumns/report_user')).body.result;
    expect(r).toMatchObject({ cgRpConfigId: userReport, cgRpConfigName: '用户报表', isGroupTitle: false, fieldHrefSlots: [] });
    expect(r.columns.map((c: any) => c.dataIndex)).toEqual(['username', 'realname', 'sex', 'status', 'org_code', 'phone', 'email', 'create_time']);
    expect(r.columns[0]).toMatchObject({ title: '用户账号', dataIndex: 'username', fieldType: 'String', align: 'center', sorter: 'true', customRender: null });
    expect(r.columns[2]).toMatchObject({ dataIndex: 'sex', customRender: 'sex', fieldType: 'Integer' });
    expect(r.columns[2].sorter).toBeUndefined();
    expect(r.dictOptions.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ]);
    expect(r.dictOptions.user_status.map((o: any) => o.text)).toEqual(['正常', '冻结']);
    // by id too, and the href slots of the depart report
    expect((await get(`getRpColumns/${userReport}`)).body.result.cgRpConfigName).toBe('用户报表');
    const dep = (await get('getRpColumns/report_depart')).body.result;
    expect(dep.fieldHrefSlots).toEqual([{ slotName: 'fieldHref_depart_name', href: '/isystem/depart?orgCode=${org_code}' }]);
    expect(dep.columns.find((c: any) => c.dataIndex === 'user_count')).toMatchObject({ isTotal: '1', fieldType: 'Long' });
  });

  it('a report saved without its columns gets those its SQL reads (as 解析SQL lists them); one with columns keeps them', async () => {
    const id = await addReport({ code: 'rp_noparse', name: '未解析', cgrSql: 'select id, username, realname from sys_user' });
    const cols = (await s.call('GET', `/online/cgreport/api/getRpColumns/rp_noparse`, { token: s.adminToken })).body.result.columns;
    expect(cols.map((c: any) => c.dataIndex)).toEqual(['username', 'realname']); // id is read but not shown
    const data = (await s.call('GET', `/online/cgreport/api/getData/${id}`, { token: s.adminToken })).body.result;
    expect(data.records[0]).toEqual(expect.objectContaining({ username: expect.any(String) }));
    // and its \${params}
    const withParam = await addReport({ code: 'rp_noparse_p', name: '未解析参数', cgrSql: 'select id, username from sys_user where status = ${status}' });
    const params = (await s.call('GET', `/online/cgreport/api/getParamsInfo/${withParam}`, { token: s.adminToken })).body.result;
    expect(params.map((p: any) => p.paramName)).toEqual(['status']);
    const kept = await addReport({
      code: 'rp_withcols',
      name: '已配置',
      cgrSql: 'select id, username from sys_user',
      onlCgreportItemList: [{ fieldName: 'username', fieldTxt: '账号', isShow: 1 }],
    });
    expect((await s.call('GET', `/online/cgreport/api/getRpColumns/${kept}`, { token: s.adminToken })).body.result.columns).toEqual([
      expect.objectContaining({ dataIndex: 'username', title: '账号' }),
    ]);
  });

  it('getQueryInfo: searchable items, those after the second hidden "1"; getParamsInfo: the params with defaults', async () => {
    const q = (await get(`getQueryInfo/${userReport}`)).body.result;
    expect(q.map((i: any) => [i.field, i.view, i.mode, i.hidden ?? ''])).toEqual([
      ['username', 'string', 'single', ''],
      ['realname', 'string', 'single', ''],
      ['sex', 'list', 'single', '1'],
      ['phone', 'string', 'single', '1'],
      ['create_time', 'datetime', 'group', '1'],
    ]);
    expect(q[0]).toMatchObject({ label: '用户账号' });
    const p = (await get(`getParamsInfo/${userReport}`)).body.result;
    expect(p).toMatchObject([{ paramName: 'status', paramTxt: '用户状态', paramValue: '1' }]);
  });

  it('getData and getColumnsAndData: {records, total}; the param default applies, self_<param> overrides it', async () => {
    const d = (await get(`getData/${userReport}`)).body.result;
    expect(Object.keys(d).sort()).toEqual(['records', 'total']);
    expect(d.total).toBe(1);
    expect(d.records[0]).toMatchObject({ username: 'admin', sex: 1, status: 1 });
    expect((await get(`getData/${userReport}`, { self_status: '2' })).body.result.total).toBe(0);
    const frozen = await s.userWithRoles('rp_frozen', []);
    await s.ctx.db.updateTable('sys_user').set({ status: 2, sex: 2 }).where('id', '=', frozen.id).execute();
    expect((await get(`getData/${userReport}`, { self_status: '2' })).body.result.records.map((r: any) => r.username)).toEqual(['rp_frozen']);
    expect((await get(`getData/${userReport}`, { self_status: '' })).body.result.total).toBe(1); // empty → the default
    const cd = (await get(`getColumnsAndData/${userReport}`)).body.result;
    expect(cd).toMatchObject({ cgreportHeadName: '用户报表', cgRpConfigId: userReport, data: { total: 1 } });
    expect(cd.columns).toHaveLength(8);
  });

  it('the seeded device report: devices of the type parameter (default SMD-L), dictionary columns, a menu page', async () => {
    const cols = (await get('getRpColumns/report_device')).body.result;
    expect(cols.columns.find((c: any) => c.dataIndex === 'equip_type')).toMatchObject({ customRender: 'equip_type' });
    const id = cols.cgRpConfigId;
    const byType = async (t?: string) => (await get(`getData/${id}`, { pageSize: 100, ...(t ? { self_equipType: t } : {}) })).body.result;
    const loads = await byType();
    expect(loads.total).toBe(8); // the demo seed's SMD-L devices
    expect(loads.records.every((r: any) => r.equip_type === 'SMD-L')).toBe(true);
    expect((await byType('SMD-W')).total).toBe(4);
    expect((await byType("SMD-W' or '1'='1")).total).toBe(0); // the parameter is a bound value
    const menu = await s.ctx.db.selectFrom('sys_permission').select('component').where('url', '=', '/online/cgreport/report_device').executeTakeFirst();
    expect(menu?.component).toBe('modules/online/cgreport/auto/OnlCgreportAutoList');
  });

  it('dictionary filters take one value or a list; a quoted ${param} is bound too', async () => {
    expect((await get(`getData/${userReport}`, { sex: '1' })).body.result.total).toBe(1);
    expect((await get(`getData/${userReport}`, { sex: '2' })).body.result.total).toBe(0);
    expect((await get(`getData/${userReport}`, { sex: '1,2', self_status: '2' })).body.result.total).toBe(1);
    const dep = (await get('getRpColumns/report_depart')).body.result.cgRpConfigId;
    const companies = (await get(`getData/${dep}`, { self_orgCategory: '1' })).body.result;
    expect(companies.records.map((r: any) => r.org_code).sort()).toEqual(['A01', 'A02']);
    expect(companies.records.find((r: any) => r.org_code === 'A01').user_count).toBeGreaterThanOrEqual(1);
  });

  it('select * over a table with a password column is refused: the report lists its columns (reportSecrets.test.ts)', async () => {
    const r = await s.call('POST', '/online/cgreport/head/add', {
      token: s.adminToken,
      body: { code: 'rp_star', name: '全部列', cgrSql: 'select * from sys_user' },
    });
    expect(r).toMatchObject({ status: 400, body: { result: { field: 'cgrSql' } } });
    const id = await addReport({ code: 'rp_star', name: '全部列', cgrSql: 'select * from (select id, username from sys_user) u' });
    const d = await get(`getData/${id}`, { pageSize: 100 });
    expect(d.body.result.total).toBeGreaterThan(0);
    expect(Object.keys(d.body.result.records[0]).sort()).toEqual(['id', 'username']);
  });
});

describe('paging, sort and filters (bound, checked against the report items)', () => {
  it('pages and totals', async () => {
    const all = await dictItemCount();
    const p1 = (await get(`getData/${dictReport}`, { pageSize: 5, pageNo: 1, column: 'sort_order', order: 'desc' })).body.result;
    const p2 = (await get(`getData/${dictReport}`, { pageSize: 5, pageNo: 2, column: 'sort_order', order: 'desc' })).body.result;
    expect(p1.total).toBe(all);
    expect(p1.records).toHaveLength(5);
    expect(p2.records).toHaveLength(5);
    const orders = [...p1.records, ...p2.records].map((r: any) => r.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect((await get(`getData/${dictReport}`, { self_code: 'sex' })).body.result.total).toBe(await dictItemCount('sex'));
    const asc = (await get(`getData/${dictReport}`, { self_code: 'yn', column: 'sort_order', order: 'asc' })).body.result.records;
    expect(asc.map((r: any) => r.sort_order)).toEqual([1, 2]);
  });

  it('single values: * wildcards are ILIKE with %, _ and \\ taken literally; ranges by _begin/_end', async () => {
    const q = (extra: Record<string, string>) => get(`getData/${dictReport}`, { self_code: 'sex', ...extra }).then((r) => r.body.result);
    expect((await q({ item_text: '*男*' })).records.map((r: any) => r.item_text)).toEqual(['男']);
    expect((await q({ item_text: '男' })).total).toBe(1);
    expect((await q({ item_text: '%' })).total).toBe(0);
    expect((await q({ item_text: '*%*' })).total).toBe(0);
    expect((await q({ item_text: '*_*' })).total).toBe(0);
    expect((await q({ item_value: '*1' })).records.map((r: any) => r.item_value)).toEqual(['1']);
    expect((await q({ sort_order_begin: '2', sort_order_end: '2' })).records.map((r: any) => r.item_text)).toEqual(['女']);
    expect((await q({ create_time_begin: '2000-01-01', create_time_end: '2999-12-31 23:59:59' })).total).toBe(2);
    expect((await q({ create_time_end: '2000-01-01' })).total).toBe(0);
    expect((await q({ item_text: '', item_value: '  ', foo: 'ignored', _t: '123' })).total).toBe(2); // empty dropped, extras ignored
  });

  it('refuses bad values, non-searchable filters, non-sortable sort columns and bad paging, naming the parameter', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ sort_order: 'abc' }, 'sort_order'],
      [{ sort_order_begin: '1 or 1=1' }, 'sort_order_begin'],
      [{ create_time_begin: 'garbage' }, 'create_time_begin'],
      [{ create_time_end: '2024-02-30' }, 'create_time_end'],
      [{ id: 'x' }, 'id'],
      [{ column: 'id' }, 'column'],
      [{ column: 'nope' }, 'column'],
      [{ column: 'item_text' }, 'column'],
      [{ column: 'sort_order', order: 'sideways' }, 'order'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageNo: -1 }, 'pageNo'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ item_text: 'x'.repeat(1001) }, 'item_text'],
      [{ self_code: 'y'.repeat(1001) }, 'self_code'],
    ];
    for (const [query, field] of cases) {
      const r = await get(`getData/${dictReport}`, query);
      expect({ query, status: r.status, field: r.body.result?.field }).toEqual({ query, status: 400, field });
    }
  });

  it('unknown report: 404 with its name; a malformed id or code: 400 naming it', async () => {
    const r = await get('getRpColumns/no_such_report');
    expect(r).toMatchObject({ status: 404, body: { success: false, message: expect.stringContaining('no_such_report') } });
    expect((await get('getData/abcdef0123')).status).toBe(404);
    expect(await get("getData/x'%20or%201=1")).toMatchObject({ status: 400, body: { result: { field: 'id' } } });
    expect(await get("getRpColumns/x'y")).toMatchObject({ status: 400, body: { result: { field: 'code' } } });
  });
});

describe('export', () => {
  it('writes the shown columns with dictionary text, for the same query', async () => {
    const x = await download(s, `/online/cgreport/api/exportXls/${userReport}?username=admin`);
    expect(x.status).toBe(200);
    expect(x.rows[0]).toEqual(['用户账号', '用户姓名', '性别', '状态', '部门编码', '手机号', '邮箱', '创建时间']);
    expect(x.rows).toHaveLength(2);
    expect(x.rows[1].slice(0, 5)).toEqual(['admin', '管理员', '男', '正常', 'A01']);
    const all = await download(s, `/online/cgreport/api/exportXls/${dictReport}?self_code=sex`);
    expect(
      all.rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['女', '男']);
  });
});

describe('the database refuses what the parser cannot see', () => {
  it('a function that writes fails inside the read-only transaction: 400, nothing written', async () => {
    await s.ctx.raw.exec(`create or replace function isps_test_write() returns int language sql as $$
      insert into sys_role (id, role_code, role_name) values ('evil', 'evil', 'evil') returning 1 $$`);
    const id = await addReport({ code: 'rp_write', name: '写库函数', cgrSql: 'select isps_test_write() as x' });
    const r = await get(`getData/${id}`);
    expect(r).toMatchObject({ status: 400, body: { message: expect.stringMatching(/修改数据|read-only/) } });
    expect(await s.ctx.db.selectFrom('sys_role').select('id').where('id', '=', 'evil').executeTakeFirst()).toBeUndefined();
  });

  it.skipIf(DB_KIND !== 'pg')('a slow report stops at the statement timeout (PostgreSQL)', async () => {
    // row generators are refused on the main database (reportLimits.test.ts): a cross join of business tables is slow too
    const id = await addReport({
      code: 'rp_slow',
      name: '慢报表',
      cgrSql: 'select count(*) as n from sys_permission a, sys_permission b, sys_permission c, sys_permission d',
    });
    s.ctx.config.reportTimeoutMs = 300;
    try {
      const t = Date.now();
      const r = await get(`getData/${id}`);
      expect(r).toMatchObject({ status: 400, body: { message: expect.stringContaining('超时') } });
      expect(Date.now() - t).toBeLessThan(5000);
    } finally {
      s.ctx.config.reportTimeoutMs = 5000;
    }
  });
});
