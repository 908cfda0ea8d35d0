import fs from 'node:fs';
import { expect, test } from './fixtures.js';
import { dialog, removeRecords, rowAction, rowOf } from './crud.js';
import { signIn } from './signIn.js';

let uploaded = '';
test.afterAll(async () => {
  if (uploaded) await removeRecords('/isps/dataset', { name: uploaded });
});

test('COMTRADE: download from the measurement-history curve, upload it in 数据集, open its curve check', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/idata/dataset');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/数据管理/数据集');
  await expect(page.locator('.crud-table')).toBeVisible();

  // the history curve of a device: COMTRADE of its range, ASCII in one .cff
  await page.getByRole('button', { name: '测量历史' }).click();
  const history = dialog(page, '测量历史');
  await expect(history.getByTestId('history-device')).toContainText('(');
  await history.getByTestId('comtrade-button').click();
  const options = page.getByTestId('comtrade-options');
  await expect(options).toBeVisible();
  await options.getByText('ASCII', { exact: true }).click();
  await page.screenshot({ path: 'test-results/comtrade-download.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), options.getByTestId('comtrade-download').click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/\.cff$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'latin1');
  // a valid cfg first: the section line, station,device,2013, then TT,##A,##D and the first analog channel line
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('--- file type: CFG ---');
  expect(lines[1]).toMatch(/^[^,]*,[A-Z0-9-]+,2013$/);
  expect(lines[2]).toBe('1,1A,0D');
  expect(lines[3]).toMatch(/^1,fq,,[A-Z0-9-]+,Hz,[-0-9.e]+,[-0-9.e]+,0,-99998,99998,1,1,P$/);
  expect(text).toContain('\r\nASCII\r\n');
  expect(text).toContain('--- file type: DAT ASCII ---');
  await history.getByRole('button', { name: 'Close', exact: true }).click();

  // back in: the COMTRADE upload takes the .cff
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('comtrade-upload').click()]);
  await chooser.setFiles({ name, mimeType: 'application/octet-stream', buffer: fs.readFileSync(file) });
  await expect(page.getByText('已开始导入 COMTRADE')).toBeVisible();
  uploaded = name.replace(/\.cff$/, '');
  const row = rowOf(page, uploaded);
  await expect(async () => {
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row).toContainText('已完成', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('COMTRADE');

  await rowAction(page, row, '曲线检查');
  const curve = dialog(page, new RegExp(`曲线检查 · ${uploaded}`));
  await expect(curve.getByTestId('dataset-channel')).toContainText('fq (Hz)');
  await expect(curve.getByTestId('dataset-curve').locator('canvas')).toBeVisible();
  await expect(curve.getByTestId('dataset-stats')).toContainText('平均值');
  await page.mouse.move(0, 700);
  await expect(curve).not.toHaveClass(/ant-zoom/);
  await page.screenshot({ path: 'test-results/comtrade-curve.png', animations: 'disabled' });
  await curve.getByRole('button', { name: 'Close' }).click();

  // the browse dialog offers it back as COMTRADE, the format chosen there
  await rowAction(page, row, '浏览');
  const browse = dialog(page, new RegExp(`浏览 · ${uploaded}`));
  await browse.getByTestId('comtrade-button').click();
  await expect(page.getByTestId('comtrade-options')).toBeVisible();
  await page.getByTestId('comtrade-options').getByText('ASCII', { exact: true }).click();
  await page.screenshot({ path: 'test-results/comtrade-browse.png' });
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByTestId('comtrade-download').click()]);
  // exported again in the same format: the same bytes
  expect(fs.readFileSync(await again.path()).equals(fs.readFileSync(file))).toBe(true);
});
