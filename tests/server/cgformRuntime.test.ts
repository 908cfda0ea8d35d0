import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// An online form at run time: JeecgBoot's form routes, dictionary text in the reader's language,
// enhancement buttons that run a registered server action, and deleting the form.
let s: TestServer;
let operator: string;
const title = (zh: string, en: string) => ({ zh, en });
const form = (code: string) => ({
  entity: code,
  api: '/ignored',
  permission: code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
  title: title('巡检', 'Inspections'),
  menu: { parent: '/online', path: `/online/cgform/list/${code}` },
  fields: {
    name: { type: 'string', title: title('名称', 'Name'), maxLength: 20, required: true, list: true },
    sex: { type: 'string', title: title('性别', 'Sex'), dict: 'sex', list: true },
    level: { type: 'string', title: title('等级', 'Level'), dict: 'rt_level', list: true },
    code: { type: 'string', title: title('编号', 'Code'), unique: true },
  },
});
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('rt_operator', ['operator'])).token;
  // a dictionary whose second item has no English text
  await call('POST', '/sys/dict/add', { dictName: '等级', dictCode: 'rt_level' });
  const dictId = (await call('GET', '/sys/dict/list', undefined, { dictCode: 'rt_level' })).body.result.records[0].id;
  await call('POST', '/sys/dictItem/add', { dictId, itemText: '高', itemTextEn: 'High', itemValue: 'h', status: 1 });
  await call('POST', '/sys/dictItem/add', { dictId, itemText: '低', itemValue: 'l', status: 1 });
  for (const code of ['rt_form', 'rt_gone']) expect((await call('POST', '/online/cgform/head/publish', { schema: form(code) })).body.success).toBe(true);
});
afterAll(async () => {
  await s?.close();
});

function call(method: string, url: string, body?: unknown, query?: Record<string, string>, o: { token?: string; lang?: string } = {}) {
  const headers = o.lang ? { 'X-Lang': o.lang } : undefined;
  return s.call(method, url, { token: o.token ?? s.adminToken, body, query, headers });
}
const rows = async (code = 'rt_form') => (await call('GET', `/online/cgform/api/getData/${code}`, undefined, { pageSize: '100' })).body.result.records;

describe('JeecgBoot form routes of an online form', () => {
  it('add, read, edit, delete and columns, with the form’s own rules and permissions', async () => {
    const add = await call('POST', '/online/cgform/api/form/rt_form', { name: '一号', sex: '1', level: 'l', code: 'A1' });
    expect(add.body.success).toBe(true);
    const id = add.body.result.id;
    expect((await call('GET', `/online/cgform/api/form/rt_form/${id}`)).body.result).toMatchObject({ name: '一号', sex_dictText: '男' });
    expect((await call('PUT', '/online/cgform/api/form/rt_form', { id, name: '一号站' })).body.success).toBe(true);
    expect((await rows()).map((r: any) => r.name)).toEqual(['一号站']);

    const bad = await call('POST', '/online/cgform/api/form/rt_form', { name: 'x'.repeat(30) });
    expect([bad.status, bad.body.result?.errors?.[0]?.field]).toEqual([400, 'name']);
    const denied = await call('PUT', '/online/cgform/api/form/rt_form', { id, name: 'op' }, undefined, { token: operator });
    expect([denied.status, denied.body.message]).toEqual([403, '没有权限，请联系管理员授权（online:rt_form:edit）']);
    expect((await rows()).map((r: any) => r.name)).toEqual(['一号站']);

    const cols = (await call('GET', '/online/cgform/api/getColumns/rt_form', undefined, undefined, { lang: 'en' })).body.result;
    expect(cols.columns.map((c: any) => [c.title, c.dataIndex])).toEqual([
      ['Name', 'name'],
      ['Sex', 'sex_dictText'],
      ['Level', 'level_dictText'],
    ]);
    expect(cols.dictOptions.sex).toEqual([
      { value: '1', text: 'Male' },
      { value: '2', text: 'Female' },
    ]);

    const extra = (await call('POST', '/online/cgform/api/form/rt_form', { name: '二号' })).body.result.id;
    expect((await call('DELETE', `/online/cgform/api/form/rt_form/${extra}`)).body.success).toBe(true);
    expect((await rows()).map((r: any) => r.name)).toEqual(['一号站']);
  });

  it('answers the dictionary text in the reader’s language, Chinese where an item has no English', async () => {
    const [zh] = await rows();
    expect([zh.sex_dictText, zh.level_dictText]).toEqual(['男', '低']);
    const en = (await call('GET', '/online/cgform/api/crud/rt_form/list', undefined, undefined, { lang: 'en' })).body.result.records[0];
    expect([en.sex_dictText, en.level_dictText]).toEqual(['Male', '低']);
  });
});

