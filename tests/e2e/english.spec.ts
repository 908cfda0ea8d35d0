import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminApi } from './crud.js';
import { loginAsAdmin } from './login.js';
import { signIn } from './signIn.js';

// The console in English: every seeded page (each menu entry the admin holds) shows no Han character
// outside user data. User data is what records hold: table bodies, trees and lists of records (their
// dictionary columns are checked on their own below), and the logged-in user's own name.
// records: table bodies, trees, lists, the device cards' grid and the 示例 card list's
const USER_DATA = [
  '.ant-table-tbody',
  '.ant-tree',
  '.ant-list-items',
  '[data-testid="device-cards"] .ant-row',
  '[data-testid="example-cards"] .ant-row',
  '.ant-avatar',
];
const HAN = /\p{Script=Han}+/gu;

interface Menu {
  path: string;
  component?: string;
  hidden?: boolean;
  meta: { title: string; titleEn?: string; url?: string };
  children?: Menu[];
}

/** The admin's page entries (not groups, not external links), with their English titles. */
async function seededPages(): Promise<{ path: string; title: string }[]> {
  const api = await adminApi();
  const menu: Menu[] = (await api.call('get', 'sys/permission/getUserPermissionByToken', { console: 'isps' })).result.menu;
  await api.dispose();
  const out: { path: string; title: string }[] = [];
  const walk = (ms: Menu[]) =>
    ms.forEach((m) => (m.children?.length ? walk(m.children) : !m.hidden && !m.meta.url && out.push({ path: m.path, title: m.meta.titleEn ?? '' })));
  walk(menu);
  return out;
}

/** Han text shown on the page outside user data (and the window title's). */
const hanOnPage = (page: Page, realname: string) =>
  page.evaluate(
    ([selectors, name]) => {
      const hidden = [...document.querySelectorAll<HTMLElement>(selectors.join(','))];
      hidden.forEach((el) => (el.dataset.hiddenForCheck = el.style.display || 'x'));
      hidden.forEach((el) => (el.style.display = 'none'));
      const text = `${document.title}\n${document.body.innerText}`.split(name).join('');
      hidden.forEach((el) => (el.style.display = el.dataset.hiddenForCheck === 'x' ? '' : el.dataset.hiddenForCheck!));
      return [...new Set(text.split('\n').filter((l) => /\p{Script=Han}/u.test(l)))];
    },
    [USER_DATA, realname] as const,
  );

/** Client-side navigation (as a menu click does), without reloading the app for each of ~40 pages. */
const go = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * The page is there: its breadcrumb ends with its title and nothing is loading. Checked on every animation
 * frame, so each of ~45 pages is read as soon as it is ready (an expect() retries after 100, 250, 500 ms).
 */
async function shown(page: Page, title: string) {
  const ready = page.waitForFunction(
    (t) => {
      const crumbs = document.querySelectorAll('[data-testid="breadcrumb"] li');
      const last = crumbs[crumbs.length - 1]?.textContent?.trim();
      return last === t && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active');
    },
    title,
    { timeout: 10_000 },
  );
  await ready.catch(async (e: Error) => {
    await expect(page.getByTestId('breadcrumb').locator('li').last(), e.message).toHaveText(title); // says which page did not show
    throw e;
  });
}

