import { E2E_ORIGIN } from '../../../playwright.config.js';
import { adminApi } from '../crud.js';
import { expect, test } from '../fixtures.js';
import { signIn } from '../signIn.js';

// A fresh install's simulator raises power-quality events every few seconds: they are stored (电能质量事件), but the
// bell holds only what a person would act on. The check is the bell after 10 minutes of simulation. `npm test`
// starts a fresh default install for it before the server suite (tests/e2e/soak/withSoakServer.ts, E2E_SOAK_ORIGIN),
// so its minutes pass meanwhile; run alone, the test uses its worker's server. Either way it waits for whatever is
// missing of the 10 minutes, and this file runs last (files run in path order, watch/ after the rest).
const SIMULATED_S = 600;
const origin = process.env.E2E_SOAK_ORIGIN ?? E2E_ORIGIN;

test('after 10 minutes of simulation, power-quality events are stored and none of them reached the bell', async ({ page }) => {
  test.setTimeout((SIMULATED_S + 180) * 1000);
  const api = await adminApi(origin);
  try {
    // the actuator answers Spring's shape, not the envelope
    const metric = (await api.call('get', 'actuator/metrics/process.uptime')) as unknown as { measurements: { value: number }[] };
    const uptime = metric.measurements[0].value;
    await page.waitForTimeout(Math.max(0, SIMULATED_S - uptime) * 1000);
    // the simulator raised events all along (a fresh install had 105 messages in 55 minutes before)
    const stored = (await api.call('get', 'pq/event/list', { pageSize: '1' })).result.total;
    expect(stored).toBeGreaterThanOrEqual(10);
  } finally {
    await api.dispose();
  }

  // the events are in the list
  await signIn(page, '/ipq/events', { origin });
  const rows = page.getByTestId('pq-event-table').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // and nowhere on the bell: neither tab lists a device event
  await page.getByTestId('notice-bell').click();
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ has: page.getByTestId('notice-popover') });
  await expect(popover).toBeVisible();
  await popover.getByRole('tab', { name: /^系统消息/ }).click();
  await expect(popover.getByRole('tabpanel')).toBeVisible();
  await page.screenshot({ path: 'test-results/bell-quiet.png' });
  await expect(popover.getByText(/^装置 \S+ (电压|频率|快速)/)).toHaveCount(0);

  // 我的消息 lists every message the admin received, read or not: no device event there either
  await signIn(page, '/isps/userAnnouncement', { origin });
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/装置 \S+ (电压|频率|快速)/);
});
