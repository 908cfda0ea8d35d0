import { expect, test } from './fixtures.js';
import { openMenu } from './crud.js';
import { signIn } from './signIn.js';

test('without a token, /dashboard lands on the analysis page with the public device figures; /test/home is a blank page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const figures = page.getByTestId('public-analysis');
  await expect(figures.getByText('装置数')).toBeVisible();
  // a number, not "-": the figures come from the public summary
  await expect(figures.locator('.ant-statistic-content-value').first()).toHaveText(/^\d+$/);
  await page.screenshot({ path: 'test-results/dashboard-public.png', animations: 'disabled' });
  // no dead end (issue 34 item 8): the logo, and a login link that comes back here
  const header = page.getByTestId('public-header');
  await expect(header.getByTestId('brand')).toContainText('ISPS');
  await header.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
  await page.goto('/test/home');
  await expect(page.getByTestId('blank-home')).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0); // no console chrome
});

// each opens its dashboard by URL: the menu path is tested where it is the subject (crud.ts openMenu, tabs, settings)
test.describe('signed in', () => {
  test('chart dashboard draws every chart from real data', async ({ page }) => {
    await signIn(page, '/dashboard/chart');
    await expect(page.getByTestId('breadcrumb')).toHaveText('首页/仪表盘/图表');
    await expect(page).toHaveURL(/\/dashboard\/chart$/);
    for (const id of ['chart-by-type', 'chart-by-province', 'chart-events', 'chart-thd', 'chart-logins']) {
      await expect(page.getByTestId(id).locator('canvas')).toBeVisible();
    }
    await expect(page.getByTestId('chart-logins').getByText('暂无数据')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/dashboard-chart.png', animations: 'disabled', fullPage: true });
  });

  test('task dashboard links to the place to act', async ({ page }) => {
    await signIn(page, '/dashboard/task');
    const unread = page.getByTestId('task-unreadMessages');
    await expect(unread).toBeVisible();
    await page.screenshot({ path: 'test-results/dashboard-task.png', animations: 'disabled' });
    await expect(page.getByTestId('task-offlineDevices')).toBeVisible();
    const open = unread.getByRole('button', { name: '去处理' });
    if (await open.isEnabled()) {
      await open.click();
      await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
    }
  });

  test('monitor wall: counts, heat map, live frequency moving, events', async ({ page }) => {
    await signIn(page, '/dashboard/monitor');
    const wall = page.getByTestId('monitor-wall');
    await expect(page.getByTestId('monitor-total').locator('.ant-statistic-content-value')).toHaveText(/^\d+$/);
    await expect(wall.getByTestId('device-select')).toBeVisible();
    const fq = wall.locator('[data-testid="live-curve"][data-meastype="fq"]');
    await expect(fq).toHaveAttribute('data-last', /^\d+(\.\d+)?$/, { timeout: 15_000 }); // real data, not the placeholder
    const last0 = Number(await fq.getAttribute('data-last'));
    await expect.poll(async () => Number(await fq.getAttribute('data-last')), { timeout: 5000, intervals: [250] }).toBeGreaterThan(last0);
    await expect(wall.locator('.heatmap-stage, img[alt], canvas').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/dashboard-monitor.png', animations: 'disabled', fullPage: true });
  });

  test('workplace: pin a shortcut, it survives a reload and opens its page', async ({ page }) => {
    await signIn(page, '/dashboard/workplace');
    await expect(page.getByTestId('workplace-greeting')).toContainText('管理员');
    await page.getByTestId('shortcuts-edit').click();
    await page.getByTestId('shortcuts-select').click();
    await page.keyboard.type('用户管理');
    await page.keyboard.press('Enter');
    await page.getByTestId('shortcuts').getByRole('button', { name: '保 存' }).click();
    await expect(page.getByText('保存成功！')).toBeVisible();
    await page.reload();
    const shortcut = page.getByTestId('shortcuts').getByRole('button', { name: '用户管理' });
    await expect(shortcut).toBeVisible();
    await page.screenshot({ path: 'test-results/dashboard-workplace.png', animations: 'disabled' });
    await shortcut.click();
    await expect(page).toHaveURL(/\/isystem\/user/);
    // opened means shown: the router renders the new page once its code has loaded (a click away before that
    // abandons the page, which then rightly is not a recent one)
    await expect(page.locator('.ant-table-wrapper').first()).toBeVisible();
    await openMenu(page, '仪表盘', '工作台'); // the page just opened is listed under recent pages
    await expect(page.getByTestId('workplace-recent').getByRole('link', { name: '用户管理' })).toBeVisible();
  });
});
