import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenuEnglish } from '#server/seed/menuEnglish.js';
import { startServer, type TestServer } from './harness.js';
import { download } from './xlsx.js';

// The console reads English from the same server: menus carry an English title, and the texts the server
// makes (report columns, their dictionaries, Excel headers) follow X-Lang: en; without it, Chinese as before.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

interface Menu {
  path: string;
  meta: { title: string; titleEn?: string };
  children?: Menu[];
}
const flat = (ms: Menu[]): Menu[] => ms.flatMap((m) => [m, ...flat(m.children ?? [])]);
const menu = async () => flat((await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken })).body.result.menu as Menu[]);
const en = { 'X-Lang': 'en' };

describe('English', () => {
  it('gives every seeded menu entry an English title, kept when an administrator edits it', async () => {
    const all = await menu();
    expect(all.filter((m) => !m.meta.titleEn).map((m) => m.path)).toEqual([]);
    const byPath = Object.fromEntries(all.map((m) => [m.path, m.meta]));
    expect(byPath['/isystem/user']).toEqual(expect.objectContaining({ title: '用户管理', titleEn: 'Users' }));
    expect(byPath['/monitor']).toEqual(expect.objectContaining({ title: '系统监控', titleEn: 'Monitoring' }));
    expect(byPath['/online/cgreport/report_user'].titleEn).toBe('User report');
    // the role authorisation tree too, buttons included
    const tree = async (headers?: Record<string, string>) =>
      flat((await s.call('GET', '/sys/permission/queryTreeList', { token: s.adminToken, headers })).body.result.treeList).map((n: any) => n.title);
    expect(await tree(en)).toEqual(expect.arrayContaining(['Users', 'Add users', 'Monitoring']));
    expect(await tree()).toEqual(expect.arrayContaining(['用户管理', '添加用户管理', '系统监控']));

    // the menu page edits it (sys_permission.nameEn), and the console's menu follows
    const row = (await s.call('GET', '/sys/permission/list', { token: s.adminToken, query: { name: '用户管理' } })).body.result;
    const user = flat(row.records ?? row).find((r: any) => r.url === '/isystem/user') as any;
    expect(user.nameEn).toBe('Users');
    const edit = await s.call('PUT', '/sys/permission/edit', { token: s.adminToken, body: { ...user, nameEn: 'People' } });
    expect(edit.status).toBe(200);
    expect((await menu()).find((m) => m.path === '/isystem/user')!.meta.titleEn).toBe('People');

    // the upgrade step names what has no English name yet and keeps what an administrator chose
    await s.ctx.db.updateTable('sys_permission').set({ name_en: null }).where('url', '=', '/isystem/depart').execute();
    await seedMenuEnglish(s.ctx.db, s.ctx.registry);
    const names = await s.ctx.db.selectFrom('sys_permission').select(['url', 'name_en']).where('url', 'in', ['/isystem/depart', '/isystem/user']).execute();
    expect(Object.fromEntries(names.map((r) => [r.url, r.name_en]))).toEqual({ '/isystem/depart': 'Departments', '/isystem/user': 'People' });
  });

  it('answers report columns, query labels and dictionary options in English for X-Lang: en, in Chinese without', async () => {
    const cols = async (headers?: Record<string, string>) =>
      (await s.call('GET', '/online/cgreport/api/getRpColumns/report_user', { token: s.adminToken, headers })).body.result;
    const zh = await cols();
    expect(zh.cgRpConfigName).toBe('用户报表');
    expect(zh.columns.find((c: any) => c.dataIndex === 'sex').title).toBe('性别');
    expect(zh.dictOptions.sex.map((o: any) => o.text)).toEqual(['男', '女']);
    const english = await cols(en);
    expect(english.cgRpConfigName).toBe('User report');
    expect(english.columns.map((c: any) => c.title)).toEqual(['Username', 'Name', 'Sex', 'Status', 'Department code', 'Mobile', 'Email', 'Created at']);
    expect(english.dictOptions.sex.map((o: any) => o.text)).toEqual(['Male', 'Female']);
    const query = (await s.call('GET', `/online/cgreport/api/getQueryInfo/${english.cgRpConfigId}`, { token: s.adminToken, headers: en })).body.result;
    expect(query.map((q: any) => q.label)).toEqual(['Username', 'Name', 'Sex', 'Mobile', 'Created at']);
  });

  it('exports Excel with headers and dictionary texts in the reader language', async () => {
    await s.call('POST', '/sys/position/add', { token: s.adminToken, body: { code: 'lang_x', name: '语言甲', postRank: '5' } });
    const url = '/sys/position/exportXls?code=lang_x';
    expect((await download(s, url)).rows).toEqual([
      ['职务编码', '职务名称', '职级'],
      ['lang_x', '语言甲', '正高级'],
    ]);
    const res = await fetch(`${s.base}${url}`, { headers: { 'X-Access-Token': s.adminToken, ...en } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Positions.xlsx'));
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows = wb.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Code', 'Name', 'Rank'],
      ['lang_x', '语言甲', 'Principal'],
    ]);
  });

  it('names seeded dictionaries and describes seeded jobs in English until an administrator rewrites them', async () => {
    const dicts = async (headers?: Record<string, string>) =>
      (await s.call('GET', '/sys/dict/list', { token: s.adminToken, query: { dictCode: 'sex' }, headers })).body.result.records[0];
    expect((await dicts(en)).dictName).toBe('Sex');
    expect((await dicts()).dictName).toBe('性别');
    const sex = await dicts();
    expect((await s.call('PUT', '/sys/dict/edit', { token: s.adminToken, body: { ...sex, dictName: '生理性别' } })).status).toBe(200);
    expect((await dicts(en)).dictName).toBe('生理性别'); // what the administrator wrote

    const jobs = async (headers?: Record<string, string>) =>
      (await s.call('GET', '/sys/quartzJob/list', { token: s.adminToken, query: { pageSize: 50 }, headers })).body.result.records.find(
        (j: any) => j.jobClassName === 'isps.job.LogPurgeJob',
      );
    expect((await jobs(en)).description).toMatch(/^Every day at 03:00: delete login\/operation logs/);
    expect((await jobs()).description).toMatch(/^每天 03:00 删除 90 天前/);
  });
});
