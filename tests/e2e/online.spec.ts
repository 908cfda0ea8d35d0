import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, watchAnswers } from './fixtures.js';
import { adminApi, dialog, fill, formItem, okButton, openMenu, pick, removeRecords, rowAction, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';

// Issue 5: an admin registers an online report over the users table and opens it; the device form
// picks users through the popup picker. One admin session; the report steps build on each other.
test.describe.configure({ mode: 'serial' });

const id = runId();
const prefix = `e2eo${id}`; // this run's users
const code = `rp_e2e_${id}`;
const reportName = `E2E用户报表${id}`;
const sql = 'select id, username, realname, sex, status, create_time from sys_user where del_flag = 0 and status = ${status}';
// 12 users: two pages at 10 a page; odd ones 男 (sex 1), even ones 女 (sex 2)
const users = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { username: `${prefix}${n}`, realname: `报表用户${n}`, sex: i % 2 === 0 ? 1 : 2 };
});
const sexText = (sex: number) => (sex === 1 ? '男' : '女');

let page: Page;
let answers: string[];
test.beforeAll(async ({ browser }) => {
  // housekeeping: the users the report and the picker list (the user form is tested elsewhere)
  const api = await adminApi();
  try {
    for (const u of users) await api.call('post', 'sys/user/add', { ...u, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
  } finally {
    await api.dispose();
  }
  // its own context for the whole file, so the automatic answer fixture does not see it: watched here
  const context = await browser.newContext();
  answers = await watchAnswers(context);
  page = await context.newPage();
  await signIn(page, '/online/cgreport'); // where the first test starts (it opens it from the menu all the same)
});
test.afterAll(async () => {
  await removeRecords('/online/cgreport/head', { code }); // its columns and params go with it
  await removeRecords('/sys/user', { username: `${prefix}*` }, { softDelete: true });
  await page.context().close();
  expect(answers, 'answers that do not match their schema').toEqual([]);
});

/** pick, then waits for the dropdown to close (the next select's options are then the only ones shown). */
async function pickOne(scope: Locator, label: string, option: string) {
  await pick(scope, label, option);
  await expect(scope.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(formItem(scope, label).locator('.ant-select-selection-item')).toHaveText(option);
}

/** A row of the list inside a dialog (字段配置, 参数配置) whose cell shows exactly this text. */
const dialogRow = (scope: Locator, cellText: string) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ has: scope.page().getByRole('cell', { name: cellText, exact: true }) });

/** 编辑 on a row of a dialog's list, change fields, 确定. */
async function editInDialog(scope: Locator, cellText: string, formTitle: string, change: (form: Locator) => Promise<void>) {
  await dialogRow(scope, cellText).getByText('编辑', { exact: true }).click();
  const form = dialog(scope.page(), formTitle);
  await expect(formItem(form, '排序').locator('input')).toBeVisible();
  await change(form);
  await okButton(form).click();
  await expect(form).toBeHidden();
}

/** The report table's cells under a column title, top to bottom. */
async function reportColumn(table: Locator, title: string): Promise<string[]> {
  return table
    .locator('table')
    .first()
    .evaluate((t, name) => {
      const ths = [...t.querySelectorAll('thead th')];
      const i = ths.findIndex((th) => th.textContent?.trim() === name);
      return [...t.querySelectorAll('tbody tr.ant-table-row')].map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? '');
    }, title);
}

