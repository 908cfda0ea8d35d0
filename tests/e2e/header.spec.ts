import { expect, test } from './fixtures.js';
import { adminApi, cellOf, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';

const userMenu = async (page: import('@playwright/test').Page, item: string) => {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: item }).click();
};

// every failed validation here (empty submit, the mismatch judged again as the password changes) must leave no
// uncaught rejection: the pageErrors fixture fails the test on one
test('the password modal shows the spec messages and the server refuses a wrong old password', async ({ page }) => {
  await signIn(page, '/isps/userAnnouncement'); // any console page: the user menu is in the header
  await userMenu(page, '密码修改');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
  await expect(dialog.getByText('请输入新密码!')).toBeVisible();
  await expect(dialog.getByText('请确认新密码!')).toBeVisible();
  await dialog.getByPlaceholder('旧密码').fill('not-my-password');
  await dialog.getByPlaceholder('新密码', { exact: true }).fill('Newpass123');
  await dialog.getByPlaceholder('确认新密码').fill('Newpass124');
  await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();
  await dialog.getByPlaceholder('确认新密码').fill('Newpass123');
  await expect(dialog.getByText('两次输入的密码不一样！')).toBeHidden();
  await page.screenshot({ path: 'test-results/password-modal.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('旧密码输入错误!')).toBeVisible();
});

test('switching department updates the stored user', async ({ page }) => {
  await signIn(page, '/isps/userAnnouncement');
  await userMenu(page, '切换部门');
  const dialog = page.getByRole('dialog', { name: '切换部门' });
  await expect(dialog.getByText('同步测量实验室')).toBeVisible(); // the current department, preselected
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('切换部门成功')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}'));
  expect(stored.value.orgCode).toBe('A01');
});

test('clear cache reloads the dictionaries, and the language switch turns the console English', async ({ page }) => {
  await signIn(page, '/dashboard/analysis');
  await userMenu(page, '清理缓存');
  await expect(page.getByText('刷新缓存完成！')).toBeVisible();
  await page.getByTestId('lang-switch').click();
  await expect(page.getByText('Total visits')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Total visits')).toBeVisible(); // remembered
  await page.getByTestId('lang-switch').click();
  await expect(page.getByText('总访问量')).toBeVisible();
});

// OPEN (issue 32): one cause found and fixed: a page opened while the console still loaded its permissions aborted that
// request, and the console logged out (ConsoleGate; shell.spec.ts tests it). It passes with one or two workers, but on an
// overloaded machine (3 workers on 2 cores) /isystem/user opened by URL still showed 暂无数据 after 10 s: not yet explained.
test.skip('clear cache makes an open page show a dictionary text changed meanwhile, without a reload', async ({ page }) => {
  const api = await adminApi();
  const dict = (await api.call('get', 'sys/dict/list', { dictCode: 'user_status' })).result.records[0];
  const item = (await api.call('get', 'sys/dictItem/list', { dictId: dict.id, pageSize: 100 })).result.records.find(
    (i: { itemValue: string }) => i.itemValue === '1',
  );
  const renamed = `正常${runId()}`;
  try {
    await signIn(page, '/isystem/user');
    await expect(rowOf(page, 'admin')).toBeVisible();
    const status = await cellOf(page, rowOf(page, 'admin'), '状态');
    await expect(status).toHaveText('正常');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await api.call('put', 'sys/dictItem/edit', { id: item.id, itemText: renamed }); // someone else edits the dictionary
    await expect(status).toHaveText('正常'); // the page keeps its copy until asked
    await userMenu(page, '清理缓存');
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
    await expect(status).toHaveText(renamed);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true); // no reload
    await status.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/clear-cache-dict.png', animations: 'disabled' });
  } finally {
    await api.call('put', 'sys/dictItem/edit', { id: item.id, itemText: item.itemText });
    await api.dispose();
  }
});

test('an unknown path inside the console goes to 404', async ({ page }) => {
  await signIn(page, '/isystem/nothing-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
});
