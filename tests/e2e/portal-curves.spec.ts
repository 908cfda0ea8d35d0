import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The public measurement pages on the simulator's demo devices: live curves move, names follow
// the language, spectra show bars, the one-line diagram shows values. Nobody logs in.

/** How many pixels of a canvas are drawn in roughly this colour. */
const colouredPixels = (canvas: Locator, rgb: [number, number, number]) =>
  canvas.evaluate((c, [r, g, b]) => {
    const el = c as HTMLCanvasElement;
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i] - r) < 40 && Math.abs(data[i + 1] - g) < 40 && Math.abs(data[i + 2] - b) < 40 && data[i + 3] > 200) n += 1;
    return n;
  }, rgb);

async function switchToEnglish(page: Page) {
  await page.getByTestId('portal-header').getByRole('button', { name: 'English' }).click(); // the portal header's switch
}

test('the synchrophasor page draws moving frequency, ROCOF and voltage curves, with device status', async ({ page }) => {
  await page.goto('/portal/powerfreqcurve');
  await expect(page.getByRole('heading', { name: '同步相量数据' })).toBeVisible();
  const fq = page.locator('[data-testid="live-curve"][data-meastype="fq"]');
  const rf = page.locator('[data-testid="live-curve"][data-meastype="RF"]');
  const ua = page.locator('[data-testid="live-curve"][data-meastype="UAA"]');
  await expect(fq.locator('canvas')).toBeVisible();
  await expect(rf.locator('canvas')).toBeVisible();
  await expect(ua.locator('canvas')).toBeVisible();
  await expect(rf.getByText('频率变化率', { exact: true })).toBeVisible();
  await expect(rf).toHaveAttribute('data-last', /^\d+(\.\d+)?$/, { timeout: 10_000 });
  await expect(fq).toHaveAttribute('data-last', /^\d+(\.\d+)?$/, { timeout: 10_000 }); // real data, not the placeholder
  await expect(fq.locator('.ant-tag').getByText('实时')).toBeVisible();

  // moves: within 3 s the newest point is later and the canvas differs
  const last0 = Number(await fq.getAttribute('data-last'));
  const pixels0 = await fq.locator('canvas').screenshot();
  await expect.poll(async () => Number(await fq.getAttribute('data-last')), { timeout: 3000, intervals: [250] }).toBeGreaterThan(last0);
  await expect.poll(async () => (await fq.locator('canvas').screenshot()).equals(pixels0), { timeout: 3000 }).toBe(false); // redrawn
  expect(Number(await fq.getAttribute('data-points'))).toBeGreaterThan(500); // two devices, 10 s each

  // series named in Chinese, status table with live values
  await expect(fq.locator('.u-legend')).toContainText('北京西500kV变电站');
  await expect(fq.locator('.u-legend')).toContainText('广州北郊变电站');
  const status = page.getByTestId('device-status');
  await expect(status.getByRole('row', { name: /SMDC-BJ01/ })).toContainText(/运行.*\d{2}\.\d{4}.*\d+\.\d{3}.*\d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: 'test-results/portal-powerfreq.png' });

  // stop and start
  await fq.getByRole('button', { name: '停 止' }).click();
  await expect(fq.getByText('已停止')).toBeVisible();
  const stoppedAt = await fq.getAttribute('data-last');
  await page.waitForTimeout(1500); // on purpose: a stopped curve must not move, and only time shows that
  expect(await fq.getAttribute('data-last')).toBe(stoppedAt);
  await fq.getByRole('button', { name: '开 始' }).click();
  await expect(fq.locator('.ant-tag').getByText('实时')).toBeVisible();

  // English: series names, axis and labels change
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { name: 'Synchrophasor data' })).toBeVisible();
  await expect(fq.locator('.u-legend')).toContainText('Beijing West 500 kV Substation', { timeout: 10_000 });
  await expect(fq.locator('.u-legend')).not.toContainText('北京西');
  await expect(fq.getByText('Frequency', { exact: true })).toBeVisible();
  await expect(ua.getByText('Voltage amplitude')).toBeVisible();
  await expect(rf.getByText('ROCOF', { exact: true })).toBeVisible();
  await expect(status).toContainText('Running');
  await expect(status).toContainText('ROCOF (Hz/s)');
  await page.screenshot({ path: 'test-results/portal-powerfreq-en.png' });
});

