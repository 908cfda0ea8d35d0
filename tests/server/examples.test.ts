import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// The spec's demo forms and lists (JeecgBoot's form/… and list/… pages) under the 示例 menu: schema entities with
// seeded rows; their saves go through the same validation and permissions as every other write.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

interface Menu {
  path: string;
  component: string;
  hidden?: boolean;
  meta: { title: string; titleEn?: string };
  children?: Menu[];
}
const menuOf = async (token: string) => (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token })).body.result.menu as Menu[];
const goal = {
  title: '季度目标',
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  goal: '完成装置接入',
  standard: '全部装置在线',
  weight: 40,
  visibility: '1',
};

describe('示例: the demo forms and lists', () => {
  it("seeds the 示例 group with the six pages at JeecgBoot's routes and component strings, for admins only", async () => {
    const examples = (await menuOf(s.adminToken)).find((m) => m.path === '/examples');
    expect(examples?.meta).toMatchObject({ title: '示例', titleEn: 'Examples' });
    expect(examples!.children!.map((c) => [c.path, c.component])).toEqual([
      ['/form/base-form', 'examples/form/BasicForm'],
      ['/form/step-form', 'examples/form/stepForm/StepForm'],
      ['/form/advanced-form', 'examples/form/advancedForm/AdvancedForm'],
      ['/list/table-list', 'examples/list/TableList'],
      ['/list/card', 'examples/list/CardList'],
      ['/list/search', 'examples/list/search/SearchLayout'],
    ]);
    expect(examples!.children!.every((c) => c.meta.titleEn)).toBe(true);
    const operator = await s.userWithRoles('ex_operator', ['operator']);
    expect((await menuOf(operator.token)).some((m) => m.path === '/examples')).toBe(false);
    expect((await s.call('POST', '/isps/demo/goal/add', { token: operator.token, body: goal })).status).toBe(403);
  });

  it('seeds sample rows for the lists: rules by status, articles of every kind', async () => {
    const rules = await s.call('GET', '/isps/demo/rule/list', { token: s.adminToken, query: { status: '1', pageSize: 50 } });
    expect(rules.body.result.total).toBeGreaterThan(0);
    expect(rules.body.result.records.every((r: any) => r.status === '1' && r.status_dictText === '运行中')).toBe(true);
    for (const kind of ['article', 'project', 'application']) {
      const page = await s.call('GET', '/isps/demo/article/list', { token: s.adminToken, query: { kind } });
      expect(page.body.result.total, kind).toBeGreaterThanOrEqual(3);
    }
    const search = await s.call('GET', '/isps/demo/article/list', { token: s.adminToken, query: { title: '*React*' } });
    expect(search.body.result.records.map((r: any) => r.title)).toEqual(['React']);
  });

  it('saves a submitted form and refuses bad input with a 400 naming the field, writing nothing', async () => {
    const ok = await s.call('POST', '/isps/demo/goal/add', { token: s.adminToken, body: goal });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const saved = await s.call('GET', '/isps/demo/goal/list', { token: s.adminToken, query: { title: '季度目标' } });
    expect(saved.body.result.records[0]).toMatchObject({ title: '季度目标', weight: 40, visibility_dictText: '公开' });

    const heavy = await s.call('POST', '/isps/demo/goal/add', { token: s.adminToken, body: { ...goal, title: '超重', weight: 150 } });
    expect(heavy.status).toBe(400);
    expect(heavy.body.result.errors[0].field).toBe('weight');
    const noAmount = await s.call('POST', '/isps/demo/transfer/add', {
      token: s.adminToken,
      body: { payAccount: 'a@b.cn', receiverType: 'alipay', receiverAccount: 'x@y.cn', receiverName: '张三' },
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.result.errors[0].field).toBe('amount');
    const badDomain = await s.call('POST', '/isps/demo/warehouse/add', {
      token: s.adminToken,
      body: { name: '仓库', domain: 'Not A Domain', owner: 'a', approver: 'b', effectiveDate: '2026-01-01', repoType: 'private' },
    });
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.result.errors.map((e: any) => e.field)).toContain('domain');
    const count = async (api: string) => (await s.call('GET', `${api}/list`, { token: s.adminToken })).body.result.total;
    expect(await count('/isps/demo/transfer')).toBe(0);
    expect(await count('/isps/demo/warehouse')).toBe(0);
    expect((await s.call('GET', '/isps/demo/goal/list', { token: s.adminToken, query: { title: '超重' } })).body.result.total).toBe(0);
  });

  it('an admin hides the group with the menu’s hidden flag', async () => {
    const list = (await s.call('GET', '/sys/permission/list', { token: s.adminToken, query: { name: '示例' } })).body.result;
    const row = (list.records ?? list).find((r: any) => r.url === '/examples');
    const edit = await s.call('PUT', '/sys/permission/edit', { token: s.adminToken, body: { ...row, hidden: true } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await menuOf(s.adminToken)).find((m) => m.path === '/examples')?.hidden).toBe(true);
    await s.call('PUT', '/sys/permission/edit', { token: s.adminToken, body: { ...row, hidden: false } });
    expect((await menuOf(s.adminToken)).find((m) => m.path === '/examples')?.hidden).toBeFalsy();
  });
});
