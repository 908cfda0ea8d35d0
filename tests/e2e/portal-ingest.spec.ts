import { request } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../../playwright.config.js';
import { startPmuSim } from '../../src/server/realtime/pmusim/server.js';
import { removeRecords } from './crud.js';
import { expect, test } from './fixtures.js';

// A real device: pmu-sim streams IEEE C37.118.2 over TCP, the server connects to it as a PDC.

test('a device fed by pmu-sim appears on the overview, its live value moves, and so does its curve', async ({ page }) => {
  const sim = await startPmuSim({ mode: 'tcp', port: 0, idcode: 501, rate: 50, phasors: 3 });
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}/isps-api/` });
  try {
    const login = await (await api.post('sys/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json();
    const add = await (
      await api.post('isps/device/add', {
        headers: { 'X-Access-Token': login.result.token },
        data: {
          equipId: 'PMU-E2E1',
          equipType: 'SMD-C',
          nameZh: '实测PMU一号',
          nameEn: 'Real PMU 1',
          province: '湖北',
          lat: 30.6,
          lng: 114.3,
          reportRate: 50,
          transport: 'tcp',
          host: '127.0.0.1',
          port: sim.port,
          idcode: 501,
        },
      })
    ).json();
    expect(add.success).toBe(true);

    await page.goto('/portal/overview');
    await page.getByPlaceholder('搜索装置名称或编号').fill('PMU-E2E1');
    const row = page.getByTestId('overview-table').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('实测PMU一号');
    const fq = row.getByTestId('value-fq');
    await expect(fq).toHaveText(/^(49\.9[5-9]\d|50\.0[0-5]\d)$/, { timeout: 15_000 }); // pmu-sim: 50 Hz ± 50 mHz
    const first = await fq.innerText();
    await expect.poll(() => fq.innerText(), { timeout: 15_000 }).not.toBe(first);
    await page.screenshot({ path: 'test-results/portal-ingest-overview.png' });

    // its curve: chosen on the real-time curves page, as a person would
    await page.goto('/portal/realtimecurves');
    await expect(page.getByTestId('live-curve').first()).toBeVisible({ timeout: 10_000 });
    await page.getByTestId('device-select').getByRole('combobox').click();
    await page.keyboard.type('PMU-E2E1');
    const option = page.locator('.ant-select-item-option').filter({ hasText: '实测PMU一号 (PMU-E2E1)' });
    await expect(option).toBeVisible();
    // the page may have picked it among its default devices (one of each type): then it stays chosen
    if (!(await option.getAttribute('class'))!.includes('ant-select-item-option-selected')) await option.click();
    await page.keyboard.press('Escape');
    const curve = page.getByTestId('live-curve').filter({ hasText: '实测PMU一号' }); // its legend names the device
    await expect(curve).toHaveAttribute('data-last', /^\d/, { timeout: 15_000 });
    await expect.poll(async () => Number(await curve.getAttribute('data-points', { timeout: 5000 })), { timeout: 10_000 }).toBeGreaterThan(100); // 50 frames/s
    const last0 = Number(await curve.getAttribute('data-last', { timeout: 5000 }));
    const pixels0 = await curve.locator('canvas').screenshot({ timeout: 5000 });
    await expect.poll(async () => Number(await curve.getAttribute('data-last', { timeout: 5000 })), { timeout: 5000, intervals: [250] }).toBeGreaterThan(last0);
    await expect.poll(async () => (await curve.locator('canvas').screenshot({ timeout: 5000 })).equals(pixels0), { timeout: 5000 }).toBe(false);
    await curve.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/portal-ingest-curve.png' });
  } finally {
    await api.dispose();
    await removeRecords('/isps/device', { equipId: 'PMU-E2E1' });
    await sim.close();
  }
});