test('the harmonic page shows the group bars and THD of an SMD-L device', async ({ page }) => {
  await page.goto('/portal/harmoniccurve');
  await expect(page.getByRole('heading', { name: '谐波数据' })).toBeVisible();
  const columns = page.getByTestId('spectrum-columns');
  await expect(columns).toHaveAttribute('data-bars', '49', { timeout: 10_000 }); // orders 2–50
  await expect(columns.locator('canvas')).toBeVisible();
  await expect.poll(() => colouredPixels(columns.locator('canvas'), [24, 144, 255]), { timeout: 5000 }).toBeGreaterThan(500); // blue bars drawn
  await expect(page.getByTestId('distortion')).toContainText(/\d\.\d{3}/);
  await expect(page.getByText('电压总谐波畸变率 THD').first()).toBeVisible();
  await expect(page.getByTestId('trend-line')).not.toHaveAttribute('data-points', '0');
  await page.screenshot({ path: 'test-results/portal-harmonic.png' });

  // another device: an SMD-W (single-phase electronics)
  await page.getByTestId('device-select').click();
  await page.keyboard.type('SMDW-GZ01');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('device-select')).toContainText('SMDW-GZ01');
  await expect(columns).toHaveAttribute('data-bars', '49');

  await page.goto('/portal/simpleharmoniccurve');
  await expect(page.getByRole('heading', { name: '间谐波数据' })).toBeVisible();
  await expect(page.getByTestId('spectrum-columns')).toHaveAttribute('data-bars', '50', { timeout: 10_000 }); // orders 0.5–49.5
  await expect(page.getByText('间谐波总畸变率 TIHD').first()).toBeVisible();
  await expect.poll(() => colouredPixels(page.getByTestId('spectrum-columns').locator('canvas'), [24, 144, 255]), { timeout: 5000 }).toBeGreaterThan(500); // bars drawn
  await page.screenshot({ path: 'test-results/portal-interharmonic.png' });
});

test('the live curve grid shows one moving curve per device', async ({ page }) => {
  await page.goto('/portal/realtimecurves');
  const curves = page.getByTestId('live-curve');
  await expect(curves).toHaveCount(6, { timeout: 10_000 });
  await expect(curves.last()).toHaveAttribute('data-last', /^\d/, { timeout: 10_000 });
  const before = Number(await curves.last().getAttribute('data-last'));
  await expect.poll(async () => Number(await curves.last().getAttribute('data-last')), { timeout: 3000 }).toBeGreaterThan(before);
  await page.getByText('电压幅值').click();
  await expect(curves.first()).toHaveAttribute('data-meastype', 'UAA');
  await expect(curves.first().getByText('电压幅值')).toBeVisible();
  await expect(curves.first()).toHaveAttribute('data-last', /^\d/, { timeout: 10_000 });
  await page.screenshot({ path: 'test-results/portal-realtimecurves.png', fullPage: true });
});

test('the one-line diagram shows live values coloured by level, with a legend', async ({ page }) => {
  await page.goto('/portal/realtimesvg');
  const svg = page.getByTestId('one-line');
  await expect(svg).toBeVisible();
  await expect(page.getByTestId('diagram-legend')).toContainText('0.2 Hz');
  await expect(svg.getByTestId('meter')).toHaveCount(7, { timeout: 10_000 });
  const fqValue = svg.locator('[data-testid="meter-value"][data-point="SMDL-AH01.fq"]');
  await expect(fqValue).toHaveText(/频率 \d{2}\.\d{3} Hz/);
  await expect(svg.locator('[data-testid="meter-value"][data-point="SMDL-AH01.UAA"]')).toHaveText(/电压 \d+\.\d{3} kV/);
  await expect(fqValue).toHaveAttribute('data-level', /normal|warning|alarm/);
  // each frequency is drawn in the colour the legend gives its level (±0.2 Hz normal, ±0.5 Hz warning, beyond: alarm)
  const swatches = await page
    .getByTestId('diagram-legend')
    .locator('span[style*="background"]')
    .evaluateAll((spans) => spans.map((e) => getComputedStyle(e).backgroundColor));
  expect(new Set(swatches).size).toBe(4);
  const drawn = await svg
    .locator('[data-testid="meter-value"][data-point$=".fq"]')
    .evaluateAll((texts) => texts.map((e) => ({ text: e.textContent ?? '', fill: getComputedStyle(e).fill })));
  expect(drawn.length).toBeGreaterThan(3);
  for (const d of drawn) {
    const off = Math.abs(Number(/(\d+\.\d+) Hz/.exec(d.text)![1]) - 50);
    if (Math.abs(off - 0.2) < 0.001 || Math.abs(off - 0.5) < 0.001) continue; // shown to 3 decimals: a value on a limit may round across it
    expect(d.fill, d.text).toBe(swatches[off <= 0.2 ? 0 : off <= 0.5 ? 1 : 2]);
  }
  const first = await svg.locator('[data-testid="meter-value"]').allTextContents();
  await expect.poll(() => svg.locator('[data-testid="meter-value"]').allTextContents(), { timeout: 3000 }).not.toEqual(first);
  await page.screenshot({ path: 'test-results/portal-svg.png', fullPage: true });
});

