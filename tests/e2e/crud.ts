import { expect, request, type Locator, type Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.js';
import { adminLogin } from './signIn.js';

/** Helpers for the schema-rendered admin pages, finding things by what a person sees. */

/** A short suffix that keeps this run's records apart from any other test's. */
export const runId = () => Date.now().toString(36).slice(-6);

/** Opens 系统管理 → <item> from the top menu, as a person would. */
export async function openAdminPage(page: Page, item: string) {
  await openMenu(page, '系统管理', item);
  await expect(page.locator('.crud-table')).toBeVisible();
}

/** The open dialog with this title (form modal, recycle bin, import result, ...). */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** A Formily form item by its visible label. */
export const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-formily-item').filter({ has: scope.page().locator(`.ant-formily-item-label label:text-is("${label}")`) });

export const fill = (scope: Locator, label: string, value: string) => formItem(scope, label).locator('input, textarea').first().fill(value);

/** Picks an option of a select (dictionary or role select) under this label. */
export async function pick(scope: Locator, label: string, option: string) {
  await formItem(scope, label).locator('.ant-select-selector').click();
  await scope.page().locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

/** The options a select under this label offers (it is opened, read and closed again). */
export async function optionsOf(scope: Locator, label: string): Promise<string[]> {
  await formItem(scope, label).locator('.ant-select-selector').click();
  const options = scope.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const titles = await options.evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
  await formItem(scope, label).locator('.ant-formily-item-label').click(); // close the dropdown
  return titles;
}

export const okButton = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ });

/** The list page's table body rows. */
export const tableRows = (page: Page) => page.locator('.crud-table .ant-table-tbody tr.ant-table-row');

