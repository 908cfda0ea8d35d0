import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { choose } from './portal.js';

test('a visitor opens the heat map, reads a device, and switches the province names to English', async ({ page }) => {
  await page.goto('/portal/home');
  await choose(page, '数据', '装置热力图');
  await expect(page).toHaveURL(/\/portal\/heatmap$/);
  // the page's title (the menu's popup, kept in the DOM after it closes, holds a hidden link of the same name)
  await expect(page.getByRole('main').getByText('装置热力图', { exact: true })).toBeVisible();

  // the map, with its schematic note and the Chinese names above the heat
  const stage = page.getByTestId('heatmap-stage');
  await expect(stage.locator('#cn-provinces path')).toHaveCount(34);
  await expect(stage.getByText('示意图')).toBeVisible();
  const zh = page.getByTestId('heatmap-labels-zh');
  await expect(zh.getByText('新疆', { exact: true })).toBeVisible();
  await expect(zh.getByText('内蒙古', { exact: true })).toBeVisible();

  // the heat image: a 1000×800 PNG from the image service, clipped by the country mask
  const overlay = page.getByTestId('heatmap-overlay');
  await expect(overlay).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 1000, 800]);
  expect(await overlay.evaluate((img) => getComputedStyle(img).maskImage || getComputedStyle(img).webkitMaskImage)).toContain('cn-mask.svg');

  // every device is a dot; hovering one tells what it is and what it reads
  const dots = page.getByTestId('heatmap-devices').locator('circle');
  expect(await dots.count()).toBeGreaterThan(10);
  // the heat is drawn, and only around the devices: every coloured pixel of the image lies within the
  // heat radius (60 px of the 1000×800 frame, + the renderer's 2-px grid) of a dot — a blank, shifted or flipped image fails
  const heat = await heatPixels(page);
  expect(heat.coloured).toBeGreaterThan(2000);
  expect(heat.farthest).toBeLessThanOrEqual(60 + 2 * Math.SQRT2);
  await page.getByTestId('heatmap-devices').locator('circle[data-equipid="SMDC-BJ01"]').hover();
  const tip = page.locator('.ant-tooltip:visible');
  await expect(tip).toContainText('北京西500kV变电站');
  await expect(tip).toContainText(/频率: \d{2}\.\d{4} Hz/);
  await expect(tip).toContainText(/偏差: \d\.\d{3} Hz/);
  await expect(page.getByTestId('heatmap-legend')).toContainText('Hz');
  await page.screenshot({ path: 'test-results/heatmap-zh.png', animations: 'disabled', fullPage: true });
  await page.mouse.move(5, 5);

  // live: the readings are polled every 5 s and a new heat image follows
  await page.waitForRequest((r) => r.url().includes('/api/heatmap') && r.method() === 'POST', { timeout: 15_000 });

  // English names
  await page.getByText('英文地名').click();
  const en = page.getByTestId('heatmap-labels-en');
  await expect(en.getByText('Xinjiang', { exact: true })).toBeVisible();
  await expect(en.getByText('Inner Mongolia', { exact: true })).toBeVisible();
  await expect(page.getByTestId('heatmap-labels-zh')).toHaveCount(0);

  // voltage deviation as the heat
  await page.getByText('电压偏差', { exact: true }).click();
  await expect(page.getByTestId('heatmap-legend')).toContainText('%');
  await expect(overlay).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.screenshot({ path: 'test-results/heatmap-en.png', animations: 'disabled', fullPage: true });

  // a phone: the frame scales to the width and keeps its 1000:800 shape
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(async () => (await stage.boundingBox())?.width).toBeLessThan(400);
  const box = (await stage.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1.25, 1);
  expect(box.x + box.width).toBeLessThanOrEqual(400);
  await page.screenshot({ path: 'test-results/heatmap-narrow.png', animations: 'disabled', fullPage: true });
});

/** The overlay's pixels with any alpha, and the largest distance from one of them to its nearest device dot (frame px). */
async function heatPixels(page: Page): Promise<{ coloured: number; farthest: number }> {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="heatmap-overlay"]')!;
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const { data } = g.getImageData(0, 0, c.width, c.height);
    const dots = [...document.querySelectorAll('[data-testid="heatmap-devices"] circle')].map((d) => [
      Number(d.getAttribute('cx')),
      Number(d.getAttribute('cy')),
    ]);
    let coloured = 0;
    let farthest = 0;
    for (let y = 0; y < c.height; y++)
      for (let x = 0; x < c.width; x++) {
        if (data[(y * c.width + x) * 4 + 3] === 0) continue;
        coloured++;
        farthest = Math.max(farthest, Math.min(...dots.map(([dx, dy]) => Math.hypot(dx - x, dy - y))));
      }
    return { coloured, farthest };
  });
}

/**
 * Heat images (PNG data URLs, tens of KB each) the page's JavaScript still holds, counted in a heap
 * snapshot after a full GC; the code's own "data:image/png;base64," prefix and regexp matches are short.
 */
async function heatImagesHeld(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[]; strings: string[] };
  const fields = snap.snapshot.meta.node_fields;
  const [name, size] = [fields.indexOf('name'), fields.indexOf('self_size')];
  let n = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length)
    if (snap.nodes[i + size] > 10_000 && snap.strings[snap.nodes[i + name]].startsWith('data:image/png;base64,')) n++;
  return n;
}

test('a heat map left open keeps only the images it shows, however often it refreshes', async ({ page }) => {
  // counted from the network, so this test holds no image itself: each answer of the image service is a new heat image
  let drawn = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/heatmap') && r.request().method() === 'POST' && r.ok()) drawn++;
  });
  await page.goto('/portal/heatmap');
  await expect(page.getByTestId('heatmap-overlay')).toHaveAttribute('src', /^data:image\/png;base64,/);
  // the readings are polled every 5 s and each new set draws a new heat image
  await expect.poll(() => drawn, { timeout: 40_000, intervals: [500] }).toBeGreaterThanOrEqual(5);
  // the one on screen, the one it replaced (React lets go of it at the next render) and at most one on its
  // way in (answered but not drawn yet): not all five
  expect(await heatImagesHeld(page)).toBeLessThanOrEqual(3);
});
