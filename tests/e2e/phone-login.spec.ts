import fs from 'node:fs';
import { expect, test } from './fixtures.js';
import { E2E_ADMIN_PASSWORD, E2E_SMS_OUTBOX } from '../../playwright.config.js';

const MOBILE = '13700000007';
/** the codes the server's logging SMS sender wrote for a number (ISPS_SMS_OUTBOX) */
const codesFor = (mobile: string): string[] =>
  (fs.existsSync(E2E_SMS_OUTBOX) ? fs.readFileSync(E2E_SMS_OUTBOX, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobile: string; code: string })
    .filter((m) => m.mobile === mobile)
    .map((m) => m.code);

test('signs in with a phone code on the 手机号登录 tab', async ({ page, request }) => {
  // the admin's mobile number, set through the API as an administrator would
  const login = await (await request.post('/isps-api/sys/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json();
  const token = login.result.token;
  const me = await (await request.get('/isps-api/sys/user/list', { headers: { 'X-Access-Token': token }, params: { username: 'admin' } })).json();
  const edit = await request.put('/isps-api/sys/user/edit', { headers: { 'X-Access-Token': token }, data: { id: me.result.records[0].id, phone: MOBILE } });
  expect((await edit.json()).success).toBe(true);

  await page.goto('/user/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByTestId('login-get-code').click();
  await expect(page.getByText('请输入手机号!')).toBeVisible(); // no number yet: nothing is sent
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await page.getByTestId('login-get-code').click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  const before = codesFor(MOBILE).length;
  await page.getByPlaceholder('请输入手机号').fill(MOBILE);
  await page.getByTestId('login-get-code').click();
  await expect(page.getByText('验证码已发送，10 分钟内有效')).toBeVisible();
  await expect(page.getByTestId('login-get-code')).toBeDisabled(); // counting down to a resend
  await expect(page.getByTestId('login-get-code')).toHaveText(/秒后重发/);
  await expect.poll(() => codesFor(MOBILE).length).toBe(before + 1);
  const code = codesFor(MOBILE).at(-1)!;

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByPlaceholder('请输入验证码').fill(wrong);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('手机验证码错误或已失效')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-login.png', animations: 'disabled' });

  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByText('总访问量')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-login-signed-in.png', animations: 'disabled' });
});
