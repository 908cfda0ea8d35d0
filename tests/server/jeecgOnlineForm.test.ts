import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// JeecgBoot 2.4.6's online-form module (@jeecg/antd-online-mini 2.4.6-beta5) replayed request by request:
// the URLs, parameters and body shapes of its bundle (OnlCgformHeadModal, OnlCgformHeadList, OnlCgformAutoList…).
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('jo_operator', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});
const call = (method: string, url: string, body?: unknown, query?: Record<string, string>, token = s.adminToken) => s.call(method, url, { token, body, query });

/** One row of the designer's field table, as it posts it (ids are its temporary row keys). */
const field = (dbFieldName: string, dbFieldTxt: string, extra: Record<string, unknown> = {}) => ({
  id: `tmp_${dbFieldName}`,
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 32,
  dbPointLength: 0,
  dbDefaultVal: '',
  dbIsKey: 0,
  dbIsNull: 1,
  isShowForm: 1,
  isShowList: 1,
  isQuery: 0,
  queryMode: 'single',
  fieldShowType: 'text',
  dictField: '',
  orderNum: 0,
  ...extra,
});
// the designer always sends JeecgBoot's default rows; ISPS generates these columns itself
const defaults = [field('id', '主键', { dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 }), field('create_by', '创建人', { isShowForm: 0 })];
const head = (extra: Record<string, unknown> = {}) => ({
  tableName: 'jo_station',
  tableTxt: '站点台账',
  tableType: 1,
  formCategory: 'temp',
  idType: 'UUID',
  isCheckbox: 'Y',
  isPage: 'Y',
  isTree: 'N',
  themeTemplate: 'normal',
  formTemplate: '1',
  ...extra,
});
const body = (fields: unknown[], h: Record<string, unknown> = {}) => ({
  head: head(h),
  fields: [...defaults, ...fields],
  indexs: [{ id: 'tmp_i1', indexName: 'uk_code', indexField: 'station_code', indexType: 'unique' }],
  deleteFieldIds: [],
  deleteIndexIds: [],
});
const listNames = async () =>
  (
    await call('GET', '/online/cgform/api/getData/jo_station', undefined, {
      column: 'id',
      order: 'desc',
      pageNo: '1',
      pageSize: '10',
      superQueryMatchType: 'and',
    })
  ).body.result.records;

