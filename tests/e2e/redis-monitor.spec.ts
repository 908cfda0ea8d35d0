import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../../playwright.config.js';
import { redisBinary, redisServer } from '../setup/redisServer.js';
import { openMenu } from './crud.js';
import { expect, test } from './fixtures.js';

// Issue 15: the Redis monitor against a real Redis. The shared e2e server has no REDIS_URL, so this file
// starts its own ISPS process on a throw-away redis-server (Debian's; .ci/run installs it).
const bin = redisBinary();
const PORT = E2E_PORT + 3;
const origin = `http://127.0.0.1:${PORT}`;
let redis: Awaited<ReturnType<typeof redisServer>> | null = null;
let server: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-e2e-redis-'));

test.skip(!bin, 'redis-server is not installed');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await redisServer(bin!);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ISPS_DATA_DIR: dataDir,
      ISPS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      REDIS_URL: redis.url,
      ISPS_REDIS_PREFIX: 'e2e-redis:',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/isps-api/sys/dict/getDictItems/sex`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r).kill('SIGTERM'));
  await redis?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the Redis monitor shows live figures of a real Redis and its terminal runs only read commands', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/user/login`);
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
