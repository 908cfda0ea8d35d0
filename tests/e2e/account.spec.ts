import { expect, test } from './fixtures.js';
import { formItem, removeRecords, runId } from './crud.js';

const id = runId();
const username = `e2ereg${id}`;
test.afterAll(() => removeRecords('/sys/user', { username }, { softDelete: true }));

test('a visitor registers from the login page; the account waits for an administrator', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: '注册账户' }).click();
  await expect(page).toHaveURL(/\/user\/register$/);
  const form = page.getByTestId('register-form');
  const field = (label: string) => formItem(form, label);
  await field('用户账号').locator('input').fill('admin');
  await field('用户姓名').locator('input').fill('注册测试'); // titles and rules: sys_user's schema
  await field('登录密码').locator('input').fill('abcdefgh');
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(field('登录密码')).toContainText('登录密码至少8位，须包含字母和数字'); // the shared password rule, before any request
  await field('登录密码').locator('input').fill('Passw0rd!e2e');
  await field('确认密码').locator('input').fill('Passw0rd!other');
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(field('确认密码')).toContainText('两次输入的密码不一样！');
  await field('确认密码').locator('input').fill('Passw0rd!e2e');
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(field('用户账号')).toContainText('用户账号已存在'); // the server's refusal, on its field
  await page.screenshot({ path: 'test-results/register.png' });

  await field('用户账号').locator('input').fill(username);
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/register-result\\?account=${username}$`));
  await expect(page.getByText(`你的账户：${username} 注册成功`)).toBeVisible();
  await page.getByRole('button', { name: '返回登录' }).click();

  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill('Passw0rd!e2e');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('alert')).toBeVisible(); // frozen: not in until approved
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('forgot password without a mail server says whom to ask', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page.getByText('系统未配置邮件服务')).toBeVisible();
  await page.getByRole('link', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
