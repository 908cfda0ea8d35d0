import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { confirm, dialog, fill, okButton, openMenu, rowAction, rowOf, runId, tableRows } from './crud.js';
import { signIn } from './signIn.js';

// a light console page to start from (the analysis page's charts cost seconds); the menu is on every page
const START = '/isps/userAnnouncement';

// Issue 15: 系统监控 — live monitors, scheduled jobs with their run log, the system log page.
const id = runId();

const MONITORS: [string, string][] = [
  ['运行时监控', 'runtime'],
  ['服务器监控', 'system'],
  ['磁盘监控', 'disk'],
  ['HTTP 监控', 'http'],
  ['请求追踪', 'trace'],
  ['数据库监控', 'database'],
];

const heapOf = (tab: Page) => tab.locator('.ant-statistic').filter({ hasText: '堆内存' }).locator('.ant-statistic-content');

test('each monitor opens from the menu and its values refresh by themselves', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, START);
  // one tab per monitor (the login is shared), each opened from the menu: their refreshes (every few
  // seconds) then run side by side instead of one monitor after another
  const tabs: { key: string; tab: Page; first: string; heap: string }[] = [];
  for (const [i, [item, key]] of MONITORS.entries()) {
    const tab = i === 0 ? page : await page.context().newPage();
    if (i > 0) await tab.goto(START);
    await openMenu(tab, '系统监控', item);
    const updated = tab.getByTestId('monitor-updated');
    await expect(updated).toHaveText(/更新于 \d\d:\d\d:\d\d/);
    tabs.push({ key, tab, first: await updated.innerText(), heap: key === 'runtime' ? await heapOf(tab).innerText() : '' });
  }
  for (const { key, tab, first, heap } of tabs) {
    await tab.bringToFront();
    // no click, no reload: the page polls the server every few seconds
    await expect.poll(() => tab.getByTestId('monitor-updated').innerText(), { timeout: 12_000 }).not.toBe(first);
    if (key === 'runtime' || key === 'http') {
      // every server process sharing the database, here the one serving this test
      await expect(tab.getByTestId('process-table').locator('tbody tr')).toHaveCount(1);
      await expect(tab.getByText('服务进程（1 个，共用一个数据库）')).toBeVisible();
    }
    if (key === 'runtime') {
      await expect(tab.getByTestId('chart-memory').locator('canvas')).toBeVisible();
      await expect.poll(() => heapOf(tab).innerText(), { timeout: 15_000 }).not.toBe(heap);
    }
    if (key === 'disk') await expect(tab.getByRole('cell', { name: '/', exact: true }).first()).toBeVisible();
    if (key === 'trace') await expect(tab.getByRole('cell', { name: '/isps-api/sys/monitor/trace' }).first()).toBeVisible();
    await tab.screenshot({ path: `test-results/ops-monitor-${key}.png`, animations: 'disabled' });
  }
});

test('a scheduled job: the form previews its next fire times, run once now shows in its run log', async ({ page }) => {
  test.setTimeout(90_000);
  const param = `e2e${id}`;
  await signIn(page, '/monitor/quartz');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统监控/定时任务');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增 · 定时任务');
  // the class is one the server knows, picked from a list: text naming no class is no choice
  const cls = form.getByTestId('job-class');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await cls.click();
  await cls.locator('input').fill('no.such');
  await expect(options).toHaveCount(0);
  await cls.locator('input').fill('SampleJob');
  await options.filter({ hasText: 'isps.job.SampleJob' }).click();
  await expect(cls).toContainText('isps.job.SampleJob');
  await fill(form, 'Cron表达式', '0 30 2 * * ?');
  const preview = form.getByTestId('cron-preview');
  await expect(preview.locator('li')).toHaveCount(5);
  await expect(preview.locator('li').first()).toHaveText(/\d{4}-\d\d-\d\d 02:30:00/);
  await fill(form, 'Cron表达式', '0 61 2 * * ?');
  await expect(preview).toContainText('Cron 表达式无效');
  await fill(form, 'Cron表达式', '0 30 2 * * ?');
  await expect(preview.locator('li')).toHaveCount(5);
  await fill(form, '参数', param);
  await form.screenshot({ path: 'test-results/ops-quartz-form.png', animations: 'disabled' });
  await okButton(form).click();
  await expect(form).toBeHidden();
  const row = rowOf(page, param);
  await expect(row).toBeVisible();

  await rowAction(page, row, '执行一次');
  await confirm(page, '立即执行一次该任务吗?');
  const drawer = dialog(page, /运行日志/);
  await expect(drawer.getByRole('cell', { name: `参数：${param}` })).toBeVisible({ timeout: 10_000 });
  await expect(drawer.getByText('成功')).toBeVisible();
  await page.screenshot({ path: 'test-results/ops-quartz-runlog.png', animations: 'disabled' });
});

test('the system log lists logins and, on its second tab, operations', async ({ page }) => {
  await signIn(page, '/monitor/log');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/系统监控/系统日志');
  await expect(page.getByRole('tab', { name: '登录日志', selected: true })).toBeVisible();
  await expect(tableRows(page).filter({ hasText: 'admin' }).first()).toBeVisible();
  await page.getByRole('tab', { name: '操作日志' }).click();
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/ops-system-log.png', animations: 'disabled' });
});

test('the Redis monitor opens from the menu and says Redis is not configured (this server has no REDIS_URL)', async ({ page }) => {
  await signIn(page, START);
  await openMenu(page, '系统监控', 'Redis 监控');
  await expect(page.getByText('未配置 Redis（REDIS_URL），没有可监控的 Redis')).toBeVisible();
  await page.screenshot({ path: 'test-results/ops-monitor-redis.png', animations: 'disabled' });
});
