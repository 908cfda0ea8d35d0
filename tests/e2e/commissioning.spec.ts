import { project } from '../../src/shared/cnProjection.js';
import { expect, test } from './fixtures.js';
import { fill, formItem, pick, removeRecords, runId } from './crud.js';
import { signIn } from './signIn.js';

const equipId = `E2E-${runId()}`.toUpperCase();
// the portal's pages (a later spec) show the seeded devices only
test.afterAll(() => removeRecords('/isps/device', { equipId }));

test('register a device in four steps (basic data, a phasor point, a place picked on the map, confirmation), then find its card', async ({ page }) => {
  await signIn(page, '/idevice/commission');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/设备管理/设备登记');
  const form = page.getByTestId('commission');
  const next = form.getByRole('button', { name: '下一步' });

  // basic data: a step refuses to move on while a required field is empty
  await next.click();
  await expect(formItem(form, '装置编号')).toContainText('不能为空');
  await fill(form, '装置编号', equipId);
  await pick(form, '装置类型', '控制同步测量装置');
  await fill(form, '中文名称', `南京调试站 ${equipId}`);
  await next.click();

  // points: one extra phasor point; its ids are left for the server to fill
  await form.getByText('添加量测点').click();
  await pick(form, '量测类型', '电压相量幅值');
  await fill(form, '相量通道', '1');
  await page.screenshot({ path: 'test-results/commission-points.png', animations: 'disabled', fullPage: true });
  await next.click();

  // location: a click on Nanjing sets longitude, latitude and the province under it
  const map = page.getByTestId('commission-map');
  await expect(map.locator('path[data-name-zh]').first()).toBeAttached();
  const box = (await map.boundingBox())!;
  const [x, y] = project(118.79, 32.06);
  await map.click({ position: { x: (x / 1000) * box.width, y: (y / 800) * box.height } });
  await expect(page.getByTestId('commission-marker')).toBeVisible();
  await expect(formItem(form, '省份').locator('.ant-select-selection-item')).toHaveText('江苏'); // a dictionary field: the select shows it
  expect(Number(await formItem(form, '经度').locator('input').inputValue())).toBeCloseTo(118.79, 0);
  expect(Number(await formItem(form, '纬度').locator('input').inputValue())).toBeCloseTo(32.06, 0);
  await page.screenshot({ path: 'test-results/commission-map.png', animations: 'disabled', fullPage: true });
  await next.click();

  // confirmation shows what will be written
  const summary = page.getByTestId('commission-summary');
  await expect(summary).toContainText(equipId);
  await expect(summary).toContainText('江苏');
  await expect(summary).toContainText('电压相量幅值');
  await page.screenshot({ path: 'test-results/commission-confirm.png', animations: 'disabled', fullPage: true });
  await form.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('装置已登记')).toBeVisible();

  // the card list finds it, with type, live status and location
  await page.getByRole('button', { name: '查看设备卡片' }).click();
  await expect(page).toHaveURL(/\/idevice\/cards\?equipId=/);
  const card = page.getByTestId(`device-card-${equipId}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('控制同步测量装置');
  await expect(card).toContainText('江苏');
  await expect(card.getByTestId('device-live')).toHaveText(/在线|离线/);
  await page.screenshot({ path: 'test-results/commission-card.png', animations: 'disabled', fullPage: true });

  // and the query form of the full card grid pages through every device
  await page.goto('/idevice/cards');
  await expect(page.locator('[data-testid^="device-card-"]')).toHaveCount(12);
  await expect(page.locator('.ant-list-pagination')).toBeVisible();
  // a long query label wraps rather than ending in "…"
  const label = page.locator('label', { hasText: '接入方式 (C37.118)' });
  await expect(label).toBeVisible();
  const clipped = (el: Element) => {
    const box = el.closest('.ant-formily-item-label-content') ?? el; // the box that cuts a label short
    return box.scrollWidth > box.clientWidth + 1;
  };
  expect(await label.evaluate(clipped)).toBe(false);
  await page.screenshot({ path: 'test-results/device-cards.png', animations: 'disabled', fullPage: true });
});
