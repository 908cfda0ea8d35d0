import type { Page } from '@playwright/test';
import { settledMenu } from './crud.js';
import { expect, test } from './fixtures.js';
import { signIn } from './signIn.js';

const PLATFORM = 'ISPS 同步测量监测系统';

test.use({ actionTimeout: 10_000 }); // a stuck click fails with its locator, not a bare test timeout

test.beforeEach(async ({ page }) => {
  // multi-page on before the app reads its settings
  await page.addInitScript(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { multipage: true, layout: 'sidemenu' }, expire: null })));
});

const bar = (page: Page) => page.getByTestId('tab-bar');
const tab = (page: Page, name: string) => bar(page).getByRole('tab', { name, exact: true });
const titles = (page: Page) => bar(page).locator('.ant-tabs-tab-btn');
const openMenuItem = (page: Page, item: string) => settledMenu(page).getByRole('menuitem', { name: item });
const contextMenu = async (page: Page, name: string, item: string) => {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await tab(page, name).click({ button: 'right' });
  await openMenuItem(page, item).click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0); // the choice closed it
};
// antd gives the close button role=tab too, named "remove"
const closeButton = (page: Page, name: string) => bar(page).locator('.ant-tabs-tab').filter({ hasText: name }).locator('.ant-tabs-tab-remove');
/** Opens a page through the side menu, as a person would. */
const openMenu = async (page: Page, name: string) => {
  if (!(await page.getByRole('menuitem', { name }).isVisible())) await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name }).click();
};

test('tabs: one per opened page, titles, page title, right-click menu, and the two warnings from the close crosses', async ({ page }) => {
  await signIn(page, '/dashboard/analysis');
  await expect(titles(page)).toHaveText(['首页']);
  await expect(page).toHaveTitle(`首页 · ${PLATFORM}`);

  await openMenu(page, '用户管理');
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await openMenu(page, '角色管理');
  await openMenu(page, '菜单管理');
  await expect(titles(page)).toHaveText(['首页', '用户管理', '角色管理', '菜单管理']);
  await expect(page).toHaveTitle(`菜单管理 · ${PLATFORM}`);

  // switching tabs navigates; the page title follows
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(page).toHaveTitle(`用户管理 · ${PLATFORM}`);
  await expect(tab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');

  await page.mouse.move(700, 500); // no hover colour on the tabs in the screenshot
  await page.screenshot({ path: 'test-results/tabs.png', animations: 'disabled' });

  // the right-click menu has the spec's four entries; a second right-click retargets it
  await tab(page, '菜单管理').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭其它' })).toBeVisible();
  await tab(page, '角色管理').click({ button: 'right' });
  for (const item of ['刷新', '关闭左侧', '关闭右侧', '关闭其它']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.screenshot({ path: 'test-results/tabs-menu.png', animations: 'disabled' });
  await openMenuItem(page, '关闭右侧').click();
  await expect(titles(page)).toHaveText(['首页', '用户管理', '角色管理']);
  await expect(page).toHaveURL(/\/isystem\/user$/); // the active tab stayed open

  await contextMenu(page, '角色管理', '关闭左侧'); // closes 用户管理, the active one: 角色管理 takes over
  await expect(titles(page)).toHaveText(['首页', '角色管理']);
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);

  // refresh keeps tabs and route
  await contextMenu(page, '角色管理', '刷新');
  await expect(titles(page)).toHaveText(['首页', '角色管理']);
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);

  await openMenu(page, '部门管理');
  await openMenu(page, '用户管理');
  await expect(titles(page)).toHaveText(['首页', '角色管理', '部门管理', '用户管理']);
  await contextMenu(page, '部门管理', '关闭其它');
  await expect(titles(page)).toHaveText(['首页', '部门管理']);
  await expect(page).toHaveURL(/\/isystem\/depart$/);
  await expect(page).toHaveTitle(`部门管理 · ${PLATFORM}`);

  // every tab has its cross, home's too: closing home, with other tabs open, is refused with the spec's warning
  await expect(closeButton(page, '部门管理')).toBeVisible();
  await closeButton(page, '首页').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '首页不能关闭!' })).toBeVisible();
  await expect(titles(page)).toHaveText(['首页', '部门管理']);
  await expect(page).toHaveURL(/\/isystem\/depart$/);

  // closing the active tab activates its neighbour; then home is the last one
  await closeButton(page, '部门管理').click();
  await expect(titles(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page).toHaveTitle(`首页 · ${PLATFORM}`);
  // the last tab keeps its cross too, and says why it stays
  await closeButton(page, '首页').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '这是最后一页，不能再关闭了啦' })).toBeVisible();
  await expect(titles(page)).toHaveText(['首页']);
  // 刷新 re-mounts the current page: the dashboard fetches its figures again
  const refetch = page.waitForRequest((r) => r.url().includes('/sys/loginfo'));
  await contextMenu(page, '首页', '刷新');
  await refetch;
  await expect(titles(page)).toHaveText(['首页']);
});

test('a direct link opens its tab with the menu title; no tab bar below desktop width', async ({ page }) => {
  await signIn(page, '/isystem/permission');
  await expect(titles(page)).toHaveText(['首页', '菜单管理']);
  await expect(page).toHaveTitle(`菜单管理 · ${PLATFORM}`);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(bar(page)).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(titles(page)).toHaveText(['首页', '菜单管理']); // remembered while hidden
  await page.getByTestId('lang-switch').click();
  await expect(titles(page)).toHaveText(['Home', 'Menus']); // the menu's English name
  await expect(page).toHaveTitle('Menus · ISPS Synchronized Measurement');
  // the warnings in English too
  await closeButton(page, 'Home').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'The home tab cannot be closed!' })).toBeVisible();
});
