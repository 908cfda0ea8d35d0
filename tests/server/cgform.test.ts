// Both databases: publishing a form runs DDL, and a second server process shares the database (PostgreSQL only).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '#shared/contract/schemaApi.js';
import { DB_KIND, startServer, type TestServer } from './harness.js';

// 在线表单开发: publish a form and its table, CRUD at once, versions, rollback, enhancements, and a second process
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('cg_operator', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});

const title = (zh: string, en: string) => ({ zh, en });
const form = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  entity: 'demo_cgform',
  api: '/ignored',
  permission: 'demoCgform',
  title: title('演示表单', 'Demo form'),
  menu: { parent: '/online', path: '/online/cgform/list/demo_cgform' },
  fields,
  ...extra,
});
const NAME = { type: 'string', title: title('名称', 'Name'), maxLength: 20, required: true, list: true, query: 'like' };
const SCORE = { type: 'integer', title: title('得分', 'Score'), list: true };
const publish = (schema: unknown, o: { confirm?: boolean; token?: string } = {}) =>
  s.call('POST', '/online/cgform/head/publish', { token: o.token ?? s.adminToken, body: { schema, confirm: o.confirm } });
const crud = (path: string, method = 'GET', body?: unknown) => s.call(method, `/online/cgform/api/crud/demo_cgform/${path}`, { token: s.adminToken, body });
const columns = async (table: string) =>
  (
    await sql<{ column_name: string; character_maximum_length: number | null }>`select column_name, character_maximum_length from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(s.ctx.db)
  ).rows;

describe('online form designer API', () => {
  it('publishes a new form: its table, CRUD routes and menu answer at once', async () => {
    const r = await publish(form({ name: NAME }));
    expect(r.body).toMatchObject({ success: true, result: { version: 1, changes: [{ kind: 'create' }] } });
    const add = await crud('add', 'POST', { name: 'first' });
    expect(add.body.success).toBe(true);
    const list = await s.call('GET', '/online/cgform/api/getData/demo_cgform', { token: s.adminToken });
    expect(list.body.result.records.map((x: any) => x.name)).toEqual(['first']);
    const schema = await s.call('GET', '/sys/schema/demo_cgform', { token: s.adminToken });
    expect(schema.body.result.api).toBe('/online/cgform/api/crud/demo_cgform');
    // the console checks this answer against the contract (an online form's permission is online:<code>)
    expect(clientSchema.safeParse(schema.body.result).error?.issues).toBeUndefined();
    expect(schema.body.result.permission).toBe('online:demo_cgform');
    const menu = await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken, query: { console: 'isps' } });
    expect(JSON.stringify(menu.body.result.menu)).toContain('"component":"online/cgform/list/demo_cgform"');
    const heads = await s.call('GET', '/online/cgform/head/list', { token: s.adminToken, query: { pageSize: '1000' } });
    expect(heads.body.result.records.find((h: any) => h.tableName === 'demo_cgform')).toMatchObject({ source: 'online', tableVersion: 1 });
    expect(heads.body.result.records.find((h: any) => h.tableName === 'sys_position')).toMatchObject({ source: 'file', tableVersion: null });
    const fields = await s.call('GET', '/online/cgform/field/listByHeadId', { token: s.adminToken, query: { headId: 'demo_cgform' } });
    expect(fields.body.result.find((f: any) => f.dbFieldName === 'name')).toMatchObject({
      dbFieldTxt: '名称',
      dbType: 'string',
      dbLength: 20,
      dbIsNull: 0,
      isQuery: 1,
    });
  });

  it('answers the designer the stored form and the meta-schema it renders (every key the designer reads kept)', async () => {
    const loaded = await s.call('GET', '/online/cgform/head/schema/demo_cgform', { token: s.adminToken });
    expect(loaded.body.result).toMatchObject({
      source: 'online',
      version: 1,
      schema: { entity: 'demo_cgform', menu: { parent: '/online' }, fields: { name: NAME } },
    });
    const file = await s.call('GET', '/online/cgform/head/schema/sys_position', { token: s.adminToken });
    expect(file.body.result).toMatchObject({ source: 'file', version: null, schema: { entity: 'sys_position' } });
    const meta = (await s.call('GET', '/online/cgform/head/meta', { token: s.adminToken })).body.result;
    expect(meta.properties.fields.additionalProperties.properties.type.enum).toContain('richtext');
    expect(meta.properties.title.properties.zh).toMatchObject({ type: 'string' });
  });

  it('refuses bad forms with a 400 naming the key, and writes nothing', async () => {
    const bad = await publish(form({ Name: NAME }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('fields.Name');
    const fileHeld = await publish({ ...form({ name: NAME }), entity: 'sys_position' });
    expect([fileHeld.status, fileHeld.body.message]).toEqual([400, '表 sys_position 由 schema 文件定义，请复制为新的在线表单']);
    const noMenu = await publish({ ...form({ name: NAME }), menu: undefined });
    expect([noMenu.status, noMenu.body.result?.field]).toEqual([400, 'menu']);
    const system = await publish({ ...form({ name: NAME }), entity: 'sys_config' });
    expect([system.status, system.body.message]).toEqual([400, '表 sys_config 已存在且不是在线表单']);
    const missing = await crud('add', 'POST', { name: '' });
    expect(missing.status).toBe(400);
    const versions = await s.call('GET', '/online/cgform/head/versions/demo_cgform', { token: s.adminToken });
    expect(versions.body.result).toMatchObject({ total: 1, current: 1 });
    expect(versions.body.result.records).toHaveLength(1);
  });

  it('lets only the admin publish, and checks the form’s own permission on its data', async () => {
    expect((await publish(form({ name: NAME }), { token: operator })).status).toBe(403);
    const write = await s.call('POST', '/online/cgform/api/crud/demo_cgform/add', { token: operator, body: { name: 'x' } });
    expect([write.status, write.body.message]).toEqual([403, '没有权限，请联系管理员授权（online:demo_cgform:add）']);
  });

  it('adds and widens columns, needs a confirmation to drop one with data and keeps a backup, and rolls back', async () => {
    const v2 = await publish(form({ name: { ...NAME, maxLength: 50 }, score: SCORE }));
    expect(v2.body.result.changes.map((c: any) => `${c.kind} ${c.column ?? ''}`.trim())).toEqual(expect.arrayContaining(['widen name', 'add score']));
    expect((await crud('add', 'POST', { name: 'second', score: 7 })).body.success).toBe(true);
    expect((await columns('demo_cgform')).find((c) => c.column_name === 'name')?.character_maximum_length).toBe(50);

    const refused = await publish(form({ name: NAME }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('score');
    expect((await columns('demo_cgform')).map((c) => c.column_name)).toContain('score');

    const v3 = await publish(form({ name: NAME }), { confirm: true });
    expect(v3.body.result).toMatchObject({ version: 3, backup: 'demo_cgform_bak_v3' });
    expect((await columns('demo_cgform')).map((c) => c.column_name)).not.toContain('score');
    const kept = await sql<{ score: number }>`select score from demo_cgform_bak_v3 where name = 'second'`.execute(s.ctx.db);
    expect(kept.rows[0].score).toBe(7);

    const versions = (await s.call('GET', '/online/cgform/head/versions/demo_cgform', { token: s.adminToken })).body.result.records;
    expect(versions.map((v: any) => [v.version, v.createBy])).toEqual([
      [3, 'admin'],
      [2, 'admin'],
      [1, 'admin'],
    ]);
    expect(versions[1].diff).toMatchObject({ added: ['score'], changed: { name: ['maxLength'] } });
    expect(versions[0].diff).toMatchObject({ removed: ['score'] });

    const back = await s.call('POST', '/online/cgform/head/rollback', { token: s.adminToken, body: { code: 'demo_cgform', version: 2 } });
    expect(back.body.result.version).toBe(4);
    expect((await crud('list')).body.result.records.map((r: any) => r.score)).toEqual([null, null]);
    expect((await crud('add', 'POST', { name: 'third', score: 3 })).body.success).toBe(true);
  });

  it('keeps the last 16 versions', async () => {
    for (let i = 0; i < 13; i++) await publish(form({ name: { ...NAME, maxLength: 50 }, score: { ...SCORE, title: title(`得分${i}`, 'Score') } }));
    const versions = (await s.call('GET', '/online/cgform/head/versions/demo_cgform', { token: s.adminToken, query: { pageSize: '20' } })).body.result.records;
    expect(versions.map((v: any) => v.version)).toEqual(Array.from({ length: 16 }, (_, i) => 17 - i));
    // a page at a time, newest first: the second page of ten holds the six oldest
    const page2 = (await s.call('GET', '/online/cgform/head/versions/demo_cgform', { token: s.adminToken, query: { pageNo: '2', pageSize: '10' } })).body
      .result;
    expect(page2).toMatchObject({ total: 16, size: 10, current: 2, pages: 2 });
    expect(page2.records.map((v: any) => v.version)).toEqual([7, 6, 5, 4, 3, 2]);
    const bad = await s.call('GET', '/online/cgform/head/versions/demo_cgform', { token: s.adminToken, query: { pageSize: 'x' } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('pageSize')]);
    const gone = await s.call('POST', '/online/cgform/head/rollback', { token: s.adminToken, body: { code: 'demo_cgform', version: 1 } });
    expect(gone.status).toBe(404);
  });

  it('copies a file-held schema into an online form; the file stays the source of its own entity', async () => {
    const r = await s.call('POST', '/online/cgform/head/copy', { token: s.adminToken, body: { from: 'sys_position', to: 'position_copy' } });
    expect(r.body.success).toBe(true);
    const add = await s.call('POST', '/online/cgform/api/crud/position_copy/add', {
      token: s.adminToken,
      body: { code: 'p1', name: '复制岗位', postRank: '1' },
    });
    expect(add.body.success).toBe(true);
    const heads = (await s.call('GET', '/online/cgform/head/list', { token: s.adminToken, query: { pageSize: '1000' } })).body.result.records;
    expect(heads.find((h: any) => h.tableName === 'position_copy')).toMatchObject({ source: 'online', copiedFrom: 'sys_position' });
    expect(heads.find((h: any) => h.tableName === 'sys_position').source).toBe('file');
    // paged on the server, filtered by name and sorted by a known column
    const page = (await s.call('GET', '/online/cgform/head/list', { token: s.adminToken, query: { pageNo: '2', pageSize: '3' } })).body.result;
    expect(page).toMatchObject({ total: heads.length, size: 3, current: 2, pages: Math.ceil(heads.length / 3) });
    expect(page.records.map((h: any) => h.tableName)).toEqual(heads.slice(3, 6).map((h: any) => h.tableName));
    const found = await s.call('GET', '/online/cgform/head/list', {
      token: s.adminToken,
      query: { tableName: '*position*', column: 'tableName', order: 'desc' },
    });
    expect(found.body.result.records.map((h: any) => h.tableName)).toEqual(['sys_position', 'position_copy']);
  });

  it('stores enhancements as data: reactions reach the served schema, 16 kept', async () => {
    const reactions = { score: { dependencies: ['.name'], fulfill: { state: { visible: "{{$deps[0] !== 'hide'}}" } } } };
    for (let i = 0; i < 17; i++)
      expect((await s.call('POST', '/online/cgform/enhance', { token: s.adminToken, body: { code: 'demo_cgform', reactions } })).body.success).toBe(true);
    const schema = (await s.call('GET', '/sys/schema/demo_cgform', { token: s.adminToken })).body.result;
    expect(schema.fields.score['x-reactions']).toEqual(reactions.score);
    expect((await s.call('GET', '/online/cgform/enhance/demo_cgform', { token: s.adminToken })).body.result).toHaveLength(16);
    const bad = await s.call('POST', '/online/cgform/enhance', { token: s.adminToken, body: { code: 'demo_cgform', reactions: { nope: reactions.score } } });
    expect([bad.status, bad.body.message]).toEqual([400, '表单 demo_cgform 没有字段 nope']);
  });
});

describe.runIf(DB_KIND === 'pg')('a second server process', () => {
  it('answers a form published on the first one, without a restart, and drops it once deleted there', async () => {
    const b = await startServer({ databaseUrl: s.databaseUrl });
    try {
      const token = b.adminToken;
      expect((await b.call('GET', '/online/cgform/api/crud/later_form/list', { token })).status).toBe(404);
      const r = await publish({ ...form({ name: NAME }), entity: 'later_form', permission: 'laterForm', menu: { parent: '/online', path: '/online/later' } });
      expect(r.body.success).toBe(true);
      await expect
        .poll(async () => (await b.call('GET', '/online/cgform/api/crud/later_form/list', { token })).status, { timeout: 3000, interval: 50 })
        .toBe(200);
      // and unmounts it once deleted on the first one
      expect((await s.call('DELETE', '/online/cgform/head/delete', { token: s.adminToken, query: { id: 'later_form', dropTable: 'true' } })).body.success).toBe(
        true,
      );
      await expect
        .poll(async () => (await b.call('GET', '/online/cgform/api/crud/later_form/list', { token })).status, { timeout: 3000, interval: 50 })
        .toBe(404);
    } finally {
      await b.close();
    }
  });
});
