import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, watchAnswers, watchCsp, watchPageErrors } from './fixtures.js';
import {
  cellOf,
  columnTexts,
  confirm,
  dialog,
  fill,
  formItem,
  okButton,
  openAdminPage,
  pick,
  queryInput,
  removeRecords,
  rowAction,
  rowOf,
  runId,
  search,
  tableRows,
} from './crud.js';
import { signIn } from './signIn.js';

// One admin session walks the user page from creation to the recycle bin; each step needs the previous one.
test.describe.configure({ mode: 'serial' });

const id = runId();
const prefix = `e2eu${id}`;
const user = { username: `${prefix}a`, realname: '测试员甲', email: `${prefix}a@example.com`, phone: `139${id.length}${String(Date.now()).slice(-7)}` };
const imported = { username: `${prefix}b`, realname: '导入用户乙', email: `${prefix}b@example.com` };
const rejected = { username: `${prefix}c`, realname: '坏行用户丙', email: 'not-an-email' };

let page: Page;
let csp: string[];
let pageErrors: string[];
let answers: string[];
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  csp = await watchCsp(context);
  pageErrors = watchPageErrors(context);
  answers = await watchAnswers(context);
  page = await context.newPage();
  // the home page, as after a login: the first test then reaches 用户管理 by the menu, and its table appearing means that
  // navigation is over (signed in on 用户管理 itself, the table was there before the menu click, so 新增 could be clicked
  // while that navigation still ran; one clean run then saw the form show none of its errors after 确定, 2026-11-30)
  await signIn(page, '/dashboard/analysis');
});
test.afterAll(async () => {
  await page.context().close();
  expect(csp, 'Content-Security-Policy violations').toEqual([]);
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(answers, 'answers that do not match their schema').toEqual([]);
  await removeRecords('/sys/user', { username: `*${prefix}*` }, { softDelete: true });
});

test('the user form checks required fields, the email format and a taken username, then saves a user with a role', async () => {
  await openAdminPage(page, '用户管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · 用户管理');
  await expect(formItem(form, '用户账号').locator('input')).toBeVisible();

  await okButton(form).click();
  await expect(formItem(form, '用户账号')).toContainText('用户账号不能为空');
  await expect(formItem(form, '用户姓名')).toContainText('用户姓名不能为空');
  await expect(formItem(form, '登录密码')).toContainText('登录密码不能为空');
  await expect(formItem(form, '确认新密码')).toContainText('请确认新密码!');
  await expect(form.getByText(/不能为空$/)).toHaveCount(3); // optional fields stay quiet

  await fill(form, '邮箱', 'not-an-email');
  await formItem(form, '邮箱').locator('input').blur();
  await expect(formItem(form, '邮箱')).toContainText('邮箱不是有效的邮箱地址');

  await fill(form, '用户账号', 'admin');
  await formItem(form, '用户账号').locator('input').blur();
  await expect(formItem(form, '用户账号')).toContainText('该值不可用，系统中已存在！');
  await okButton(form).click(); // refused while the username is taken
  await expect(form).toBeVisible();

  await fill(form, '用户账号', user.username);
  await formItem(form, '用户账号').locator('input').blur();
  await expect(formItem(form, '用户账号')).not.toContainText('该值不可用');
  await fill(form, '用户姓名', user.realname);
  await fill(form, '邮箱', user.email);
  await expect(formItem(form, '邮箱')).not.toContainText('邮箱不是有效的邮箱地址');
  await fill(form, '登录密码', 'Passw0rd1');
  await fill(form, '确认新密码', 'Passw0rd1');
  await pick(form, '性别', '男');
  await fill(form, '手机号码', user.phone);
  await pick(form, '角色分配', '运行人员');
  await form.locator('.ant-modal-title').click(); // close the multiple select's dropdown
  await expect(formItem(form, '角色分配')).toContainText('运行人员');
  await expect(form.getByText(/不能为空$/)).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 1200 }); // the whole form, footer included
  await form.locator('.ant-modal-content').screenshot({ path: 'test-results/crud-user-form.png', animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 800 });

  await okButton(form).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(form).toBeHidden();
  const row = rowOf(page, user.username);
  await expect(row).toBeVisible();
  await expect(row).toContainText(user.realname);
  await expect(await cellOf(page, row, '性别')).toHaveText('男');
  await expect(await cellOf(page, row, '状态')).toHaveText('正常');

  // the role was saved with the user: the edit form shows it
  await row.getByText('编辑', { exact: true }).click();
  const edit = dialog(page, '编辑 · 用户管理');
  await expect(formItem(edit, '角色分配')).toContainText('运行人员');
  await expect(formItem(edit, '用户账号').locator('input')).toHaveValue(user.username);
  await edit.getByRole('button', { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();

  await page.mouse.move(0, 700);
  await expect(page.getByText('添加成功！')).toBeHidden();
  await page.screenshot({ path: 'test-results/crud-user-list.png', animations: 'disabled' });
});

