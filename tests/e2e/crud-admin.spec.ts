import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, watchAnswers, watchCsp, watchPageErrors } from './fixtures.js';
import {
  cellOf,
  confirm,
  dialog,
  fill,
  formItem,
  loginAs,
  logout,
  okButton,
  openAdminPage,
  optionsOf,
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
import { freePort, startServer, type E2eServer } from './server.js';

const id = runId();

// what the tests on the shared server created goes again (the schema test's server is its own)
test.afterAll(async () => {
  await removeRecords('/sys/user', { username: `e2er${id}` }, { softDelete: true });
  await removeRecords('/sys/role', { roleCode: `e2e_pos_${id}` });
  await removeRecords('/sys/position', { code: `e2ep${id}` });
  await removeRecords('/sys/dictItem', { itemText: `特级${id}` });
});

/** The entries of the 系统管理 submenu in the top menu. */
/** The entries under 系统管理, as a person sees them hovering it (inside the header's "…" when it does not fit). */
async function adminMenuItems(page: Page): Promise<string[]> {
  const header = page.getByTestId('console-header');
  const popups = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  const group = (scope: Locator) => scope.getByRole('menuitem').filter({ has: page.getByText('系统管理', { exact: true }) });
  let items: string[] = [];
  await expect(async () => {
    await page.mouse.move(0, 700);
    const entry = group(header.locator('li.ant-menu-overflow-item:not([aria-hidden="true"])'));
    if (await entry.count()) await entry.hover({ timeout: 3000 });
    else {
      await header.locator('.ant-menu-overflow-item-rest').hover({ timeout: 3000 });
      await group(popups).last().hover({ timeout: 3000 });
    }
    const sub = popups.last();
    await expect(sub.getByRole('menuitem').first()).toBeVisible({ timeout: 3000 });
    items = (await sub.getByRole('menuitem').allInnerTexts()).map((x) => x.trim());
    expect(items).not.toContain('系统管理'); // the group's own popup, not the "…" list
  }).toPass({ timeout: 20_000 });
  await page.mouse.move(0, 700);
  return items;
}

test('a role granted 职务管理 without its add button: its user sees that page, not 用户管理, and no 新增', async ({ page }) => {
  test.setTimeout(90_000);
  const role = { name: `E2E职务只读${id}`, code: `e2e_pos_${id}` };
  const member = { username: `e2er${id}`, password: `Pos1tion${id}` };

  await signIn(page, '/isystem/roleUserList', { own: true }); // a session of its own: it logs out
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统管理/角色管理');
  await expect(page.locator('.crud-table')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const roleForm = dialog(page, '新增 · 角色管理');
  await fill(roleForm, '角色名称', role.name);
  await fill(roleForm, '角色编码', role.code);
  await okButton(roleForm).click();
  await expect(roleForm).toBeHidden();
  await expect(rowOf(page, role.name)).toBeVisible();

  await rowAction(page, rowOf(page, role.name), '授权');
  const drawer = dialog(page, `授权 · ${role.name}`);
  const tree = drawer.getByTestId('permission-tree');
  const box = (title: string) => tree.getByRole('checkbox', { name: `Select ${title}`, exact: true });
  await expect(box('职务管理')).toBeVisible();
  await expect(tree.getByRole('checkbox', { checked: true })).toHaveCount(0); // a new role holds nothing
  await box('系统管理').check();
  await box('职务管理').check();
  await expect(box('添加职务管理')).not.toBeChecked(); // each node on its own (checkStrictly)
  await expect(box('用户管理')).not.toBeChecked();
  await box('职务管理').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/crud-role-permission-tree.png', animations: 'disabled' });
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(drawer).toBeHidden();

  // the grant is stored: opening the drawer again shows the same two ticks
  await rowAction(page, rowOf(page, role.name), '授权');
  await expect(box('职务管理')).toBeChecked();
  await expect(box('系统管理')).toBeChecked();
  await expect(box('添加职务管理')).not.toBeChecked();
  await expect(tree.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await drawer.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(drawer).toBeHidden();

  await openAdminPage(page, '用户管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const userForm = dialog(page, '新增 · 用户管理');
  await fill(userForm, '用户账号', member.username);
  await fill(userForm, '用户姓名', '职务只读用户');
  await fill(userForm, '登录密码', member.password);
  await fill(userForm, '确认新密码', member.password);
  await pick(userForm, '角色分配', role.name);
  await userForm.locator('.ant-modal-title').click();
  await okButton(userForm).click();
  await expect(userForm).toBeHidden();
  await expect(rowOf(page, member.username)).toBeVisible();

  await page.getByTestId('console-header').getByRole('menuitem', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await logout(page);
  await loginAs(page, member.username, member.password);
  const items = await adminMenuItems(page);
  expect(items).toContain('职务管理');
  expect(items).not.toContain('用户管理');
  expect(items).not.toContain('角色管理');

  await openAdminPage(page, '职务管理');
  await expect(tableRows(page).first()).toBeVisible(); // the seeded positions are listed
  await expect(page.locator('form.crud-query').getByRole('button', { name: /查\s*询/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /导\s*出/ })).toHaveCount(0); // not granted either
  await expect(page.locator('.crud-row-actions').first().getByText('编辑', { exact: true })).toHaveCount(0);

  // the page without the grant is refused as well
  await page.goto('/isystem/user');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
  await expect(page.locator('.crud-table')).toHaveCount(0);
});

// the next account must not land on the last one's page
test('logging out from an admin page goes to the plain login page', async ({ page }) => {
  await signIn(page, '/isystem/user', { own: true }); // a session of its own: it logs out
  await expect(page.locator('.crud-table')).toBeVisible();
  await logout(page);
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('a new item of the 职级 dictionary appears in the 职务管理 form select and as text in its list', async ({ page }) => {
  const item = { text: `特级${id}`, value: `9${id.slice(-1)}` }; // position ranks hold at most two characters
  const position = { code: `e2ep${id}`, name: `E2E 总工${id}` };

  await signIn(page, '/isystem/position');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统管理/职务管理');
  await expect(page.locator('.crud-table')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  let form = dialog(page, '新增 · 职务管理');
  expect(await optionsOf(form, '职级')).toEqual(['员级', '助级', '中级', '副高级', '正高级']);
  await form.getByRole('button', { name: /取\s*消/ }).click();

  await openAdminPage(page, '数据字典');
  await queryInput(page, '字典编码').fill('position_rank');
  await search(page);
  await rowAction(page, rowOf(page, 'position_rank'), '字典配置');
  const items = dialog(page, '字典配置 · 职级');
  await expect(items.getByRole('cell', { name: '正高级', exact: true })).toBeVisible();
  await items.getByRole('button', { name: /新\s*增/ }).click();
  const itemForm = dialog(page, '新增 · 字典项');
  await fill(itemForm, '名称', item.text);
  await fill(itemForm, '数据值', item.value);
  await fill(itemForm, '排序', '6');
  await okButton(itemForm).click();
  await expect(itemForm).toBeHidden();
  await expect(items.getByRole('cell', { name: item.text, exact: true })).toBeVisible();
  await items.getByRole('button', { name: 'Close' }).click();
  await expect(items).toBeHidden();

  await openAdminPage(page, '职务管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  form = dialog(page, '新增 · 职务管理');
  expect(await optionsOf(form, '职级')).toContain(item.text);
  await fill(form, '职务编码', position.code);
  await fill(form, '职务名称', position.name);
  await pick(form, '职级', item.text);
  await okButton(form).click();
  await expect(form).toBeHidden();
  await expect(await cellOf(page, rowOf(page, position.code), '职级')).toHaveText(item.text);
});

// ---------------------------------------------------------------------------------------------------------
// A schema file is a page: a server of its own reads a copy of schemas/ plus one more file, nothing else.

const gadget = {
  $schema: './_entity.schema.json',
  entity: 'zz_e2e_gadget',
  api: '/e2e/gadget',
  permission: 'e2eGadget',
  title: { zh: '测试小工具', en: 'E2E gadgets' },
  menu: { parent: '/isystem', path: '/isystem/e2eGadget', icon: 'tool', order: 50 },
  orderBy: 'createTime desc',
  fields: {
    code: { type: 'string', title: { zh: '工具编码', en: 'Code' }, required: true, unique: true, maxLength: 32, list: true, query: 'like', sort: true },
    name: { type: 'string', title: { zh: '工具名称', en: 'Name' }, required: true, maxLength: 100, list: true, query: 'like' },
    priority: { type: 'string', title: { zh: '优先级', en: 'Priority' }, dict: 'priority', maxLength: 2, list: true, query: 'eq' },
    amount: { type: 'integer', title: { zh: '数量', en: 'Amount' }, min: 0, list: true },
  },
};

test.describe('a new schema file', () => {
  let server: E2eServer | undefined;
  let tmp = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-e2e-schema-'));
    const schemasDir = path.join(tmp, 'schemas');
    fs.cpSync('schemas', schemasDir, { recursive: true });
    fs.writeFileSync(path.join(schemasDir, 'zz_e2e_gadget.json'), JSON.stringify(gadget, null, 2));
    server = await startServer({ port: await freePort(), name: 'schema', env: { ISPS_SCHEMAS_DIR: schemasDir, ISPS_SIMULATOR: 'off' } });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('gets a menu entry, a list page and a form with its rules, with no other code', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.origin });
    const csp = await watchCsp(context);
    const pageErrors = watchPageErrors(context);
    const answers = await watchAnswers(context);
    const page = await context.newPage();
    await signIn(page, '/isps/userAnnouncement', { origin: server!.origin }); // any console page: the new entry is in its menu

    expect(await adminMenuItems(page)).toContain('测试小工具');
    await openAdminPage(page, '测试小工具');
    await expect(page).toHaveURL(/\/isystem\/e2eGadget$/);
    await expect(page.locator('.crud-table thead th')).toContainText(['工具编码', '工具名称', '优先级', '数量']);
    await expect(page.locator('.crud-table .ant-empty')).toBeVisible();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    let form = dialog(page, '新增 · 测试小工具');
    await okButton(form).click();
    await expect(formItem(form, '工具编码')).toContainText('工具编码不能为空');
    await expect(formItem(form, '工具名称')).toContainText('工具名称不能为空');
    expect(await optionsOf(form, '优先级')).toEqual(['一般', '重要', '紧急']); // the existing dictionary
    await fill(form, '工具编码', 'G-001');
    await fill(form, '工具名称', '示波器');
    await pick(form, '优先级', '紧急');
    await fill(form, '数量', '3');
    await okButton(form).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await expect(form).toBeHidden();
    const row = rowOf(page, 'G-001');
    await expect(row).toBeVisible();
    await expect(row).toContainText('示波器');
    await expect(await cellOf(page, row, '优先级')).toHaveText('紧急');
    await expect(await cellOf(page, row, '数量')).toHaveText('3');

    // the unique field is checked against what is stored
    await page.getByRole('button', { name: /新\s*增/ }).click();
    form = dialog(page, '新增 · 测试小工具');
    await fill(form, '工具编码', 'G-001');
    await formItem(form, '工具编码').locator('input').blur();
    await expect(formItem(form, '工具编码')).toContainText('该值不可用，系统中已存在！');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await expect(form).toBeHidden();

    await row.getByText('编辑', { exact: true }).click();
    form = dialog(page, '编辑 · 测试小工具');
    await expect(formItem(form, '工具编码').locator('input')).toHaveValue('G-001');
    await formItem(form, '工具编码').locator('input').blur(); // its own value is not a duplicate
    await expect(formItem(form, '工具编码')).not.toContainText('该值不可用');
    await fill(form, '工具名称', '数字示波器');
    await pick(form, '优先级', '重要');
    await okButton(form).click();
    await expect(page.getByText('编辑成功!')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row).toContainText('数字示波器');
    await expect(await cellOf(page, row, '优先级')).toHaveText('重要');

    await queryInput(page, '工具名称').fill('数字');
    await search(page);
    await expect(page).toHaveURL(/[?&]name=/);
    await expect(tableRows(page)).toHaveCount(1);

    await rowAction(page, row, '删除');
    await confirm(page, '确定删除吗?');
    await expect(page.locator('.crud-table .ant-empty')).toBeVisible();
    await context.close();
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(answers, 'answers that do not match their schema').toEqual([]);
  });
});

test("通讯录 and a role's 用户 dialog: lists in memory over the list controller, searched and emptied by a query", async ({ page }) => {
  await signIn(page, '/isystem/addressList');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统管理/通讯录');
  const people = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(people.first()).toBeVisible();
  await page.getByPlaceholder('姓名').fill('管理员');
  await page.getByPlaceholder('姓名').press('Enter');
  await expect(people.filter({ hasText: '00001' })).toHaveCount(1);
  await expect(people.first()).toContainText('管理员');
  await page.screenshot({ path: 'test-results/address-list.png', animations: 'disabled' });
  await page.getByPlaceholder('姓名').fill('没有这个人');
  await page.getByPlaceholder('姓名').press('Enter');
  await expect(people).toHaveCount(0);
  await expect(page).toHaveURL(/\/isystem\/addressList$/); // a list kept in memory leaves the URL alone

  await openAdminPage(page, '角色管理');
  await rowAction(page, rowOf(page, '管理员'), '用户');
  const members = dialog(page, '用户 · 管理员');
  const rows = members.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) })).toHaveCount(1);
  await members.getByPlaceholder('按账号搜索').fill('zz-none');
  await members.getByPlaceholder('按账号搜索').press('Enter');
  await expect(rows).toHaveCount(0);
  await members.getByPlaceholder('按账号搜索').fill('dmi');
  await members.getByPlaceholder('按账号搜索').press('Enter');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) })).toHaveCount(1);
  await members.screenshot({ path: 'test-results/role-members.png', animations: 'disabled' });
});
