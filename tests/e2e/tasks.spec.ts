import { expect, test } from './fixtures.js';
import { tableRows } from './crud.js';
import { signIn } from './signIn.js';
import { E2E_ADMIN_PASSWORD, E2E_ORIGIN } from '../../playwright.config.js';

// 后台任务 come from the system only (issue 34 item 8): the list offers no add, import, edit or delete
test('后台任务: a read-only list, and the server refuses hand-made tasks', async ({ page, request }) => {
  const login = await (await request.post(`${E2E_ORIGIN}/isps-api/sys/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json();
  const headers = { 'X-Access-Token': login.result.token as string };
  // a data set's upload is one of the system's tasks: the list has at least that row
  const up = await request.post(`${E2E_ORIGIN}/isps-api/isps/dataset/upload`, {
    headers,
    multipart: { file: { name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from('t,v\n2026-01-01 00:00:00,1\n2026-01-01 00:00:01,2\n') } },
  });
  expect(up.ok()).toBe(true);

  await signIn(page, '/idata/task');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/数据管理/后台任务');
  const toolbar = page.locator('.crud-toolbar');
  await expect(toolbar.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: /导\s*入/ })).toHaveCount(0);
  const actions = tableRows(page).first().locator('td').last();
  await expect(actions).toBeVisible();
  await expect(actions).not.toContainText('删除');
  await expect(actions).not.toContainText('编辑');
  // a selected row is for 导出 only: no 批量删除 either
  await tableRows(page).first().locator('.ant-checkbox-input').check();
  await expect(tableRows(page).first().locator('.ant-checkbox-input')).toBeChecked();
  await expect(toolbar.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  const add = await request.post(`${E2E_ORIGIN}/isps-api/sys/task/add`, { data: { taskName: 'by hand' }, headers });
  expect(add.status()).toBe(405);
  expect((await add.json()).message).toContain('不能手工添加');
});
