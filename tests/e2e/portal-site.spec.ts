import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signIn } from './signIn.js';
import { choose } from './portal.js';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}.png`, fullPage: true, animations: 'disabled' });

/** The four device types with the figures a visitor must find on the home page. */
async function expectDevices(page: Page, figures: Record<string, string[]>) {
  for (const [model, texts] of Object.entries(figures)) {
    const card = page.getByTestId(`device-${model}`);
    await expect(card).toBeVisible();
    for (const text of texts) await expect(card).toContainText(text);
  }
}

/** Opens a header drop-down as a person does (pointer over its title) and chooses one of its pages. */

test('the home page introduces the devices, the platform and the laboratory in Chinese, then in English from the header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(page).toHaveTitle('首页 · ISPS 同步测量监测系统');
  const header = page.getByTestId('portal-header');
  await expect(header.getByText('ISPS 同步测量监测系统')).toBeVisible();
  await expect(page.getByRole('heading', { name: '让电网的每一次波动都有据可查' })).toBeVisible();
  await expectDevices(page, {
    'SMD-R': ['新能源同步测量装置', '100 Hz', '20–80 Hz'],
    'SMD-C': ['控制同步测量装置', '48–52 Hz', '< 25 ms'],
    'SMD-L': ['负荷同步测量装置', 'M 类', '谐波'],
    'SMD-W': ['波形同步测量装置', '0.8–12.8 kHz'],
  });
  const platform = page.getByTestId('section-platform');
  await expect(platform.getByRole('heading', { name: '测试与校准平台' })).toBeVisible();
  for (const std of ['IEEE C37.118.1', 'IEC 61000-4-7', 'IEC 61000-4-30']) await expect(platform.getByText(std, { exact: true })).toBeVisible();
  await expect(page.getByTestId('section-datacentre').getByRole('heading', { name: '数据中心' })).toBeVisible();
  await expect(page.getByTestId('section-contact')).toContainText('010-6178 2400');
  await expect(page.getByTestId('portal-footer')).toContainText('同步测量与电能质量实验室');
  await expect(header.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/user/login');
  await shot(page, 'portal-home-zh');

  await header.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Every swing of the grid, measured in sync' })).toBeVisible();
  await expect(page).toHaveTitle('Home · ISPS Synchronized Measurement');
  await expectDevices(page, {
    'SMD-R': ['Synchronized measurement for renewables', '100 Hz', '20–80 Hz'],
    'SMD-C': ['Synchronized measurement for control', '48–52 Hz', '< 25 ms'],
    'SMD-L': ['Synchronized measurement for loads', 'M-class', 'harmonic'],
    'SMD-W': ['Synchronized waveform measurement', '0.8–12.8 kHz'],
  });
  await expect(page.getByTestId('section-platform').getByRole('heading', { name: 'Test and calibration platform' })).toBeVisible();
  await expect(page.getByTestId('section-contact')).toContainText('+86 10 6178 2400');
  await expect(page.getByText('新能源同步测量装置')).toHaveCount(0); // nothing left in Chinese
  await shot(page, 'portal-home-en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Every swing of the grid, measured in sync' })).toBeVisible(); // remembered
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

  // the "About" drop-down leads to the team page
  await choose(page, 'About', 'Team');
  await expect(page).toHaveURL(/\/portal\/teambuilding$/);
  await expect(page.getByRole('heading', { name: 'Four groups' })).toBeVisible();
  await expect(page).toHaveTitle('Team · ISPS Synchronized Measurement');
  await header.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '四个专业组' })).toBeVisible();
});

test('at 375 px the home page fits the screen and the menu button opens every page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/portal/home');
  await expect(page.getByRole('heading', { name: '让电网的每一次波动都有据可查' })).toBeVisible();
  await expect(page.getByTestId('portal-nav')).toHaveCount(0); // the desktop navigation gives way to the menu button
  await expect(page.getByTestId('device-SMD-W')).toContainText('0.8–12.8 kHz');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // no sideways scrolling
  await shot(page, 'portal-home-375');

  await page.getByRole('button', { name: '导航菜单' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('menuitem', { name: '应用案例' })).toBeVisible();
  await drawer.getByText('数据', { exact: true }).click(); // unfold the data pages
  await expect(drawer.getByRole('menuitem', { name: '谐波数据', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '登录' })).toBeVisible();
  await page.screenshot({ path: 'test-results/portal-menu-375.png', animations: 'disabled' });
  await drawer.getByRole('menuitem', { name: '装置总览' }).click();
  await expect(page).toHaveURL(/\/portal\/overview$/);
  await expect(drawer).toBeHidden(); // choosing a page closes the menu
  await expect(page.getByTestId('count-total')).toHaveText(/^[1-9]\d*$/);
});

test('the overview counts the devices and shows live values that change', async ({ page }) => {
  await page.goto('/portal/overview');
  await expect(page).toHaveTitle('装置总览 · ISPS 同步测量监测系统');
  await expect(page.getByTestId('count-total')).toHaveText(/^[1-9]\d*$/);
  const total = Number(await page.getByTestId('count-total').innerText());
  let byType = 0;
  for (const ty of ['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W']) byType += Number(await page.getByTestId(`count-${ty}`).locator('.pt-count-value').innerText());
  expect(byType).toBe(total);
  await expect(page.getByText(`共 ${total} 台`)).toBeVisible();

  const fq = page.getByTestId('value-fq');
  await expect(fq.first()).toHaveText(/^\d{2}\.\d{3}$/);
  const first = await fq.allInnerTexts();
  for (const v of first) expect(Math.abs(Number(v) - 50)).toBeLessThan(2); // a 50 Hz grid
  await expect(page.getByTestId('value-uaa').first()).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('overview-updated')).toContainText('数据更新于');
  await expect.poll(async () => (await fq.allInnerTexts()).join(' '), { timeout: 12_000 }).not.toBe(first.join(' '));
  await shot(page, 'portal-overview');

  // a type card filters the table to that type
  await page.getByTestId('count-SMD-R').click();
  const rows = page.getByTestId('overview-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('SMD-R');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('SMD-R');
  await page.getByPlaceholder('搜索装置名称或编号').fill('酒泉');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('酒泉风电基地');
});

test("the site pages tell the laboratory's story, and a logged-in visitor gets a link to the console", async ({ page }) => {
  await page.goto('/portal/application');
  await expect(page).toHaveTitle('应用案例 · ISPS 同步测量监测系统');
  const cases = { wind: '风电与光伏基地', hvdc: '特高压直流换流站', industry: '大工业负荷', dist: '配电网与台区' };
  for (const [key, title] of Object.entries(cases)) await expect(page.getByTestId(`case-${key}`).getByRole('heading')).toContainText(title);
  await choose(page, '关于', '关于我们');
  await expect(page).toHaveURL(/\/portal\/about$/);
  await expect(page.getByRole('heading', { name: '我们提供' })).toBeVisible({ timeout: 15_000 }); // its chunk and strings load on first visit
  await expect(page.getByText('ISO/IEC 17025', { exact: false })).toBeVisible();
  await page.getByTestId('portal-footer').getByRole('link', { name: '页面布局' }).click();
  await expect(page).toHaveURL(/\/portal\/layout$/);
  await expect(page.getByTestId('sitemap').getByRole('link', { name: '装置热力图' })).toBeVisible();
  await shot(page, 'portal-layout');

  // a signed-in visitor's portal does not download the console (App.tsx: the console is its own chunk)
  const consoleChunks: string[] = [];
  page.on('request', (r) => void (/\/ConsoleGate-[^/]*\.js$/.test(r.url()) && consoleChunks.push(r.url())));
  await signIn(page, '/portal/home');
  const console = page.getByTestId('portal-header').getByRole('link', { name: '进入控制台' });
  await expect(console).toBeVisible();
  expect(consoleChunks).toEqual([]);
  await console.click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
