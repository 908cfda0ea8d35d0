import { adminApi } from './crud.js';
import { expect, test } from './fixtures.js';
import { signIn } from './signIn.js';

// A fresh install's simulator raises power-quality events every few seconds: they are stored (电能质量事件), but the
// bell holds only what a person would act on. This worker's server has simulated since the run began; the test
// waits for an event newer than itself, so it checks a bell that simulation had every chance to fill.
test('simulated devices raise power-quality events that are stored but never reach the bell', async ({ page }) => {
  const since = Date.now();
  const api = await adminApi();
  try {
    const newest = async () =>
      Number((await api.call('get', 'pq/event/list', { pageSize: '1', column: 'startMs', order: 'desc' })).result.records[0]?.startMs ?? 0);
    await expect.poll(newest, { timeout: 60_000, intervals: [2_000] }).toBeGreaterThan(since);
  } finally {
    await api.dispose();
  }

  // the event is in the list, started after this test did
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
