import { request, type Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.js';
import { fill, formItem, pick } from './crud.js';
import { expect, test } from './fixtures.js';
import { adminLogin, signIn } from './signIn.js';

// 示例 (issue 34 item 6): JeecgBoot's demo forms and lists, opened from the side menu and used as a person would.
test.use({ actionTimeout: 10_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { layout: 'sidemenu' }, expire: null })));
});

const side = (page: Page) => page.getByTestId('side-menu');
/** 示例 → <item> in the side menu (the group opened first when it is closed). */
async function openExample(page: Page, item: string, url: RegExp) {
  const entry = side(page).getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await side(page).getByRole('menuitem', { name: '示例' }).click();
  await entry.click();
  await expect(page).toHaveURL(url);
}
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/examples-${name}.png`, animations: 'disabled' });
const saved = async (api: string, query: string) => {
  const ctx = await request.newContext({ baseURL: E2E_ORIGIN });
  const token = (await adminLogin()).token;
  const body = await (await ctx.get(`/isps-api${api}/list?${query}`, { headers: { 'X-Access-Token': token } })).json();
  await ctx.dispose();
  return body.result.records as Record<string, unknown>[];
};

test('示例: the basic and step forms save what a person enters; bad input stays on its field', async ({ page }) => {
  await signIn(page, '/dashboard/analysis');
  await openExample(page, '基础表单', /\/form\/base-form$/);
  const basic = page.getByTestId('example-basic-form');
  await basic.getByRole('button', { name: /提\s*交/ }).click();
  await expect(formItem(basic, '标题')).toContainText('不能为空');
  await fill(basic, '标题', '示例季度目标');
  await formItem(basic, '开始日期').locator('input').fill('2026-01-01');
  await page.keyboard.press('Enter');
  await formItem(basic, '结束日期').locator('input').fill('2026-03-31');
  await page.keyboard.press('Enter');
  await fill(basic, '目标描述', '全部装置接入');
  await fill(basic, '衡量标准', '在线率 99%');
  await fill(basic, '客户', '华东电网');
  await formItem(basic, '权重(%)').locator('input').fill('30');
  await pick(basic, '目标公开', '部分公开');
  await shot(page, 'basic-form');
  await basic.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByTestId('example-recent')).toContainText('示例季度目标');
  await expect(page.getByTestId('example-recent')).toContainText('部分公开');
  expect((await saved('/isps/demo/goal', 'title=示例季度目标'))[0]).toMatchObject({ weight: 30, visibility: '2', endDate: '2026-03-31' });

  await openExample(page, '分步表单', /\/form\/step-form$/);
  const step = page.getByTestId('example-step-form');
  await fill(step, '付款账户', 'not-an-email');
  await step.getByRole('button', { name: /下一步/ }).click();
  await expect(formItem(step, '付款账户')).toContainText(/邮箱|email/i);
  await fill(step, '付款账户', 'payer@isps.cn');
  await pick(step, '收款方式', '银行账户');
  await fill(step, '收款账户', '6222 0000 1111');
  await fill(step, '收款人姓名', '张三');
  await formItem(step, '转账金额(元)').locator('input').fill('500');
  await step.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByTestId('example-step-summary')).toContainText('张三');
  await expect(page.getByTestId('example-step-summary')).toContainText('银行账户');
  await fill(step, '备注', '货款');
  await shot(page, 'step-form-confirm');
  await step.getByRole('button', { name: /提\s*交/ }).click();
  await expect(step.getByText('操作成功')).toBeVisible();
  await expect(step).toContainText('已向 张三 转账 500 元');
  await shot(page, 'step-form-done');
  expect((await saved('/isps/demo/transfer', 'receiverName=张三'))[0]).toMatchObject({ amount: 500, receiverType: 'bank', remark: '货款' });
});

test('示例: the advanced form, the table, card and search lists show the seeded data', async ({ page }) => {
  await signIn(page, '/dashboard/analysis');
  await openExample(page, '高级表单', /\/form\/advanced-form$/);
  const adv = page.getByTestId('example-advanced-form');
  for (const title of ['仓库管理', '任务管理', '成员管理']) await expect(adv.getByText(title, { exact: true })).toBeVisible();
  await adv.getByRole('button', { name: /提\s*交/ }).click();
  await expect(formItem(adv, '仓库名')).toContainText('不能为空');
  await fill(adv, '仓库名', 'e2e 仓库');
  await fill(adv, '仓库域名', 'e2e-repo');
  await fill(adv, '仓库管理员', '付小小');
  await fill(adv, '审批人', '曲丽丽');
  await formItem(adv, '生效日期').locator('input').fill('2026-02-01');
  await page.keyboard.press('Enter');
  await pick(adv, '仓库类型', '私密');
  await fill(adv, '任务名', '巡检');
  await fill(adv, '执行人', '林东东');
  await fill(adv, '责任人', '周星星');
  await pick(adv, '任务类型', '公开');
  await adv.getByRole('button', { name: '新增成员' }).click();
  const member = adv.locator('.ant-table-tbody tr.ant-table-row').first().locator('input');
  await member.nth(0).fill('王小明');
  await member.nth(1).fill('00001');
  await member.nth(2).fill('运维部');
  await shot(page, 'advanced-form');
  await adv.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByTestId('example-recent')).toContainText('e2e 仓库');
  const repo = (await saved('/isps/demo/warehouse', 'domain=e2e-repo'))[0];
  expect(JSON.parse(String(repo.members))).toEqual([{ name: '王小明', workId: '00001', department: '运维部' }]);

  await openExample(page, '查询表格', /\/list\/table-list$/);
  await expect(page.locator('.crud-table .ant-table-tbody tr.ant-table-row').first()).toContainText('NO-1001');
  await shot(page, 'table-list');

  await openExample(page, '卡片列表', /\/list\/card$/);
  const cards = page.getByTestId('example-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(9);
  await expect(page.getByTestId('example-cards')).toContainText('Ant Design Pro');
  await shot(page, 'card-list');

  await openExample(page, '搜索列表', /\/list\/search/);
  const results = page.getByTestId('example-search-results');
  await expect(results.locator('.ant-list-item').first()).toBeVisible();
  await page.getByRole('tab', { name: '项目' }).click();
  await expect(results).toContainText('Bootstrap');
  await expect(results).not.toContainText('Angular');
  await page.getByRole('tab', { name: '全部' }).click();
  await page.getByPlaceholder('请输入标题关键字').fill('React');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(results.locator('.ant-list-item')).toHaveCount(1);
  await expect(results).toContainText('React');
  await shot(page, 'search-list');
});

test('示例: an admin hides the group with the menu’s hidden flag', async ({ page }) => {
  const ctx = await request.newContext({ baseURL: E2E_ORIGIN });
  const headers = { 'X-Access-Token': (await adminLogin()).token };
  const list = await (await ctx.get('/isps-api/sys/permission/list?name=示例', { headers })).json();
  const row = (list.result.records ?? list.result).find((r: { url: string }) => r.url === '/examples');
  const setHidden = async (hidden: boolean) => expect((await ctx.put('/isps-api/sys/permission/edit', { headers, data: { ...row, hidden } })).ok()).toBe(true);
  await signIn(page, '/dashboard/analysis');
  await expect(side(page).getByRole('menuitem', { name: '示例' })).toBeVisible();
  await setHidden(true);
  try {
    await page.reload();
    await expect(side(page).getByRole('menuitem', { name: '系统管理' })).toBeVisible();
    await expect(side(page).getByRole('menuitem', { name: '示例' })).toHaveCount(0);
  } finally {
    await setHidden(false);
    await ctx.dispose();
  }
});
