import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signIn } from './signIn.js';

// each test starts on a light console page (the header, menu and drawer are the same on every page)
const START = '/isps/userAnnouncement';

const header = (page: Page) => page.getByTestId('console-header');
const sider = (page: Page) => page.getByTestId('side-menu');
const drawer = (page: Page) => page.locator('.ant-drawer-content').filter({ hasText: '页面设置' });

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(drawer(page)).toBeVisible();
}
async function closeSettings(page: Page) {
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  await expect(drawer(page)).toBeHidden();
}
const switchOf = (page: Page, name: string) => drawer(page).getByRole('switch', { name });

/**
 * How many of antd's style elements made in the page hold the button's own style (its root rule, `:where(.css-…).ant-btn{`):
 * the build's stylesheet holds the default theme's.
 */
const generatedButtonStyles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].filter((s) => s.textContent.includes(').ant-btn{')).length);

/** The primary button colour, read from the password modal's OK button. */
async function primaryButtonColour(page: Page): Promise<string> {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '密码修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  const ok = dialog.getByRole('button', { name: /确\s*定/ });
  const colour = await ok.evaluate((b) => getComputedStyle(b).backgroundColor);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  return colour;
}

test('the settings drawer moves the menu, recolours the theme, fixes the header, and is remembered', async ({ page }) => {
  await signIn(page, START);
  // default: top menu in the header, no sider; the selected key follows the route there too
  await expect(header(page).locator('.ant-menu-horizontal')).toBeVisible();
  await expect(sider(page)).toHaveCount(0);
  // a group the header has room for (the later ones sit under its "…")
  await header(page).getByText('设备管理').hover();
  await page.locator('.ant-menu-submenu-popup').getByRole('menuitem', { name: '装置管理' }).click();
  await expect(page).toHaveURL(/\/idevice\/device$/);
  await expect(header(page).locator('.ant-menu-submenu-selected')).toHaveText('设备管理');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/设备管理/装置管理');
  await header(page).getByRole('menuitem', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(header(page).locator('.ant-menu-item-selected')).toHaveText('首页');
  await expect(page.getByText('总访问量')).toBeVisible();
  await page.mouse.move(0, 500);
  await page.screenshot({ path: 'test-results/topmenu.png', animations: 'disabled' });

  expect(await primaryButtonColour(page)).toBe('rgb(24, 144, 255)'); // #1890FF, the default
  expect(await generatedButtonStyles(page), 'the default theme styled by the build, not at run time').toBe(0);

  await openSettings(page);
  await expect(drawer(page).getByText('该设定仅 [顶部栏导航] 时有效')).toBeVisible();
  await expect(switchOf(page, '固定侧边菜单')).toBeDisabled(); // disabled in top-menu mode
  await expect(switchOf(page, '下滑时隐藏 Header')).toBeDisabled(); // needs a fixed header
  await drawer(page).locator('.ant-select').click(); // the content-width select
  await expect(page.locator('.ant-select-item-option-disabled')).toHaveText('流式'); // Fluid is only for side menu
  await drawer(page).locator('.ant-select').click();
  await expect(page.locator('.ant-select-dropdown')).toBeHidden();
  await page.screenshot({ path: 'test-results/settings-drawer.png', animations: 'disabled' });

  // navigation mode: the menu moves from the header to the sider
  await drawer(page).getByText('侧边栏导航', { exact: true }).click();
  await expect(sider(page).locator('.ant-menu-inline')).toBeVisible();
  await expect(header(page).locator('.ant-menu')).toHaveCount(0);
  await drawer(page).locator('.ant-select').click(); // the content-width select
  await expect(page.locator('.ant-select-item-option-disabled')).toHaveCount(0);
  await drawer(page).locator('.ant-select').click();
  await expect(page.locator('.ant-select-dropdown')).toBeHidden();

  // theme colour: geek blue
  await drawer(page).getByRole('button', { name: '极客蓝' }).click();
  await expect(drawer(page).getByRole('button', { name: '极客蓝' })).toHaveAttribute('aria-pressed', 'true');

  // fixed header, then hide-on-scroll; turning fixed header off turns hide-on-scroll off
  await switchOf(page, '固定 Header').click();
  await switchOf(page, '下滑时隐藏 Header').click();
  await expect(switchOf(page, '下滑时隐藏 Header')).toBeChecked();
  await switchOf(page, '固定 Header').click();
  await expect(switchOf(page, '下滑时隐藏 Header')).not.toBeChecked();
  await expect(switchOf(page, '下滑时隐藏 Header')).toBeDisabled();
  await switchOf(page, '固定 Header').click();
  await switchOf(page, '下滑时隐藏 Header').click();
  await switchOf(page, '固定侧边菜单').click();
  await closeSettings(page);
  await expect(header(page)).toHaveCSS('position', 'sticky');
  await expect(sider(page)).toHaveCSS('position', 'sticky');
  expect(await primaryButtonColour(page)).toBe('rgb(47, 84, 235)'); // #2F54EB
  expect(await generatedButtonStyles(page), 'another colour is made at run time').toBeGreaterThan(0);

  // hide on scroll down past 100 px, show again on scroll up
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await expect(header(page)).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
  await expect(header(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/sidemenu.png', animations: 'disabled' });

  // every change was stored at once: a reload keeps them
  await page.reload();
  await expect(sider(page).locator('.ant-menu-inline')).toBeVisible();
  await expect(header(page).locator('.ant-menu')).toHaveCount(0);
  await expect(header(page)).toHaveCSS('position', 'sticky');
  expect(await primaryButtonColour(page)).toBe('rgb(47, 84, 235)');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value);
  expect(stored).toMatchObject({ layout: 'sidemenu', color: '#2F54EB', fixedHeader: true, autoHideHeader: true, fixSiderbar: true });

  // changing the layout mode resets the fixed side menu
  await openSettings(page);
  await drawer(page).getByText('顶部栏导航', { exact: true }).click();
  await expect(header(page).locator('.ant-menu-horizontal')).toBeVisible();
  await expect(switchOf(page, '固定侧边菜单')).not.toBeChecked();
  await drawer(page).getByText('侧边栏导航', { exact: true }).click();
  await expect(switchOf(page, '固定侧边菜单')).not.toBeChecked();
});

test('colour-weak mode and the menu theme', async ({ page }) => {
  await signIn(page, START);
  await openSettings(page);
  await switchOf(page, '色弱模式').click();
  await expect(page.locator('html')).toHaveCSS('filter', 'invert(0.8)');
  await switchOf(page, '色弱模式').click();
  await expect(page.locator('html')).toHaveCSS('filter', 'none');
  await drawer(page).getByText('暗色菜单风格', { exact: true }).click();
  await expect(header(page)).toHaveCSS('background-color', 'rgb(0, 21, 41)'); // top menu: the header takes the menu theme
  await expect(header(page).locator('.ant-menu-dark')).toBeVisible();
  await closeSettings(page);
  await page.screenshot({ path: 'test-results/topmenu-dark.png', animations: 'disabled' });
});

test('menu search navigates, the window title follows without tabs, and the breadcrumb links home', async ({ page }) => {
  await signIn(page, START);
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('角色');
  await page.locator('.ant-select-item-option').filter({ hasText: '角色管理' }).click();
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
  const crumbs = page.getByTestId('breadcrumb');
  await expect(crumbs).toHaveText('首页/系统管理/角色管理');
  await expect(crumbs.getByRole('link', { name: '角色管理' })).toHaveCount(0); // the last crumb is not a link
  await expect(page).toHaveTitle('角色管理 · ISPS 同步测量监测系统'); // single-page mode, the default
  await crumbs.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(crumbs).toHaveText('首页');
  await expect(page).toHaveTitle('首页 · ISPS 同步测量监测系统');
});

test('below 1088 px the console is mobile: no sider, the menu is a drawer', async ({ page }) => {
  await signIn(page, START);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
  await expect(sider(page)).toHaveCount(0);
  await expect(header(page).locator('.ant-menu')).toHaveCount(0); // no room for the top menu
  await page.getByTestId('sidebar-toggle').click();
  const menu = page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-menu-inline') });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: 'test-results/mobile-menu.png', animations: 'disabled' });
  await menu.getByText('系统管理').click();
  await menu.getByRole('menuitem', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(menu).toBeHidden(); // closes after a choice
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(page.locator('[data-device="desktop"]')).toBeVisible();
});

test('side menu: collapsing remembers the open submenu and restores it on expand', async ({ page }) => {
  await signIn(page, START);
  await openSettings(page);
  await drawer(page).getByText('侧边栏导航', { exact: true }).click();
  await closeSettings(page);
  await page.goto('/isystem/user');
  await expect(sider(page).locator('.ant-menu-item-selected')).toHaveText('用户管理');
  await page.getByTestId('sidebar-toggle').click();
  await expect(sider(page).locator('.ant-menu-inline-collapsed')).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: '用户管理' })).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  await expect(sider(page).getByRole('menuitem', { name: '用户管理' })).toBeVisible();
});