test('a report over the users table gets its columns and param when saved, which are then configured; 解析SQL keeps them', async () => {
  test.setTimeout(90_000); // four dialogs on a busy machine
  await openMenu(page, '在线开发', 'Online报表配置');
  await expect(page.locator('.crud-table')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · Online报表配置');
  await fill(form, '报表编码', code);
  await fill(form, '报表名称', reportName);
  await fill(form, '报表SQL', sql);
  await okButton(form).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(form).toBeHidden();
  const head = rowOf(page, code);
  await expect(head).toContainText(reportName);

  // saved without columns, it got those its SQL reads and its \${param}, as 解析SQL lists them (issue 34 item 8)
  await rowAction(page, head, '字段配置');
  const items = dialog(page, `字段配置 · ${reportName}`);
  await expect(items).toBeVisible();
  for (const f of ['id', 'username', 'realname', 'sex', 'status', 'create_time']) await expect(dialogRow(items, f)).toBeVisible();
  await expect(items.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(6);

  await editInDialog(items, 'sex', '编辑 · Online报表字段', async (f) => {
    await fill(f, '字段文本', '性别');
    await fill(f, '字典编码', 'sex');
  });
  await expect(dialogRow(items, 'sex')).toContainText('性别');
  await editInDialog(items, 'username', '编辑 · Online报表字段', async (f) => {
    await fill(f, '字段文本', '用户账号');
    await pickOne(f, '是否查询', '是');
    await pickOne(f, '是否排序', '是');
  });
  await expect(dialogRow(items, 'username')).toContainText('用户账号');
  await editInDialog(items, 'realname', '编辑 · Online报表字段', (f) => fill(f, '字段文本', '用户姓名'));
  await expect(items.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(dialogRow(items, 'realname')).toContainText('用户姓名');
  await page.screenshot({ path: 'test-results/online-items.png', animations: 'disabled' });
  await items.getByRole('button', { name: 'Close' }).click();
  await expect(items).toBeHidden();

  // parsing again adds nothing: the edited columns stay as they are
  await rowAction(page, head, '解析SQL');
  await expect(page.getByText('解析成功：新增 0 个字段、0 个参数')).toBeVisible();
  await expect(dialogRow(items, 'sex')).toContainText('性别');
  await items.getByRole('button', { name: 'Close' }).click();

  await rowAction(page, head, '参数配置');
  const params = dialog(page, `参数配置 · ${reportName}`);
  await expect(dialogRow(params, 'status')).toBeVisible();
  await editInDialog(params, 'status', '编辑 · Online报表参数', (f) => fill(f, '默认值', '1'));
  await expect(dialogRow(params, 'status')).toContainText('1');
  await params.getByRole('button', { name: 'Close' }).click();
  await expect(params).toBeHidden();
});

test('打开报表: dictionary text, query, sort, paging and an export of the current query', async () => {
  await rowAction(page, rowOf(page, code), '打开报表');
  await expect(page).toHaveURL(new RegExp(`/online/cgreport/${code}$`));
  const report = page.locator('.report-page');
  await expect(report.locator('.ant-card-head-title')).toHaveText(reportName);
  // no menu entry yet: the report names its breadcrumb and the window title itself
  await expect(page.getByTestId('breadcrumb')).toContainText(reportName);
  await expect(page).toHaveTitle(new RegExp(`^${reportName} · `));
  const table = report.locator('.report-table');
  await expect(table.locator('thead th').filter({ hasText: /^性别$/ })).toBeVisible();
  await expect(table.locator('thead th').filter({ hasText: /^id$/ })).toHaveCount(0); // parsed as hidden
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  const sexes = await reportColumn(table, '性别');
  expect(sexes.length).toBeGreaterThan(0);
  for (const s of sexes) expect(['男', '女', '']).toContain(s); // dictionary text, never the codes 1/2

  // one user by its account
  const account = formItem(report.locator('form.report-query'), '用户账号').locator('input'); // the params form is a Formily form like an entity's
  await account.fill(users[4].username);
  await report.getByRole('button', { name: /查\s*询/ }).click();
  await expect(table.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(table.locator('tr.ant-table-row')).toContainText(users[4].realname);
  expect(await reportColumn(table, '性别')).toEqual([sexText(users[4].sex)]);
  await expect(report.getByText('共1条', { exact: true })).toBeVisible();

  // all of this run's users: two pages
  await account.fill(`${prefix}*`);
  await report.getByRole('button', { name: /查\s*询/ }).click();
  await expect(report.getByText('共12条', { exact: true })).toBeVisible();
  await expect(table.locator('tr.ant-table-row')).toHaveCount(10);

  const header = table.locator('thead th').filter({ hasText: /^用户账号$/ });
  await header.click();
  await expect.poll(() => reportColumn(table, '用户账号')).toEqual(users.slice(0, 10).map((u) => u.username));
  await header.click();
  await expect
    .poll(() => reportColumn(table, '用户账号'))
    .toEqual(
      users
        .slice(2)
        .reverse()
        .map((u) => u.username),
    );
  await expect
    .poll(() => reportColumn(table, '性别'))
    .toEqual(
      users
        .slice(2)
        .reverse()
        .map((u) => sexText(u.sex)),
    );

  await table.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect.poll(() => reportColumn(table, '用户账号')).toEqual([users[1].username, users[0].username]);
  await expect(report.getByText('共12条', { exact: true })).toBeVisible();
  await page.mouse.move(0, 700);
  await page.screenshot({ path: 'test-results/online-report.png', animations: 'disabled', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${reportName}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const titles = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  expect(titles).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别']));
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((r, n) => {
    if (n > 1) rows.push(Object.fromEntries(titles.map((h, i) => [h, r.getCell(i + 1).value])));
  });
  expect(rows).toHaveLength(12); // the query applies, all pages
  for (const u of users) expect(rows).toContainEqual(expect.objectContaining({ 用户账号: u.username, 用户姓名: u.realname, 性别: sexText(u.sex) }));
});

test('the device form picks its maintainer and alarm recipients with the popup picker', async () => {
  await openMenu(page, '设备管理', '装置管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · 装置管理');
  await expect(formItem(form, '运维负责人')).toBeVisible();

  await formItem(form, '运维负责人').locator('input').click();
  const picker = page.locator('.popup-picker-modal');
  await expect(picker.locator('.ant-modal-title')).toHaveText('用户报表', { timeout: 15_000 }); // 请选择 until the report has loaded
  await expect(picker).toHaveCSS('width', '1200px'); // the layout width (the opening zoom scales only what is drawn)
  const rows = picker.locator('.report-table tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(picker.locator('.ant-pagination-options-size-changer')).toContainText('10 条/页');
  await expect(picker.locator('.ant-pagination-options-quick-jumper')).toContainText('跳至');
  await expect(picker.getByText(/^共\d+条$/)).toBeVisible();
  await picker.locator('.ant-pagination-options-size-changer').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveText(['10 条/页', '20 条/页', '30 条/页']);
  await page.keyboard.press('Escape');
  await expect(picker).toBeVisible();

  await okButton(picker).click();
  await expect(page.getByText('请选择一条记录')).toBeVisible();
  await expect(picker).toBeVisible();

  await fill(picker.locator('form.report-query'), '用户账号', `${prefix}*`);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.getByText('共12条', { exact: true })).toBeVisible();
  const rowOfUser = (u: (typeof users)[number]) => rows.filter({ has: page.getByRole('cell', { name: u.username, exact: true }) });
  await rowOfUser(users[2]).click();
  await expect(rowOfUser(users[2]).getByRole('radio')).toBeChecked();
  await rowOfUser(users[3]).click(); // single: another row replaces the choice
  await expect(rowOfUser(users[3]).getByRole('radio')).toBeChecked();
  await expect(rowOfUser(users[2]).getByRole('radio')).not.toBeChecked();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/online-popup.png', animations: 'disabled' });
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(formItem(form, '运维负责人').locator('input')).toHaveValue(users[3].username);
  await expect(formItem(form, '负责人姓名').locator('input')).toHaveValue(users[3].realname);

  // several recipients
  await formItem(form, '告警通知人').locator('input').click();
  await expect(picker.locator('.ant-modal-title')).toHaveText('用户报表', { timeout: 15_000 });
  await fill(picker.locator('form.report-query'), '用户账号', `${prefix}*`);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.getByText('共12条', { exact: true })).toBeVisible();
  await expect.poll(() => reportColumn(picker, '用户账号')).toEqual(users.slice(0, 10).map((u) => u.username)); // sorter username=asc
  await rowOfUser(users[0]).click();
  await rowOfUser(users[7]).click();
  await expect(rowOfUser(users[7]).getByRole('checkbox')).toBeChecked();
  await rowOfUser(users[7]).click(); // a second click takes it out again
  await expect(rowOfUser(users[7]).getByRole('checkbox')).not.toBeChecked();
  await rowOfUser(users[5]).click();
  await expect(rowOfUser(users[0]).getByRole('checkbox')).toBeChecked();
  await expect(rowOfUser(users[5]).getByRole('checkbox')).toBeChecked();
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(formItem(form, '告警通知人').locator('input')).toHaveValue(`${users[0].username},${users[5].username}`);
  await expect(formItem(form, '通知人姓名').locator('input')).toHaveValue(`${users[0].realname},${users[5].realname}`);

  // reopening shows the choice still ticked
  await formItem(form, '告警通知人').locator('input').click();
  await fill(picker.locator('form.report-query'), '用户账号', `${prefix}*`);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.getByText('共12条', { exact: true })).toBeVisible();
  await expect(rowOfUser(users[0]).getByRole('checkbox')).toBeChecked();
  await expect(rowOfUser(users[5]).getByRole('checkbox')).toBeChecked();
  await expect(rows.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await picker.getByRole('button', { name: /取\s*消/ }).click();
  await expect(picker).toBeHidden();
  await expect(formItem(form, '告警通知人').locator('input')).toHaveValue(`${users[0].username},${users[5].username}`);

  await form.getByRole('button', { name: /取\s*消/ }).click(); // no device is created
  await expect(form).toBeHidden();
});

test('a picker whose report cannot be read says so instead of showing an empty table', async () => {
  await page.reload(); // a fresh page: no report columns cached from the test before
  await page.route('**/online/cgreport/api/getRpColumns/**', (route) =>
    route.fulfill({ json: { success: false, message: '报表不存在', code: 500, result: null, timestamp: Date.now() } }),
  );
  try {
    await openMenu(page, '设备管理', '装置管理');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page, '新增 · 装置管理');
    // the picker's field comes with the form's lazily loaded widgets: a click before they are in place opens
    // nothing (once, on a loaded machine), so click until the picker opens
    const picker = page.locator('.popup-picker-modal');
    await expect(async () => {
      await formItem(form, '运维负责人').locator('input').click();
      await expect(picker).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(picker.locator('.ant-result-warning')).toContainText(/报表 \S+ 不存在或无权访问/);
    await expect(picker.locator('.report-table')).toHaveCount(0);
    await picker.getByRole('button', { name: /取\s*消/ }).click();
    await form.getByRole('button', { name: /取\s*消/ }).click();
  } finally {
    await page.unroute('**/online/cgreport/api/getRpColumns/**');
  }
});