describe("JeecgBoot's online-form module on ISPS's forms", () => {
  it('checks the name, creates, syncs, lists its fields, buttons and indexes, and edits a form', async () => {
    expect((await call('GET', '/online/cgform/api/checkOnlyTable', undefined, { id: '', tbname: 'jo_station' })).body).toMatchObject({
      success: true,
      result: 1,
    });
    expect((await call('GET', '/online/cgform/api/checkOnlyTable', undefined, { id: '', tbname: 'sys_user' })).body.result).toBe(-1);

    const fields = [field('station_name', '站点名称', { dbIsNull: 0, isQuery: 1 }), field('station_code', '站点编码', { orderNum: 1 })];
    const add = await call('POST', '/online/cgform/api/addAll', body(fields));
    expect(add.body).toMatchObject({ success: true });
    expect((await call('GET', '/online/cgform/api/checkOnlyTable', undefined, { id: '', tbname: 'jo_station' })).body.result).toBe(-1);
    // editing its own name is not a clash
    expect((await call('GET', '/online/cgform/api/checkOnlyTable', undefined, { id: 'jo_station', tbname: 'jo_station' })).body.result).toBe(1);

    const list = (await call('GET', '/online/cgform/head/list', undefined, { column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' })).body.result;
    expect(list.records.find((r: any) => r.tableName === 'jo_station')).toMatchObject({ id: 'jo_station', tableTxt: '站点台账', isDbSynch: 'Y' });
    const sync = await call('POST', '/online/cgform/api/doDbSynch/jo_station/normal', { synMethod: '1' });
    expect(sync.body).toMatchObject({ success: true });

    const dbFields = (await call('GET', '/online/cgform/field/listByHeadId', undefined, { headId: 'jo_station' })).body.result;
    expect(dbFields.filter((f: any) => f.dbFieldName.startsWith('station')).map((f: any) => [f.dbFieldName, f.dbFieldTxt, f.dbIsNull, f.isQuery])).toEqual([
      ['station_name', '站点名称', 0, 1],
      ['station_code', '站点编码', 1, 0],
    ]);
    expect((await call('GET', '/online/cgform/index/listByHeadId', undefined, { headId: 'jo_station' })).body.result).toMatchObject([
      { indexField: 'station_code', indexType: 'unique' },
    ]);
    expect((await call('GET', '/online/cgform/button/list/jo_station', undefined, { column: 'orderNum', order: 'asc' })).body.result).toMatchObject({
      records: [],
      total: 0,
    });

    const edit = await call(
      'PUT',
      '/online/cgform/api/editAll',
      body([...fields, field('remark', '备注', { dbType: 'Text', orderNum: 2 })], { id: 'jo_station' }),
    );
    expect(edit.body).toMatchObject({ success: true });
    const form = (await call('GET', '/online/cgform/api/getFormItem/jo_station')).body.result;
    expect(form.head).toMatchObject({ id: 'jo_station', isTree: 'N' });
    expect(Object.keys(form.schema.properties)).toEqual(['stationName', 'stationCode', 'remark']);
    expect(form.schema.properties.remark.view).toBe('textarea');
    expect(form.schema.required).toEqual(['stationName']);
  });

  it('adds, edits, lists and deletes records as its run-time form does', async () => {
    const cols = (await call('GET', '/online/cgform/api/getColumns/jo_station')).body.result;
    expect(cols).toMatchObject({ currentTableName: 'jo_station', checkboxFlag: 'Y', fieldHrefSlots: [], cgButtonList: [] });
    expect(cols.columns.map((c: any) => c.dataIndex)).toEqual(expect.arrayContaining(['stationName', 'stationCode']));

    const add = await call('POST', '/online/cgform/api/form/jo_station', { stationName: '一号站', stationCode: 'S1' });
    expect(add.body.success).toBe(true);
    const [row] = await listNames();
    expect(row).toMatchObject({ stationName: '一号站', stationCode: 'S1' });
    expect((await call('GET', `/online/cgform/api/form/jo_station/${row.id}`)).body.result).toMatchObject({ stationName: '一号站' });
    expect((await call('PUT', '/online/cgform/api/form/jo_station', { id: row.id, stationName: '二号站', stationCode: 'S1' })).body.success).toBe(true);
    expect((await listNames()).map((r: any) => r.stationName)).toEqual(['二号站']);
    // the unique index the designer declared holds
    const dup = await call('POST', '/online/cgform/api/form/jo_station', { stationName: '三号站', stationCode: 'S1' });
    expect(dup.body.success).toBe(false);

    const xls = await call('GET', '/online/cgform/api/exportXls/jo_station');
    expect(xls.status).toBe(200);
    expect(typeof xls.body).toBe('string');
    expect((await call('DELETE', `/online/cgform/api/form/jo_station/${row.id}`)).body.success).toBe(true);
    expect(await listNames()).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and non-designers with 403, writing nothing', async () => {
    const bad = await call('POST', '/online/cgform/api/addAll', body([field('geo', '位置', { dbType: 'Geometry' })], { tableName: 'jo_bad' }));
    expect([bad.status, bad.body.result?.field]).toEqual([400, 'fields.2.dbType']);
    const noHead = await call('POST', '/online/cgform/api/addAll', { fields: [] });
    expect(noHead.status).toBe(400);
    const denied = await call('POST', '/online/cgform/api/addAll', body([field('a_b', 'x')], { tableName: 'jo_denied' }), undefined, operator);
    expect(denied.status).toBe(403);
    const twice = await call('POST', '/online/cgform/api/addAll', body([field('a_b', 'x')]));
    expect([twice.status, twice.body.result?.field]).toEqual([400, 'head.tableName']);
    for (const tbname of ['jo_bad', 'jo_denied']) expect((await call('GET', '/online/cgform/api/checkOnlyTable', undefined, { tbname })).body.result).toBe(1);
    // a user without the form's read permission gets neither its form nor its data
    const nobody = (await s.userWithRoles('jo_nobody', [])).token;
    const noRead = await call('GET', '/online/cgform/api/getFormItem/jo_station', undefined, undefined, nobody);
    expect([noRead.status, noRead.body.message]).toEqual([403, '没有权限，请联系管理员授权（online:jo_station:list）']);
  });

  it('answers the module routes ISPS does not provide with success:false and a reason, never 404', async () => {
    for (const [method, url] of [
      ['GET', '/online/cgform/api/getQueryInfo/jo_station'],
      ['GET', '/online/cgform/head/enhanceJs/jo_station'],
      ['POST', '/online/cgform/button/add'],
    ]) {
      const r = await call(method, url, method === 'GET' ? undefined : { buttonCode: 'x' });
      expect([url, r.status, r.body.success, r.body.code, r.body.message.includes('ISPS')]).toEqual([url, 200, false, 501, true]);
    }
    // still needs a token
    expect((await s.call('GET', '/online/cgform/api/getQueryInfo/jo_station')).status).toBe(401);
  });
});