describe('enhancement buttons', () => {
  const enhance = (buttons: unknown[]) => call('POST', '/online/cgform/enhance', { code: 'rt_form', buttons });
  const done = { key: 'markHigh', title: title('设为高', 'Mark high'), action: 'setField', position: 'toolbar', params: { field: 'level', value: 'h' } };
  const copy = { key: 'copy', title: title('复制', 'Copy'), action: 'copyRecord', position: 'row', confirm: title('复制该记录？', 'Copy it?') };

  it('refuses unknown actions and settings outside the form, naming the key', async () => {
    const unknown = await enhance([{ ...done, action: 'rm -rf' }]);
    expect([unknown.status, unknown.body.result?.field]).toEqual([400, 'buttons.0.action']);
    const field = await enhance([{ ...done, params: { field: 'password', value: 'x' } }]);
    expect([field.status, field.body.result?.field, field.body.message]).toEqual([400, 'buttons.0.params.field', '表单 rt_form 没有可修改的字段 password']);
    const value = await enhance([copy, { ...done, params: { field: 'name', value: 'x'.repeat(30) } }]);
    expect([value.status, value.body.result?.field]).toEqual([400, 'buttons.1.params.value']);
    expect((await call('GET', '/online/cgform/enhance/rt_form')).body.result).toEqual([]);
  });

  it('shows the buttons on the served schema and runs their actions on the selected records', async () => {
    expect((await enhance([done, copy])).body.success).toBe(true);
    const schema = (await call('GET', '/sys/schema/rt_form')).body.result;
    expect(schema.hooks).toEqual([
      { key: 'markHigh', title: done.title, position: 'toolbar', perm: 'online:rt_form:edit' },
      { key: 'copy', title: copy.title, position: 'row', confirm: copy.confirm, perm: 'online:rt_form:add' },
    ]);
    const [{ id }] = await rows();
    const run = await call('POST', `/online/cgform/api/action/rt_form/markHigh`, { ids: [id] });
    expect([run.body.success, run.body.message]).toEqual([true, '已更新 1 条记录']);
    expect((await rows())[0]).toMatchObject({ level: 'h', level_dictText: '高', updateBy: 'admin' });
    expect((await call('POST', `/online/cgform/api/action/rt_form/copy`, { ids: [id] })).body.message).toBe('已复制 1 条记录');
    expect((await rows()).map((r: any) => `${r.name} ${r.code ?? '-'}`).sort()).toEqual(['一号站 -', '一号站 A1']);
  });

  it('re-checks the caller’s right and the ids, and writes nothing when refused', async () => {
    const before = await rows();
    const ids = before.map((r: any) => r.id);
    const denied = await call('POST', `/online/cgform/api/action/rt_form/markHigh`, { ids }, undefined, { token: operator });
    expect([denied.status, denied.body.message]).toEqual([403, '没有权限，请联系管理员授权（online:rt_form:edit）']);
    const missing = await call('POST', `/online/cgform/api/action/rt_form/copy`, { ids: [...ids, 'nope'] });
    expect([missing.status, missing.body.result?.field]).toEqual([400, 'ids']);
    const empty = await call('POST', `/online/cgform/api/action/rt_form/markHigh`, { ids: [] });
    expect([empty.status, empty.body.message]).toEqual([400, 'ids 不能为空']);
    expect((await call('POST', `/online/cgform/api/action/rt_form/nothing`, { ids })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('deleting an online form', () => {
  const tables = async () =>
    (
      await sql<{
        t: string;
      }>`select table_name as t from information_schema.tables where table_schema = current_schema() and table_name like 'rt_gone%'`.execute(s.ctx.db)
    ).rows.map((r) => r.t);
  const remove = (id: string, dropTable?: string) => call('DELETE', '/online/cgform/head/delete', undefined, { id, ...(dropTable ? { dropTable } : {}) });

  it('refuses a file-held schema and a caller without the right', async () => {
    const file = await remove('sys_position');
    expect([file.status, file.body.message]).toEqual([409, '表 sys_position 由 schema 文件定义，不能在线删除（请修改或移除 schema 文件）']);
    expect((await call('DELETE', '/online/cgform/head/delete', undefined, { id: 'rt_gone' }, { token: operator })).status).toBe(403);
  });

  it('removes the form, its menu and routes, keeping its table as a backup; or dropping it', async () => {
    await call('POST', '/online/cgform/api/form/rt_gone', { name: 'kept', code: 'K1' });
    const r = await remove('rt_gone');
    expect(r.body.result.backup).toMatch(/^rt_gone_del_\d{14}$/);
    expect(await tables()).toEqual([r.body.result.backup]);
    const kept = await sql<{ name: string }>`select name from ${sql.table(r.body.result.backup)}`.execute(s.ctx.db);
    expect(kept.rows).toEqual([{ name: 'kept' }]);
    expect((await call('GET', '/online/cgform/api/getData/rt_gone')).status).toBe(404);
    const heads = (await call('GET', '/online/cgform/head/list', undefined, { pageSize: '1000' })).body.result.records.map((h: any) => h.tableName);
    expect(heads).not.toContain('rt_gone');
    const menu = JSON.stringify((await call('GET', '/sys/permission/getUserPermissionByToken')).body.result);
    expect(menu).not.toContain('rt_gone');
    expect(menu).not.toContain('rtGone:');

    // published again under the same code: a fresh table with its unique index; then dropped for good
    expect((await call('POST', '/online/cgform/head/publish', { schema: form('rt_gone') })).body.result.version).toBe(1);
    expect((await call('POST', '/online/cgform/api/form/rt_gone', { name: 'a', code: 'K1' })).body.success).toBe(true);
    expect((await call('POST', '/online/cgform/api/form/rt_gone', { name: 'b', code: 'K1' })).status).toBe(400);
    expect((await remove('rt_gone', 'true')).body.result.backup).toBeNull();
    expect(await tables()).toEqual([r.body.result.backup]);
  });
});
