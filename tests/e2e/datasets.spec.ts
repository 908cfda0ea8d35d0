import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.js';
import { dialog, removeRecords, rowAction, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';

const id = runId();

test.afterAll(async () => {
  await removeRecords('/isps/dataset', { name: `*${id}*` });
});

test('数据集: export a live window and open its curve; upload a CSV, browse its values and check its text', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/idata/dataset');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/数据管理/数据集');
  await expect(page.locator('.crud-table')).toBeVisible();

  const name = `频率窗口${id}`;
  await page.getByRole('button', { name: '导出测量数据' }).click();
  const form = dialog(page, '导出测量数据');
  await expect(form).toContainText('更早的时段从测量历史导出');
  await expect(form).not.toHaveClass(/ant-zoom/); // opened (the zoom-in animation has finished), for the screenshot
  await page.screenshot({ path: 'test-results/dataset-export.png' });
  await form.getByLabel('名称').fill(name);
  await form.getByRole('combobox', { name: '装置' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await form.getByRole('button', { name: '开始导出' }).click();
  await expect(page.getByText('已开始导出')).toBeVisible();

  const row = rowOf(page, name);
  await expect(async () => {
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row).toContainText('已完成', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await rowAction(page, row, '曲线检查');
  const curve = dialog(page, new RegExp(`曲线检查 · ${name}`));
  await expect(curve.getByTestId('dataset-curve').locator('canvas')).toBeVisible();
  await expect(curve.getByTestId('dataset-stats')).toContainText('平均值');
  const mean = Number(
    (await curve.getByTestId('dataset-stats').locator('.ant-descriptions-item').nth(3).locator('.ant-descriptions-item-content').innerText()).trim(),
  );
  expect(mean).toBeGreaterThan(49);
  expect(mean).toBeLessThan(51);
  // legend and dates in the UI's language, not uPlot's English
  await expect(curve.locator('.u-legend')).toContainText('最大值');
  await expect(curve.locator('.u-legend')).not.toContainText('max');
  await page.mouse.move(0, 700);
  await expect(curve).not.toHaveClass(/ant-zoom/); // opened (the zoom-in animation has finished), for the screenshot
  await page.screenshot({ path: 'test-results/dataset-curve.png', animations: 'disabled' });
  await curve.getByRole('button', { name: 'Close' }).click();

  const csv = `测点${id}`;
  const lines = ['时间,数值', ...Array.from({ length: 250 }, (_, i) => `${1700000000 + i},${(i % 7) + 0.5}`)].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: `${csv}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines) });
  await expect(page.getByText('已开始导入')).toBeVisible();
  const csvRow = rowOf(page, csv);
  await expect(async () => {
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(csvRow).toContainText('已完成', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(csvRow).toContainText('250');

  await rowAction(page, csvRow, '浏览');
  const browse = dialog(page, new RegExp(`浏览 · ${csv}`));
  await expect(browse).toContainText('共 250 个数据点');
  await browse.locator('.ant-pagination-item-3').click();
  await expect(browse.getByTestId('dataset-values').locator('tbody tr.ant-table-row').first()).toContainText('4.5');
  await page.screenshot({ path: 'test-results/dataset-browse.png' });
  await browse.getByRole('button', { name: 'Close' }).click();

  await rowAction(page, csvRow, '文本检查');
  const text = dialog(page, new RegExp(`文本检查 · ${csv}`));
  await expect(text.getByTestId('dataset-encoding')).toHaveText('utf-8');
  await expect(text.getByTestId('dataset-text')).toContainText('时间,数值\n1700000000,0.5');
  await page.screenshot({ path: 'test-results/dataset-text.png' });

  await text.getByRole('button', { name: 'Close' }).click();

  // 250 points (fewer than the chart's buckets): a line is drawn through them, not an empty chart
  await rowAction(page, csvRow, '曲线检查');
  const csvCurve = dialog(page, new RegExp(`曲线检查 · ${csv}`));
  const canvas = csvCurve.getByTestId('dataset-curve').locator('canvas');
  await expect(canvas).toBeVisible();
  const inked = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      // the max line's blue (#1677ff) and the min line's (#69b1ff)
      for (let i = 0; i < d.length; i += 4) if (d[i + 2] > 200 && d[i] < 130 && d[i + 1] > 100 && d[i + 1] < 200) n++;
      return n;
    });
  await expect.poll(inked).toBeGreaterThan(2000);
  await page.screenshot({ path: 'test-results/dataset-curve-csv.png', animations: 'disabled' });
  await csvCurve.getByRole('button', { name: 'Close' }).click();

  // two sheets as an operator's workbook has them: a title line and a header over 200 rows, then 50 rows without a header
  const two = (n: number) => String(n).padStart(2, '0');
  const wb = new ExcelJS.Workbook();
  const freq = wb.addWorksheet('频率');
  freq.addRow(['站内频率记录']);
  freq.addRow(['时间', '频率']);
  for (let i = 0; i < 200; i++) freq.addRow([`2026-01-01 00:${two(Math.floor(i / 60))}:${two(i % 60)}`, i === 0 ? 50.01 : 50]);
  const next = wb.addWorksheet('次日');
  for (let i = 0; i < 50; i++) next.addRow([`2026-01-02 00:00:${two(i)}`, i === 0 ? 49.87 : 50]);
  const book = `工作簿${id}`;
  await page.locator('input[type=file]').setInputFiles({
    name: `${book}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  });
  const bookRow = rowOf(page, book);
  await expect(async () => {
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(bookRow).toContainText('已完成', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(bookRow).toContainText('250');
  await rowAction(page, bookRow, 'Excel检查');
  const sheets = dialog(page, new RegExp(`Excel检查 · ${book}`));
  await expect(sheets.getByRole('tab')).toHaveCount(2);
  const first = sheets.locator('.ant-tabs-tabpane-active');
  await expect(first.getByTestId('dataset-sheet-header')).toHaveText('表头：第 2 行');
  await expect(first.getByRole('columnheader', { name: '频率' })).toBeVisible();
  await expect(first.getByTestId('dataset-sheet')).toContainText('50.01');
  await expect(first).toContainText('显示 201 行'); // the title line and the 200 rows under the header
  await sheets.getByRole('tab', { name: '次日' }).click();
  const second = sheets.locator('.ant-tabs-tabpane-active');
  await expect(second.getByTestId('dataset-sheet-header')).toHaveText('未找到表头行：列按字母命名，每一行都是数据');
  await expect(second.getByRole('columnheader', { name: 'B', exact: true })).toBeVisible();
  // row 1 is data, not a header: its value is a cell of the table
  await expect(second.getByRole('cell', { name: '49.87', exact: true })).toBeVisible();
  await expect(second).toContainText('显示 50 行');
  await page.screenshot({ path: 'test-results/dataset-sheet.png' });
});

test('数据管理: the measurement-history check draws a point of a device over a chosen range, with min/max/mean', async ({ page }) => {
  await signIn(page, '/idata/dataset');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/数据管理/数据集');
  await page.getByRole('button', { name: '测量历史' }).click();
  const check = dialog(page, '测量历史');
  await check.getByTestId('history-device').click();
  await page.keyboard.type('SMDC-BJ01');
  await page.keyboard.press('Enter');
  await expect(check.getByTestId('history-device')).toContainText('SMDC-BJ01');
  await expect(check.getByTestId('history-point')).toContainText('频率');
  const bar = check.getByTestId('curve-range');
  await bar.getByText('10 分钟', { exact: true }).click();
  // ten minutes back from now reach before this server started: the 1 s aggregates it has written since
  const curve = check.getByTestId('history-check');
  await expect(curve).toHaveAttribute('data-level', '1s', { timeout: 10_000 });
  await expect(bar.getByText('1 秒统计')).toBeVisible();
  await expect(bar.getByText('跟随当前')).toBeVisible();
  await expect.poll(async () => Number(await curve.getAttribute('data-points')), { timeout: 10_000 }).toBeGreaterThan(2);
  await expect(curve.locator('canvas')).toBeVisible();
  await expect(curve.locator('.u-legend')).toContainText('最大值');
  const stat = (i: number) => check.getByTestId('history-stats').locator('.ant-descriptions-item-content').nth(i).innerText();
  const [min, max, mean] = [Number(await stat(1)), Number(await stat(2)), Number(await stat(3))];
  expect(min).toBeGreaterThan(45);
  expect(max).toBeLessThan(55);
  expect(mean).toBeGreaterThanOrEqual(min);
  expect(mean).toBeLessThanOrEqual(max);
  // the custom picker shows the chosen range; earlier moves it by half a span and fixes it
  const from = await check.getByTestId('history-custom').locator('input').first().inputValue();
  await bar.getByRole('button', { name: /^更 ?早$/ }).click();
  await expect(check.getByTestId('history-custom').locator('input').first()).not.toHaveValue(from);
  await expect(bar.getByText('跟随当前')).toHaveCount(0);
  await expect(bar.locator('.ant-segmented-item-selected')).toHaveCount(0);
  await bar.getByText('1 小时', { exact: true }).click();
  await expect.poll(async () => Number(await curve.getAttribute('data-points')), { timeout: 10_000 }).toBeGreaterThan(2);
  await page.mouse.move(0, 700);
  await page.screenshot({ path: 'test-results/dataset-history-check.png', animations: 'disabled' });
});