test('the portal home loads neither chart library', async ({ page }) => {
  const urls = new Set<string>();
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) urls.add(r.url());
  });
  await page.goto('/portal/home', { waitUntil: 'networkidle' });
  // read the bodies afterwards: a response body the page has already dropped cannot be read from the event
  const scripts = await Promise.all([...urls].map(async (u) => (await page.request.get(u)).text()));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('u-legend'))).toHaveLength(0); // uPlot
  expect(scripts.filter((s) => s.includes('changeData'))).toHaveLength(0); // G2Plot
});

test('a 510 answer of the curve data shows the server message as a warning', async ({ page }) => {
  const text = '实时库会话 42 不存在或已过期，请重新打开（wrdbID=0）';
  await page.route('**/api/wrdb/queryWrdbData?*', (route) =>
    route.fulfill({ json: { success: false, message: text, code: 510, result: null, timestamp: Date.now() } }),
  );
  await page.goto('/portal/powerfreqcurve');
  await expect(page.locator('.ant-message-warning')).toContainText(text);
  const fq = page.locator('[data-testid="live-curve"][data-meastype="fq"]');
  await expect(fq).toHaveAttribute('data-points', '0'); // the placeholder only
  await expect(fq.locator('.u-legend')).toContainText('北京西500kV变电站'); // named lines, no points
  await expect(page.locator('.ant-message-notice-wrapper').first()).not.toHaveClass(/move-up/); // the message has slid in
  await page.screenshot({ path: 'test-results/portal-curve-510.png' });
});