test('the query form finds the user, the filter lives in the URL and survives a reload', async () => {
  await queryInput(page, '用户账号').fill(user.username.slice(2)); // a like search on part of the name
  await search(page);
  await expect(page).toHaveURL(new RegExp(`[?&]username=[^&]*${user.username.slice(2)}`));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, user.username)).toBeVisible();
  await expect(page.getByText('共1条')).toBeVisible();

  await page.reload();
  await expect(queryInput(page, '用户账号')).toHaveValue(user.username.slice(2));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, user.username)).toBeVisible();
});

test('editing the user changes the name in the table', async () => {
  await rowOf(page, user.username).getByText('编辑', { exact: true }).click();
  const form = dialog(page, '编辑 · 用户管理');
  await expect(formItem(form, '用户姓名').locator('input')).toHaveValue(user.realname);
  user.realname = '测试员甲改';
  await fill(form, '用户姓名', user.realname);
  await okButton(form).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, user.username)).toContainText(user.realname);
});

test('freezing and unfreezing the user shows in its status', async () => {
  const row = rowOf(page, user.username);
  await rowAction(page, row, '冻结');
  await confirm(page, '确定冻结该用户吗?');
  await expect(await cellOf(page, row, '状态')).toHaveText('冻结');

  await rowAction(page, row, '解冻');
  await confirm(page, '确定解冻该用户吗?');
  await expect(await cellOf(page, row, '状态')).toHaveText('正常');
});

let header: string[] = [];

test('export writes the filtered list to Excel with Chinese titles and dictionary text', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别', '邮箱', '手机号码', '状态']));
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((r, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, r.getCell(i + 1).value])));
  });
  expect(rows).toHaveLength(1); // the query applies to the export
  expect(rows[0]).toMatchObject({ 用户账号: user.username, 用户姓名: user.realname, 性别: '男', 状态: '正常', 邮箱: user.email, 手机号码: user.phone });
});

test('import of one good and one bad row: the result names the bad row, only the good one is written', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  // the exported header, plus the password a new account needs (the list, and so the export, never shows it)
  const columns = [...header, '登录密码'];
  ws.addRow(columns);
  const line = (v: Record<string, string>) => columns.map((h) => v[h] ?? null);
  ws.addRow(line({ 用户账号: imported.username, 用户姓名: imported.realname, 性别: '女', 邮箱: imported.email, 登录密码: 'Passw0rd2' }));
  ws.addRow(line({ 用户账号: rejected.username, 用户姓名: rejected.realname, 性别: '男', 邮箱: rejected.email, 登录密码: 'Passw0rd3' }));
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: /导\s*入/ }).click()]);
  // the server's answer first: this test failed twice in ~12 runs with no dialog and the button no longer busy, so the
  // answer either came back without the expected result or was never asked for; the next failure says which
  const answered = page.waitForResponse((r) => r.url().includes('/importExcel'), { timeout: 60_000 });
  await chooser.setFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  const answer = await answered;
  expect(answer.status(), `import answered: ${await answer.text()}`).toBe(200);
  const result = dialog(page, '导入结果');
  await expect(result).toBeVisible();
  await expect(result).toContainText('共 2 行：成功 1 行，失败 1 行');
  const bad = result.locator('.ant-table-tbody tr.ant-table-row');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('第 3 行'); // the sheet's third line: header, good row, bad row
  await expect(bad).toContainText(/email|邮箱/);
  await expect(bad).toContainText('不是有效的邮箱地址');
  await result.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(result).toBeHidden();

  await queryInput(page, '用户账号').fill(prefix);
  await search(page);
  await expect(rowOf(page, imported.username)).toBeVisible();
  await expect(rowOf(page, imported.username)).toContainText(imported.realname);
  await expect(await cellOf(page, rowOf(page, imported.username), '性别')).toHaveText('女'); // text in the sheet, stored as its code
  await expect(rowOf(page, rejected.username)).toHaveCount(0);
  await expect(tableRows(page)).toHaveCount(2);

  await queryInput(page, '用户账号').fill(rejected.username);
  await search(page);
  await expect(page.locator('.crud-table .ant-empty')).toBeVisible(); // nothing of the bad row was written
});

