import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, watchAnswers, watchCsp, watchPageErrors } from './fixtures.js';
import { signIn } from './signIn.js';
import { freePort, startServer, type E2eServer } from './server.js';

// A server of its own with a week of demo 10-minute history (ISPS_PQ_DEMO_DAYS) for SMDL-LN01 (a steel works):
// its 5th harmonic exceeds GB/T 14549's 3.2 % (a fail row), its frequency stays within ±0.2 Hz (a pass row).
let server: E2eServer | undefined;
const DEVICE = 'SMDL-LN01';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startServer({ port: await freePort(), name: 'compliance', env: { ISPS_PQ_DEMO_DAYS: '8', ISPS_SIMULATOR: 'off' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const openOption = async (page: Page, testId: string, text: string) => {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first().click();
};
const rowWith = (page: Page, text: string) => page.getByTestId('pqc-table').locator('tr.ant-table-row').filter({ hasText: text }).first();

test('电能质量 合规报告: device and period picked, pass and fail rows in Chinese and English, printable, Excel export', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server!.origin });
  const csp = await watchCsp(context);
  const errors = watchPageErrors(context);
  const answers = await watchAnswers(context);
  const page = await context.newPage();
  await signIn(page, '/ipq/compliance', { origin: server!.origin });
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/电能质量/合规报告');
  await expect(page).toHaveURL(/\/ipq\/compliance$/);
  await page.getByTestId('pqc-device').click();
  await page.keyboard.type(DEVICE);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: DEVICE }).first().click();
  await openOption(page, 'pqc-period', '最近 7 天');

  await expect(rowWith(page, '5 次谐波电压含有率')).toContainText('不合格');
  await expect(rowWith(page, '频率偏差')).toContainText('合格');
  await expect(rowWith(page, '频率偏差')).not.toContainText('不合格');
  await expect(rowWith(page, '三相电压不平衡度')).toContainText('未测量');
  await expect(page.getByTestId('pqc-verdict')).toHaveText('不合格');
  await expect(page.getByTestId('pqc-summary')).toContainText(DEVICE);
  await expect(page.getByTestId('pqc-chart-limit').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('pqc-chart-spectrum').locator('canvas')).toBeVisible();
  await page.waitForTimeout(500); // G2Plot draws after the canvas appears
  await page.screenshot({ path: 'test-results/pq-compliance.png', fullPage: true });

  // the Excel export downloads an .xlsx (a zip) of the report
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pqc-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // printed: the report alone, no menu, header or pickers
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('console-header')).toBeHidden();
  await expect(page.getByTestId('pqc-device')).toBeHidden();
  await expect(page.getByTestId('pqc-table')).toBeVisible();
  await page.screenshot({ path: 'test-results/pq-compliance-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // in English, the same rows
  await page.getByTestId('lang-switch').click();
  await expect(rowWith(page, 'Harmonic voltage h5')).toContainText('Fail');
  await expect(rowWith(page, 'Frequency deviation')).toContainText('Pass');
  await expect(rowWith(page, 'Voltage unbalance')).toContainText('Not measured');
  await expect(page.getByTestId('pqc-verdict')).toHaveText('Fail');
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/pq-compliance-en.png', fullPage: true });
  await context.close();
  expect(csp, 'Content-Security-Policy violations').toEqual([]);
  expect(errors, 'uncaught page errors').toEqual([]);
  expect(answers, 'answers that do not match their schema').toEqual([]);
});
