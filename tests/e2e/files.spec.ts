import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PNG as PngImage } from 'pngjs';
import { expect, test } from './fixtures.js';
import { confirm, removeRecords, rowAction, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';
import { PNG_1X1 as PNG } from '../support/images.js';

const id = runId();

test.afterAll(async () => {
  await removeRecords('/sys/oss/file', { fileName: `*${id}*` });
});

test('文件管理: upload a file with progress, download the same bytes, preview an image, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/idata/file');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/数据管理/文件管理');
  await expect(page.locator('.crud-table')).toBeVisible();
  await expect(page.getByText(/单个文件不超过 \d+ MB/)).toBeVisible();

  const bytes = randomBytes(3 * 1024 * 1024);
  const name = `录波${id}.dat`;
  // a slow uplink (2 MB/s), so the progress bar has time to show
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await page.screenshot({ path: 'test-results/files-progress.png' });
  await expect(page.getByText(`${name} 上传成功`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('upload-progress')).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('3,145,728');
  await expect(row).toContainText('管理员');
  await page.screenshot({ path: 'test-results/files-list.png' });

  const [download] = await Promise.all([page.waitForEvent('download'), rowAction(page, row, '下载')]);
  expect(download.suggestedFilename()).toBe(name);
  expect(fs.readFileSync(await download.path()).equals(bytes)).toBe(true);

  const image = `图${id}.png`;
  await page.locator('input[type=file]').setInputFiles({ name: image, mimeType: 'image/png', buffer: PNG });
  await expect(rowOf(page, image)).toBeVisible({ timeout: 20_000 });
  await rowAction(page, rowOf(page, image), '预览');
  const img = page.getByTestId('file-preview');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  await page.screenshot({ path: 'test-results/files-preview.png' });
  await page.getByRole('button', { name: /知\s*道|OK|确\s*定/ }).click();
  // its thumbnail, made by a background task, is in the list once the task is done
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(rowOf(page, image)).toBeVisible();
        return rowOf(page, image).locator('img').count();
      },
      { timeout: 45_000 }, // each try reloads the page: a few seconds apiece when two workers share the cores
    )
    .toBe(1);
  await expect
    .poll(() =>
      rowOf(page, image)
        .locator('img')
        .evaluate((el) => (el as HTMLImageElement).naturalWidth),
    )
    .toBe(1);
  await page.screenshot({ path: 'test-results/files-thumbnail.png' });

  // a thumbnail's preview shows the uploaded image, not the ≤160 px thumbnail (issue 34 item 8)
  const wide = new PngImage({ width: 400, height: 40 });
  wide.data.fill(200);
  const big = `宽图${id}.png`;
  await page.locator('input[type=file]').setInputFiles({ name: big, mimeType: 'image/png', buffer: PngImage.sync.write(wide) });
  // uploaded before the first reload below, which would otherwise cancel the upload in flight (one clean run lost it so)
  await expect(rowOf(page, big)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(rowOf(page, big)).toBeVisible();
        return rowOf(page, big).locator('img').count();
      },
      { timeout: 45_000 }, // each try reloads the page: a few seconds apiece when two workers share the cores
    )
    .toBe(1);
  await rowOf(page, big).locator('.ant-image').click();
  const shown = page.locator('.ant-image-preview-img');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(400);
  await page.keyboard.press('Escape');

  await rowAction(page, row, '删除');
  await confirm(page, '确定删除吗');
  await expect(rowOf(page, name)).toHaveCount(0);
});
