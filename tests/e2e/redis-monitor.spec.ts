import { E2E_ADMIN_PASSWORD } from '../../playwright.config.js';
import { redisBinary, redisServer } from '../setup/redisServer.js';
import { openMenu } from './crud.js';
import { expect, test } from './fixtures.js';
import { freePort, startServer, type E2eServer } from './server.js';

// Issue 15: the Redis monitor against a real Redis. The worker's e2e server has no REDIS_URL, so this file
// starts its own ISPS process on a throw-away redis-server (Debian's; .ci/run installs it).
const bin = redisBinary();
let redis: Awaited<ReturnType<typeof redisServer>> | null = null;
let server: E2eServer | null = null;

test.skip(!bin, 'redis-server is not installed');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await redisServer(bin!);
  server = await startServer({ port: await freePort(), name: 'redis', env: { REDIS_URL: redis.url, ISPS_REDIS_PREFIX: 'e2e-redis:' } });
});

test.afterAll(async () => {
  await server?.stop();
  await redis?.close();
});

test('the Redis monitor shows live figures of a real Redis and its terminal runs only read commands', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server!.origin}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await openMenu(page, '系统监控', 'Redis 监控');

  await expect(page.getByText(/^Redis \d+\.\d+/)).toBeVisible();
  await expect(page.getByTestId('chart-redis-ops').locator('canvas')).toBeVisible();
  // no click, no reload: the page polls, and the server's own traffic (live samples mirrored into Redis streams) moves the figures
  const memory = page.locator('.ant-statistic').filter({ hasText: '内存' }).locator('.ant-statistic-content');
  await expect(memory).toHaveText(/\d/);
  const first = await memory.innerText();
  await expect.poll(() => memory.innerText(), { timeout: 20_000 }).not.toBe(first);

  const terminal = page.getByTestId('redis-terminal');
  const command = page.getByTestId('redis-command'); // antd's Input.Search puts the test id on the input itself
  await command.fill('DBSIZE');
  await command.press('Enter');
  await expect(terminal).toContainText('> DBSIZE');
  await expect(terminal.locator('div > div').nth(1)).toHaveText(/^\d+$/);
  await command.fill('FLUSHALL');
  await command.press('Enter');
  await expect(terminal).toContainText('只允许只读命令');
  await expect(terminal).toContainText('FLUSHALL 不能执行');
  await page.mouse.move(0, 700);
  await page.screenshot({ path: 'test-results/ops-monitor-redis-live.png', animations: 'disabled' });
});