/** The row with a cell reading exactly `cellText` (by its text: a tree row's cell also holds the expand button, whose label joins the cell's name). */
export const rowOf = (page: Page, cellText: string) =>
  tableRows(page).filter({ has: page.getByRole('cell').filter({ hasText: new RegExp(`^${cellText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

/** The cells of one column, by its header title. */
export async function columnTexts(page: Page, title: string): Promise<string[]> {
  return page
    .locator('.crud-table table')
    .first()
    .evaluate((table, t) => {
      const ths = [...table.querySelectorAll('thead th')];
      const i = ths.findIndex((th) => th.textContent?.trim() === t);
      return [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? '');
    }, title);
}

/** The cell of a row under a column title. */
export async function cellOf(page: Page, row: Locator, title: string): Promise<Locator> {
  const i = await page.locator('.crud-table thead th').evaluateAll((ths, t) => ths.findIndex((th) => th.textContent?.trim() === t), title);
  expect(i, `column ${title}`).toBeGreaterThanOrEqual(0);
  return row.locator('> td').nth(i);
}

/**
 * The open dropdown menu once it has settled: not sliding in (antd still aligns it as it appears) nor out after
 * the previous choice. A click where it was a moment ago lands outside it and closes it.
 */
export const settledMenu = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])');

/** 更多 ▾ → action on a row. */
export async function rowAction(page: Page, row: Locator, action: string) {
  await row.locator('.crud-row-actions').getByText('更多').click();
  await settledMenu(page).getByRole('menuitem', { name: action, exact: true }).click();
}

/** Answers 确 定 in the confirmation dialog that asks this question. */
export async function confirm(page: Page, question: string) {
  const box = page.locator('.ant-modal-confirm').filter({ hasText: question });
  await expect(box).toBeVisible();
  await expect(box).not.toHaveClass(/ant-zoom/); // opened (the zoom-in animation has finished)
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await expect(box).toBeHidden({ timeout: 10_000 });
}

/** The query form's text field by label; 查 询 applies it. */
export const queryInput = (page: Page, label: string) => formItem(page.locator('form.crud-query'), label).locator('input');
export const search = (page: Page) =>
  page
    .locator('form.crud-query')
    .getByRole('button', { name: /查\s*询/ })
    .click();

/** Logs in through the login page with any account. */
export async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
}

/** Logs out through the user menu. */
export async function logout(page: Page) {
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login(\?|$)/);
}

/**
 * Removes what a spec created once it is done, straight through the API (this is housekeeping, not what is
 * tested), so the shared server looks as the other spec files expect it (the dashboard counts users).
 * `where` is a list query, e.g. { username: '*e2eu1*' }; soft-deleted records are purged from the recycle bin.
 */
export async function removeRecords(api: string, where: Record<string, string>, opts: { softDelete?: boolean } = {}) {
  const ctx = await request.newContext({ baseURL: `${E2E_ORIGIN}/isps-api/` });
  try {
    const headers = { 'X-Access-Token': (await adminLogin()).token };
    const list = await (await ctx.get(`${api.slice(1)}/list`, { params: { ...where, pageSize: 1000 }, headers })).json();
    const ids = (list.result.records as { id: string }[]).map((r) => r.id).join(',');
    if (!ids) return;
    expect((await ctx.delete(`${api.slice(1)}/deleteBatch`, { params: { ids }, headers })).ok()).toBe(true);
    if (opts.softDelete) expect((await ctx.delete(`${api.slice(1)}/deleteRecycleBin`, { params: { ids }, headers })).ok()).toBe(true);
  } finally {
    await ctx.dispose();
  }
}

/**
 * Opens <group> → <item> from the top menu (any menu group), as a person would: a group that does not fit
 * the header sits under the menu's "…" entry, so that is hovered first.
 */
export async function openMenu(page: Page, group: string, item: string) {
  const header = page.getByTestId('console-header');
  await expect(header.getByRole('menuitem').first()).toBeVisible();
  const entry = header.locator('li.ant-menu-overflow-item:not([aria-hidden="true"])').filter({ has: page.getByText(group, { exact: true }) });
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  // by its text: an entry's accessible name starts with its icon's ("cluster 装置管理")
  const entryIn = (scope: Locator, text: string) =>
    scope
      .getByRole('menuitem')
      .filter({ has: page.getByText(text, { exact: true }) })
      .last();
  await expect(async () => {
    // a popup still opening (or closing again) can miss the pointer: hover anew
    // from outside: a toast (添加成功！) over the header menu stays while hovered, so it must not be
    await page.mouse.move(0, 700);
    // and a hover that lands on a toast pauses its timer: wait until none is left before pointing at the menu.
    // One that stays anyway (a repeated error) must not block the menu for good: hover's own check
    // then tells whether it covers the entry, and the notice's text goes into the report.
    const toasts = page.locator('.ant-message-notice');
    await expect(toasts)
      .toHaveCount(0, { timeout: 6000 })
      .catch(async () => console.warn(`openMenu(${group}/${item}): a toast stays: ${(await toasts.allTextContents()).join(' | ')}`));
    if (await entry.count()) {
      await entry.hover({ timeout: 3000 });
    } else {
      await header.locator('.ant-menu-overflow-item-rest').hover({ timeout: 3000 });
      await entryIn(popup, group).hover({ timeout: 3000 });
    }
    await entryIn(popup, item).click({ timeout: 3000 });
    // a click on an entry of a popup that was closing again opens nothing: then try again
    await expect(page.getByTestId('breadcrumb')).toHaveText(`首页/${group}/${item}`, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await page.mouse.move(0, 700); // let the submenu close
}

/**
 * An admin API session for housekeeping (creating the many records a test needs to exist, not
 * what it tests): `call('post', 'sys/user/add', body)` answers the JSON reply.
 */
export async function adminApi(origin = E2E_ORIGIN) {
  const ctx = await request.newContext({ baseURL: `${origin}/isps-api/` });
  const headers = { 'X-Access-Token': (await adminLogin(origin)).token }; // the worker's shared admin login
  return {
    async call(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: Record<string, unknown>) {
      const res =
        method === 'get' || method === 'delete'
          ? await ctx[method](url, { params: data as Record<string, string>, headers })
          : await ctx[method](url, { data, headers });
      const body = await res.json();
      expect(res.ok(), `${method} ${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
      return body as { success: boolean; message: string; result: any };
    },
    dispose: () => ctx.dispose(),
  };
}
