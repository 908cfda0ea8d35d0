import os from 'node:os';
import path from 'node:path';
import { defineConfig, type BrowserContextOptions } from '@playwright/test';

// Each Playwright worker starts its own real server on a fresh data directory (tests/e2e/fixtures.ts,
// worker fixture `server`), so spec files run side by side without seeing each other's records.
// The values below are per worker: a worker process has TEST_PARALLEL_INDEX (0 … workers-1) set before it
// loads this file, and a worker that replaces a failed one keeps its index, so its port too.
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// E2E_PORT lets two checkouts run their browser tests side by side; workers step by 1000 (8197, 9197, …)
// so checkouts whose E2E_PORT differ by less than that never meet.
/** this worker's server port */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8197) + 1000 * workerIndex;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN_PASSWORD = 'E2e#Admin123';
/** where this worker's server's logging SMS sender also writes each code (the phone-login tests read it) */
export const E2E_SMS_OUTBOX = path.join(os.tmpdir(), `isps-e2e-sms-${E2E_PORT}.jsonl`);
/** the soak server's port (tests/e2e/soak/withSoakServer.ts: a server that simulates while the server suite runs) */
export const E2E_SOAK_PORT = Number(process.env.E2E_PORT ?? 8197) + 200;
/** the OpenID Connect provider tests/e2e/oidc.spec.ts starts on loopback (the server only reaches it when someone signs in that way) */
export const E2E_OIDC_PORT = E2E_PORT + 100;
export const E2E_OIDC_CLIENT = { id: 'isps-e2e', secret: 'isps-e2e-secret' };

/** the browser contexts' options: Chinese, a reader whose system asks for reduced motion, a laptop's screen */
export const CONTEXT_OPTIONS = {
  locale: 'zh-CN',
  // the console then opens dialogs and menus without animating them (settings/useReducedMotion.ts), so a test waits on
  // no animation; settings.spec.ts checks both ways
  reducedMotion: 'reduce',
  viewport: { width: 1366, height: 800 },
} satisfies BrowserContextOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // two workers share two cores: a page takes longer to settle than when one browser had the machine
  timeout: 90_000,
  // two workers on two cores: a page may take over 10 s to settle while the other worker's page loads too
  expect: { timeout: 15_000 },
  // two by default: on the 2-core machine two workers ran the suite in 10.8 min against 12.5 for one (2026-11-28, after
  // tests started signed in and servers stopped simulating for nobody; docs/testing.md); E2E_WORKERS to choose
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list'], ['./tests/e2e/slowestFiles.ts']],
  use: {
    // the tests' page is one per worker, kept with its HTTP cache (fixtures.ts, keptContext.ts); contexts a spec opens itself
    // get these options too; baseURL is each worker's own server (fixtures.ts)
    ...CONTEXT_OPTIONS,
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's own headless build (the one Playwright runs by default), 8-16 % less CPU
      // than the full browser in --headless over the same specs (docs/testing.md, twelfth round); E2E_CHROMIUM=/usr/bin/chromium
      // runs them in the full browser
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
