import { expect, test, watchAnswers, watchPageErrors } from './fixtures.js';
import fs from 'node:fs';
import { E2E_ADMIN_PASSWORD, E2E_SMS_OUTBOX } from '../../playwright.config.js';
import { loginAsAdmin } from './login.js';
import { signIn } from './signIn.js';

const userMenu = async (page: import('@playwright/test').Page, item: string) => {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: item }).click();
};

test('account centre shows roles and my own logins; base settings are checked and saved', async ({ page }) => {
  await signIn(page, '/isps/userAnnouncement'); // any console page: the user menu is in the header
  await userMenu(page, '个人中心');
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByTestId('account-card')).toContainText('管理员');
  // not a menu page, yet named: its breadcrumb and window title say where the user is
  await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*个人中心/);
  await expect(page).toHaveTitle(/个人中心/);
  await expect(page.getByTestId('account-activity').getByText('登录').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/account-center.png', animations: 'disabled' });

  await userMenu(page, '账户设置');
  await expect(page).toHaveURL(/\/account\/settings\/base$/);
  await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*账户设置/);
  const base = page.getByTestId('account-base');
  // e-mail and phone change only through 账户绑定 (by a code): shown, not editable here
  await expect(base.locator('.ant-formily-item').filter({ hasText: '邮箱' }).locator('input')).toBeDisabled();
  await expect(base.getByText('在“账户绑定”中修改')).toHaveCount(2);
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
  await signIn(page, '/account/settings/custom');
  await expect(page.getByTestId('account-custom')).toBeVisible();
  await page.getByRole('button', { name: '打开页面设置' }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/isps/account/prefs') && r.request().method() === 'PUT' && r.ok());
  await page.getByText('侧边栏导航', { exact: true }).click();
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
  await saved; // the save is debounced
  const other = await browser.newContext();
  const otherErrors = watchPageErrors(other);
  const otherAnswers = await watchAnswers(other);
  const second = await other.newPage();
  await loginAsAdmin(second);
  await expect(second.locator('.ant-layout-sider')).toBeVisible(); // side menu, as chosen in the first browser
  await second.goto('/account/settings/custom');
  await second.getByRole('button', { name: '打开页面设置' }).click();
  const back = second.waitForResponse((r) => r.url().includes('/isps/account/prefs') && r.request().method() === 'PUT' && r.ok());
  await second.getByText('顶部栏导航', { exact: true }).click(); // back to the default for the other tests
  await expect(second.locator('.ant-layout-sider')).toHaveCount(0);
  await back;
  await other.close();
  expect(otherErrors, 'uncaught errors in the page').toEqual([]);
  expect(otherAnswers, 'answers that do not match their schema').toEqual([]);
});

test('an avatar is cropped to a square in the browser, uploaded, and shown in the header', async ({ page }) => {
  await signIn(page, '/account/settings/avatar');
  // a real, wide (not square) PNG: blue on the left, orange on the right, as a person's photo would be
  const photo = Buffer.from(
    await page.evaluate(() => {
      const c = document.createElement('canvas');
      [c.width, c.height] = [480, 240];
      const g = c.getContext('2d')!;
      g.fillStyle = '#1677ff';
      g.fillRect(0, 0, 240, 240);
      g.fillStyle = '#fa8c16';
      g.fillRect(240, 0, 240, 240);
      return c.toDataURL('image/png').split(',')[1];
    }),
    'base64',
  );
  await page.getByTestId('account-avatar').locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog', { name: '裁剪头像' });
  await expect(crop.locator('.reactEasyCrop_Container img')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-avatar-crop.png', animations: 'disabled' });
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('头像已更新')).toBeVisible();
  const header = page.getByTestId('header-avatar').locator('img');
  await expect(header).toHaveAttribute('src', /isps\/account\/avatar\/[0-9a-f]{32}\?token=/);
  // the header's image loaded from the server, square as cropped
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);
  await page.screenshot({ path: 'test-results/account-avatar.png', animations: 'disabled' });
});

test('下线 on another session of mine makes its token answer 401 at once', async ({ page, request }) => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const login = await (
    await request.post('/isps-api/sys/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD }, headers: { 'user-agent': iphone } })
  ).json();
  const other = { 'X-Access-Token': login.result.token as string };
  expect((await request.get('/isps-api/isps/account/center', { headers: other })).status()).toBe(200);

  await signIn(page, '/account/settings/security');
  const sessions = page.getByTestId('account-sessions');
  await expect(sessions.getByText('本机')).toHaveCount(1);
  const row = sessions.locator('tr').filter({ hasText: 'iOS 17.5' });
  await expect(row).toContainText('Safari 17');
  await page.screenshot({ path: 'test-results/account-sessions.png', animations: 'disabled' });
  await row.getByRole('button', { name: '下线' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('该设备已下线')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get('/isps-api/isps/account/center', { headers: other })).status()).toBe(401);
  await expect(sessions.getByText('本机')).toHaveCount(1); // this browser is still in
});

test('a new phone is bound with the code texted to it; notification channels are listed per kind', async ({ page }) => {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  const texted = () =>
    (fs.existsSync(E2E_SMS_OUTBOX) ? fs.readFileSync(E2E_SMS_OUTBOX, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { mobile: string; code: string })
      .filter((m) => m.mobile === mobile)
      .map((m) => m.code);
  await signIn(page, '/account/settings/binding');
  const card = page.getByTestId('bind-phone');
  await card.getByLabel('新手机号').fill(mobile);
  await card.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('验证码已发送到新手机号，10 分钟内有效')).toBeVisible();
  await expect.poll(texted).toHaveLength(1);
  const code = texted()[0];
  await card.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(card.getByText('验证码错误或已失效，请重新获取')).toBeVisible();
  await card.getByLabel('验证码').fill(code);
  await card.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(page.getByText('手机号绑定成功')).toBeVisible();
  await expect(card).toContainText(`当前绑定：${mobile}`);
  await page.screenshot({ path: 'test-results/account-binding.png', animations: 'disabled' });

  await page.getByRole('menuitem', { name: '新消息通知' }).click();
  const prefs = page.getByTestId('account-notification');
  await expect(prefs.getByRole('switch', { name: '系统消息 邮件' })).not.toBeChecked();
  await prefs.getByRole('switch', { name: '系统消息 邮件' }).click();
  await expect(prefs.getByRole('switch', { name: '系统消息 邮件' })).toBeChecked();
  await page.reload();
  await expect(prefs.getByRole('switch', { name: '系统消息 邮件' })).toBeChecked(); // kept on the server
  await page.screenshot({ path: 'test-results/account-notification.png', animations: 'disabled' });
  await prefs.getByRole('switch', { name: '系统消息 邮件' }).click();
  await expect(prefs.getByRole('switch', { name: '系统消息 邮件' })).not.toBeChecked();
});
