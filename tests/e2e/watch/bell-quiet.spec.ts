import { adminApi } from '../crud.js';
import { expect, test } from '../fixtures.js';
import { signIn } from '../signIn.js';

// A fresh install's simulator raises power-quality events every few seconds: they are stored (电能质量事件), but the
// bell holds only what a person would act on. The check is the bell after 10 minutes of simulation: this
// file runs last (files run in path order, watch/ after the rest), on a worker whose server has simulated since
// the run began; it waits for whatever is missing of the 10 minutes (all of them when run alone).
const SIMULATED_S = 600;

test('after 10 minutes of simulation, power-quality events are stored and none of them reached the bell', async ({ page }) => {
  test.setTimeout((SIMULATED_S + 180) * 1000);
  const api = await adminApi();
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
  await signIn(page, '/ipq/events');
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
  await signIn(page, '/isps/userAnnouncement');
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/装置 \S+ (电压|频率|快速)/);
});