test('sorting by a column puts column and order in the URL and reverses the rows', async () => {
  await queryInput(page, '用户账号').fill(prefix);
  await search(page);
  await expect(tableRows(page)).toHaveCount(2);
  const usernameHeader = page.locator('.crud-table thead th').filter({ hasText: /^用户账号$/ });

  await usernameHeader.click();
  await expect(page).toHaveURL(/[?&]column=username&order=asc/);
  await expect.poll(() => columnTexts(page, '用户账号')).toEqual([user.username, imported.username]);

  await usernameHeader.click();
  await expect(page).toHaveURL(/[?&]column=username&order=desc/);
  await expect.poll(() => columnTexts(page, '用户账号')).toEqual([imported.username, user.username]);
  await expect(queryInput(page, '用户账号')).toHaveValue(prefix); // the filter stays with the sort
});

test('deleting the user removes it, and the recycle bin restores it', async () => {
  await rowAction(page, rowOf(page, user.username), '删除');
  await confirm(page, '确定删除吗?');
  await expect(rowOf(page, user.username)).toHaveCount(0);
  await expect(tableRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: /回收站/ }).click();
  const bin = dialog(page, '回收站 · 用户管理');
  const binRow = bin.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: user.username, exact: true }) });
  await expect(binRow).toBeVisible();
  await binRow.getByText('还原', { exact: true }).click();
  await expect(page.getByText('还原成功').first()).toBeVisible();
  await expect(binRow).toHaveCount(0);
  await bin.getByRole('button', { name: 'Close' }).click();
  await expect(bin).toBeHidden();
  await expect(rowOf(page, user.username)).toBeVisible();
  await expect(rowOf(page, user.username)).toContainText(user.realname);
  await expect(tableRows(page)).toHaveCount(2);
});

test('an empty new-user form flags the password and its confirmation as required', async () => {
  await page.goto('/isystem/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · 用户管理');
  await expect(formItem(form, '登录密码').locator('.ant-formily-item-asterisk')).toBeVisible();
  await okButton(form).click();
  await expect(formItem(form, '登录密码')).toContainText('登录密码不能为空');
  await expect(formItem(form, '确认新密码')).toContainText('请确认新密码!');
  await form.getByRole('button', { name: /取\s*消/ }).click();
});

// A refusal only the server can make (moving a category under its own child) shows on the field it names;
// correcting the field lets the same dialog save.
test('after the server refuses a field, correcting it lets the form save', async () => {
  const root = `${prefix}根`;
  const child = `${prefix}子`;
  try {
    await page.goto('/isystem/category');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    let form = dialog(page, '新增 · 分类字典');
    await fill(form, '类型名称', root);
    await okButton(form).click();
    await expect(form).toBeHidden();
    await rowAction(page, rowOf(page, root), '添加下级');
    form = dialog(page, '新增 · 分类字典');
    await fill(form, '类型名称', child);
    await okButton(form).click();
    await expect(form).toBeHidden();

    await rowOf(page, root).getByText('编辑').click();
    form = dialog(page, '编辑 · 分类字典');
    await pick(form, '父级节点', child);
    await okButton(form).click();
    await expect(formItem(form, '父级节点')).toContainText('不能把分类移到它自己的下级之下');
    // as a person does: the clear cross shows while the pointer is over the select
    await formItem(form, '父级节点').locator('.ant-select').hover();
    await formItem(form, '父级节点').locator('.ant-select-clear').click();
    await fill(form, '类型名称', `${root}改`);
    await okButton(form).click();
    await expect(form).toBeHidden();
    await expect(page.locator('.crud-table').getByText(`${root}改`, { exact: true })).toBeVisible(); // tree rows: the cell also holds the expand button
  } finally {
    await removeRecords('/sys/category', { name: `*${prefix}*` });
  }
});

test('the new-user form asks to confirm the password', async () => {
  await page.goto('/isystem/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · 用户管理');
  await fill(form, '登录密码', 'Passw0rd1');
  await expect(formItem(form, '确认新密码')).toBeVisible();
  await fill(form, '确认新密码', 'Passw0rd2');
  await formItem(form, '确认新密码').locator('input').blur();
  await expect(formItem(form, '确认新密码')).toContainText('两次输入的密码不一样！');
  await form.getByRole('button', { name: /取\s*消/ }).click();
});
