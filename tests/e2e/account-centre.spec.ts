import { expect, test } from './fixtures.js';
import { loginAsAdmin } from './login.js';

test.beforeEach(async ({ page }) => loginAsAdmin(page));

const userMenu = async (page: import('@playwright/test').Page, item: string) => {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: item }).click();
};

test('account centre shows roles and my own logins; base settings are checked and saved', async ({ page }) => {
  await userMenu(page, '个人中心');
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByTestId('account-card')).toContainText('管理员');
  await expect(page.getByTestId('account-activity').getByText('登录').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/account-center.png', animations: 'disabled' });

  await userMenu(page, '账户设置');
  await expect(page).toHaveURL(/\/account\/settings\/base$/);
  const base = page.getByTestId('account-base');
  const email = base.locator('.ant-formily-item').filter({ hasText: '邮箱' }).locator('input');
  await email.fill('not-mail');
  await base.getByRole('button', { name: '更新基本信息' }).click();
  await expect(base.getByText('邮箱不是有效的邮箱地址')).toBeVisible();
  await email.fill('admin@example.com');
  const name = base.locator('.ant-formily-item').filter({ hasText: '用户姓名' }).locator('input');
  await name.fill('系统管理员');
  await base.getByRole('button', { name: '更新基本信息' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  // the greeting follows (at 1366 px it heads the user menu: the top menu needs the header's width)
  await page.getByTestId('user-menu').hover();
  await expect(page.getByTestId('greeting')).toHaveText(/，系统管理员$/);
  await page.mouse.move(0, 700);
  await page.screenshot({ path: 'test-results/account-settings-base.png', animations: 'disabled' });
  await name.fill('管理员');
  await base.getByRole('button', { name: '更新基本信息' }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  await page.getByTestId('user-menu').hover(); // a closed menu keeps its old text until it opens again
  await expect(page.getByTestId('greeting')).toHaveText(/，管理员$/);
});

test('page settings follow the user to another browser', async ({ page, browser }) => {
  await page.goto('/account/settings/custom');
  await expect(page.getByTestId('account-custom')).toBeVisible();
  await page.getByRole('button', { name: '打开页面设置' }).click();
  await page.getByText('侧边栏导航', { exact: true }).click();
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
  await page.waitForTimeout(1500); // the save is debounced
  const other = await browser.newContext();
  const second = await other.newPage();
  await loginAsAdmin(second);
  await expect(second.locator('.ant-layout-sider')).toBeVisible(); // side menu, as chosen in the first browser
  await second.goto('/account/settings/custom');
  await second.getByRole('button', { name: '打开页面设置' }).click();
  await second.getByText('顶部栏导航', { exact: true }).click(); // back to the default for the other tests
  await expect(second.locator('.ant-layout-sider')).toHaveCount(0);
  await second.waitForTimeout(1500);
  await other.close();
});