/** Headless Chromium keeps every tab visible (bringToFront changes nothing), so the browser's own signal is emulated. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('a hidden tab closes the wrdb sessions and a visible one opens them again', async ({ page }) => {
  await page.goto('/portal/realtimecurves');
  const curves = page.getByTestId('live-curve');
  await expect(curves.first()).toHaveAttribute('data-last', /^\d/, { timeout: 10_000 });
  const closes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/wrdb/closeWrdb?')) closes.push(r.url());
  });
  await setHidden(page, true);
  await expect.poll(() => closes.length).toBe(6); // one session per curve
  await expect(curves.first().getByText('已停止')).toBeVisible();
  const stoppedAt = await curves.first().getAttribute('data-last');
  await page.waitForTimeout(1500); // on purpose: a hidden page must not move, and only time shows that
  expect(await curves.first().getAttribute('data-last')).toBe(stoppedAt);

  const reopened = page.waitForRequest(/queryWrdbLastTimestamp\?.*wrdbID=0/);
  await setHidden(page, false);
  await reopened;
  await expect(curves.first().locator('.ant-tag').getByText('实时')).toBeVisible();
  await expect.poll(async () => Number(await curves.first().getAttribute('data-last')), { timeout: 3000 }).toBeGreaterThan(Number(stoppedAt));
});

test('the history page reads 1 s aggregates for an hour and 10 min ones for a month, with min and max', async ({ page }) => {
  await page.goto('/portal/historycurve');
  await expect(page.getByRole('heading', { name: '历史曲线' })).toBeVisible();
  const curve = page.getByTestId('history-curve');
  await page.getByText('1 小时', { exact: true }).click();
  await expect(curve).toHaveAttribute('data-level', '1s', { timeout: 10_000 });
  // the server has run seconds or minutes: some 1 s aggregates, in buckets of 2 s
  await expect
    .poll(
      async () => {
        await curve.getByText('刷新').click();
        return Number(await curve.getAttribute('data-points'));
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  await expect(curve.getByText('1 秒统计')).toBeVisible();
  await expect(curve.locator('.u-legend')).toContainText('最大值');
  await page.screenshot({ path: 'test-results/portal-history.png' });
  await page.getByText('30 天', { exact: true }).click();
  await expect(curve).toHaveAttribute('data-level', '10m', { timeout: 10_000 });
  await expect(curve.getByText('10 分钟统计')).toBeVisible();
});

test('a live curve goes back into history (1 s, then 1 min aggregates), pans earlier, zooms by dragging and returns to live', async ({ page }) => {
  await page.goto('/portal/realtimecurves');
  const curve = page.getByTestId('live-curve').first();
  await expect(curve).toHaveAttribute('data-last', /^\d/, { timeout: 10_000 });
  const bar = curve.getByTestId('curve-range');
  await bar.getByText('1 小时', { exact: true }).click();
  await expect(curve).toHaveAttribute('data-mode', 'history');
  await expect(curve).toHaveAttribute('data-level', '1s', { timeout: 10_000 });
  await expect(bar.getByText('1 秒统计')).toBeVisible();
  await expect(curve.getByText('实时', { exact: true }).and(curve.locator('.ant-tag'))).toHaveCount(0);
  // the hour back from now holds the seconds this server has run: mean, min and max lines
  await expect.poll(async () => Number(await curve.getAttribute('data-points')), { timeout: 10_000 }).toBeGreaterThan(6);
  await expect(curve.locator('.u-legend')).toContainText('最大值');
  const stopped = Number(await curve.getAttribute('data-last'));
  const label = await bar.getByText(/^历史 /).textContent();
  await bar.getByRole('button', { name: /^更 ?早$/ }).click();
  await expect(bar.getByText(/^历史 /)).not.toHaveText(label!);
  await bar.getByText('24 小时', { exact: true }).click();
  await expect(curve).toHaveAttribute('data-level', '1m', { timeout: 10_000 });
  await expect(bar.getByText('1 分钟统计')).toBeVisible();
  await bar.getByText('1 小时', { exact: true }).click();
  await expect(curve).toHaveAttribute('data-level', '1s', { timeout: 10_000 });
  // dragging across the last fifth of the hour zooms into it (no preset span is chosen then)
  const hour = await bar.getByText(/^历史 /).textContent();
  const box = (await curve.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(bar.getByText(/^历史 /)).not.toHaveText(hour!);
  await expect(bar.locator('.ant-segmented-item-selected')).toHaveCount(0);
  await expect(curve).toHaveAttribute('data-mode', 'history');
  await expect.poll(async () => Number(await curve.getAttribute('data-points')), { timeout: 10_000 }).toBeGreaterThan(6);
  await page.screenshot({ path: 'test-results/portal-curve-history.png' });
  // the live reads were stopped while in the past
  expect(Number(await curve.getAttribute('data-last'))).toBe(stopped);
  await bar.getByRole('button', { name: '回到实时' }).click();
  await expect(curve).toHaveAttribute('data-mode', 'live');
  await expect(curve.locator('.ant-tag').getByText('实时', { exact: true })).toBeVisible();
  await expect.poll(async () => Number(await curve.getAttribute('data-last')), { timeout: 5000 }).toBeGreaterThan(stopped);
  await page.screenshot({ path: 'test-results/portal-curve-back-live.png' });
});

test("a curve's range lives in the URL: reload keeps a preset (re-read as now moves) and a fixed range", async ({ page }) => {
  await page.goto('/portal/powerfreqcurve');
  const fq = page.locator('[data-testid="live-curve"][data-meastype="fq"]');
  const ua = page.locator('[data-testid="live-curve"][data-meastype="UAA"]');
  const bar = fq.getByTestId('curve-range');
  await expect(fq).toHaveAttribute('data-last', /^\d/, { timeout: 10_000 });
  await bar.getByText('10 分钟', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]range\.fq=10m(&|$)/);

  await page.reload();
  await expect(fq).toHaveAttribute('data-mode', 'history');
  await expect(bar.locator('.ant-segmented-item-selected')).toHaveText('10 分钟');
  await expect(bar.getByText('跟随当前')).toBeVisible();
  await expect(fq).toHaveAttribute('data-level', /1s|ring/, { timeout: 10_000 });
  await expect(ua).toHaveAttribute('data-mode', 'live'); // the other curve keeps its own (no) range
  // a range ending now is read again by itself, its label moving with now
  const label = await bar.getByTestId('curve-range-label').textContent();
  const reread = await page.waitForRequest(/queryWrdbHistory\?/, { timeout: 8000 });
  expect(reread.url()).toContain('recordID=');
  await expect(bar.getByTestId('curve-range-label')).not.toHaveText(label!);

  // dragging across the newest half zooms into it: a fixed range, kept as from-to
  const box = (await fq.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/[?&]range\.fq=\d+-\d+(&|$)/);
  await expect(bar.getByText('跟随当前')).toHaveCount(0); // drawn: the URL changes before the render
  const fixed = await bar.getByTestId('curve-range-label').textContent();
  await page.reload();
  await expect(bar.getByTestId('curve-range-label')).toHaveText(fixed!);
  await expect(bar.locator('.ant-segmented-item-selected')).toHaveCount(0);
  await expect(bar.getByText('跟随当前')).toHaveCount(0);
  await expect(fq.locator('.ant-tag').getByText('实时', { exact: true })).toHaveCount(0); // no live reads in the past
  // two devices' mean, min and max, each with the range's two ends: more than 12 points is data
  await expect.poll(async () => Number(await fq.getAttribute('data-points')), { timeout: 10_000 }).toBeGreaterThan(12);
  await expect(fq.locator('.u-legend')).toContainText('北京西500kV变电站 最大值');
  await page.screenshot({ path: 'test-results/portal-curve-url-range.png' });
  // back: the preset again
  await page.goBack();
  await expect(bar.locator('.ant-segmented-item-selected')).toHaveText('10 分钟');
});
