import { expect, test } from './fixtures.js';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.js';

// this test exercises the side menu; the default layout is the top menu (settings.spec.ts covers that one)
test.beforeEach(({ page }) => page.addInitScript(() => {
  localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { layout: 'sidemenu' }, expire: null }));
}));

test('a guarded page sends you to login and back, and logout asks first', async ({ page }) => {
  await page.goto('/isystem/user?tab=1');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fuser%3Ftab%3D1$/);
  await expect(page.getByText('账户密码登录')).toBeVisible();
  await page.screenshot({ path: 'test-results/login.png', animations: 'disabled' });

  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('请输入用户名!')).toBeVisible();
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('wrong-password');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();

  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/isystem\/user\?tab=1$/);
  await expect(page.locator('.ant-menu-item-selected')).toHaveText('用户管理');

  await page.getByRole('menuitem', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.locator('.ant-menu-item-selected')).toHaveText('首页'); // the selected key follows the route
  await expect(page.getByText('总访问量')).toBeVisible();
  await expect(page.locator('.ant-statistic-content-value').first()).not.toHaveText('-');
  await expect(page.getByTestId('visit-chart').locator('canvas')).toBeVisible(); // the 7-day chart
  await expect(page.locator('.ant-card', { hasText: '用户数' }).locator('.ant-statistic-content-value')).toHaveText('1');
  await page.screenshot({ path: 'test-results/dashboard.png', animations: 'disabled' });

  // a logged-in user opening the login page goes home
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goto('/isystem/user');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});