test('in English, every seeded console page shows no Chinese outside user data', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = await seededPages();
  expect(pages.length).toBeGreaterThan(30);
  expect(
    pages.filter((p) => !p.title).map((p) => p.path),
    'menus without an English name',
  ).toEqual([]);
  await signIn(page, '/dashboard/analysis');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('breadcrumb')).toHaveText('Home');
  const realname = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}').value.realname as string);
  const found: Record<string, string[]> = {};
  // every seeded menu's component (JeecgBoot's strings where JeecgBoot has the page) resolves to a view, never the stand-in
  const unresolved: string[] = [];
  for (const p of pages) {
    await go(page, p.path);
    await shown(page, p.title);
    const han = await hanOnPage(page, realname);
    if (han.length) found[p.path] = han;
    if (await page.getByText('This page comes in a later release').count()) unresolved.push(p.path);
  }
  expect(found).toEqual({});
  expect(unresolved).toEqual([]);
  // what the system wrote is no user data: log lines, seeded dictionary names and job descriptions read in English too
  const column = async (name: string) => {
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    const i = headers.findIndex((h) => h.trim() === name);
    expect(i, `column ${name} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${i + 1})`).allInnerTexts();
  };
  await go(page, '/monitor/log');
  await shown(page, 'System logs');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const users = await column('User');
  const lines = (await column('Content')).filter((_, i) => users[i] === 'admin'); // the admin's own: other users' names are user data
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((l) => /\p{Script=Han}/u.test(l))).toEqual([]);
  expect(lines.join('\n')).toMatch(/User admin signed in|Add: |Edit: |Delete: /);
  await go(page, '/monitor/quartz');
  await expect(page.locator('.ant-table-tbody')).toContainText('Every day at 03:00: delet'); // the column shortens long text
  await go(page, '/isystem/dict');
  await shown(page, 'Dictionaries');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  expect((await column('Name')).filter((l) => /\p{Script=Han}/u.test(l))).toEqual([]); // no browser test adds a dictionary
  // dictionary columns of records answer in English: a CRUD page (client dictionaries) and a report (the server's)
  await go(page, '/isystem/user');
  await expect(page.locator('.crud-table .ant-table-tbody')).toContainText('Male');
  // a form's labels too
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('Username', { exact: true })).toBeVisible();
  expect(await form.innerText()).not.toMatch(HAN);
  await page.screenshot({ path: 'test-results/english-user-form.png' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await go(page, '/online/cgreport/report_user');
  await expect(page.getByRole('columnheader', { name: 'Sex' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody').first()).toContainText('Male');
  await page.screenshot({ path: 'test-results/english-report.png' });
  // the form designer: its labels and a field's type names
  await go(page, '/online/cgform');
  await page.getByRole('button', { name: 'New form' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.locator('.ant-formily-array-table tbody .ant-select').first().click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Integer', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/english-designer.png' });
  expect(await hanOnPage(page, realname)).toEqual([]);
});

/** The header's top entries a person can see (antd moves those that do not fit under "…"). */
const visibleTopEntries = (page: Page) =>
  page.getByTestId('console-header').locator('li.ant-menu-overflow-item:not(.ant-menu-overflow-item-rest):not([aria-hidden="true"])').filter({ visible: true });

test('at 1280 px every top menu entry is visible, in Chinese and in English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/login');
  await expect(page.getByTestId('login-logo')).toBeVisible(); // the login page shows the console's logo
  await expect(page.getByPlaceholder('请输入用户名')).toBeVisible(); // above its form, once that has loaded
  await page.screenshot({ path: 'test-results/login-logo.png' });
  await loginAsAdmin(page);
  const groups = ['首页', '仪表盘', '设备管理', '数据管理', '电能质量', '系统管理', '系统监控', '在线开发', '消息中心', '示例'];
  await expect(visibleTopEntries(page)).toHaveText(groups);
  await expect(page.getByTestId('console-header').locator('.ant-menu-overflow-item-rest')).toBeHidden();
  // the home page's 7-day chart: its legend reads the latest day, then the day pointed at (never "--")
  const legend = page.getByTestId('visit-chart').locator('.u-legend');
  await expect(legend).toContainText(/\d\d-\d\d/);
  const latest = await legend.innerText();
  expect(latest).not.toContain('--');
  const over = (await page.getByTestId('visit-chart').locator('.u-over').boundingBox())!;
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2); // the 4th of 7 days
  await expect(legend).not.toHaveText(latest);
  await expect(legend).not.toContainText('--');
  await page.mouse.move(0, 700);
  await page.getByTestId('lang-switch').click();
  await expect(visibleTopEntries(page)).toHaveText(['Home', 'Dashboards', 'Devices', 'Data', 'PQ', 'System', 'Monitoring', 'Low-code', 'Messages', 'Examples']);
  await expect(page.getByTestId('console-header').locator('.ant-menu-overflow-item-rest')).toBeHidden();
  await page.screenshot({ path: 'test-results/english-header-1280.png' });
  // the greeting moved into the user menu
  await page.getByTestId('user-menu').hover();
  await expect(page.getByTestId('greeting')).toContainText('Good');
});

test('at 375 px the console header does not overflow', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, '/isps/userAnnouncement'); // the header is the same on every console page
  const header = page.getByTestId('console-header');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // nothing wider than the header, nothing wrapped onto a second line
  const fits = await header.evaluate((h) => h.scrollWidth <= h.clientWidth);
  expect(fits).toBe(true);
  const heights = await header.evaluate((h) => [
    h.getBoundingClientRect().height,
    h.querySelector('[data-testid="user-menu"]')!.getBoundingClientRect().height,
  ]);
  expect(heights[1]).toBeLessThan(30);
  const toggle = await page.getByTestId('sidebar-toggle').boundingBox();
  const search = await page.getByTestId('menu-search').boundingBox();
  expect(search!.x - (toggle!.x + toggle!.width)).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: 'test-results/english-header-375.png' });
});
