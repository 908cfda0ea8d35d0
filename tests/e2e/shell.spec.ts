import { expect, test } from './fixtures.js';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.js';
import { signIn } from './signIn.js';

// this test exercises the side menu; the default layout is the top menu (settings.spec.ts covers that one)
test.beforeEach(({ page }) =>
  page.addInitScript(() => {
    localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { layout: 'sidemenu' }, expire: null }));
  }),
);

test('a guarded page sends you to login and back, and logout asks first', async ({ page }) => {
  await page.goto('/isystem/user?tab=1');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fuser%3Ftab%3D1$/);
  await expect(page.getByText('账户密码登录')).toBeVisible();
  await page.screenshot({ path: 'test-results/login.png', animations: 'disabled' });
  // the login page is a picture people know: compared with the one approved (tests/e2e/shell.spec.ts-snapshots/),
  // with room for font hinting and antialiasing
  await expect(page).toHaveScreenshot('login.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });

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

test('a permissions request that gets no answer does not log out: the console asks again', async ({ page }) => {
  // what opening another address while the console loads does to the request (the browser aborts it), or a dropped network
  let asked = 0;
  await page.route('**/sys/permission/getUserPermissionByToken*', (route) => (asked++ === 0 ? route.abort('failed') : route.continue()));
  await signIn(page, '/isystem/user');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统管理/用户管理');
  expect(asked).toBe(2);
  expect(await page.evaluate(() => !!localStorage.getItem('pro__Access-Token')), 'still signed in').toBe(true);
});

test('after three failed logins on an account the login form asks for a captcha', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill('no-such-person');
  for (let i = 0; i < 3; i++) {
    await page.getByPlaceholder('请输入密码').fill(`guess-${i}`);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
    if (i < 2) await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  }
  // the server now wants a captcha: the form shows its image and a field for it
  const image = page.getByTestId('login-captcha-image');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const first = await image.getAttribute('src');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('请输入验证码').last()).toBeVisible(); // required before it is sent
  await page.getByTestId('login-captcha').fill('zzzz');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码错误');
  await expect(image).not.toHaveAttribute('src', first!); // a used captcha is replaced
  await page.screenshot({ path: 'test-results/login-captcha.png', animations: 'disabled' });
  await image.click();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
});