test('dialogs open at once when the system asks for reduced motion, and zoom in when it does not', async ({ page }) => {
  // the config's default, said again (each worker keeps its page between tests, keptContext.ts, which restores it too; under
  // Playwright's own reuse a page's media emulation was not reset, and on one clean run this test found the zoom classes at once)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, START);
  const modal = page.locator('.ant-modal');
  const zooming = page.locator('.ant-modal[class*="ant-zoom"]');
  // "at once" is a zoom that lasts no time. rc-motion still takes an opening dialog through its one-frame prepare step
  // (rc-dialog asks for it, to place the zoom's origin), so the zoom classes can be there for that frame: 0 s long
  const zoomSeconds = (dialogs: Locator) =>
    dialogs.evaluateAll((els) => els.filter((e) => e.className.includes('ant-zoom')).map((e) => parseFloat(getComputedStyle(e).animationDuration)));
  const openPassword = async () => {
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '密码修改' }).click();
  };
  await openPassword();
  await expect(modal).toBeVisible();
  expect((await zoomSeconds(modal)).filter((seconds) => seconds > 0)).toEqual([]); // at once, not after a wait
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // the setting changes while the page is open: the console follows without a reload
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPassword();
  await expect(zooming).toHaveCount(1); // antd's zoom-in runs for 0.3 s
  await expect(zooming).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // a static confirm (logout asks first) renders outside the React tree and follows the setting too
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page.locator('.ant-modal-confirm')).toBeVisible();
  // the confirm's own zoom: the password dialog closed above may still be in its leave animation for a moment
  expect((await zoomSeconds(page.locator('.ant-modal-confirm'))).filter((seconds) => seconds > 0)).toEqual([]);
});
