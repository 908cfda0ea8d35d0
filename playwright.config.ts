import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real server on a fresh data directory (first start: schema, seed, admin password).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-e2e-'));
// E2E_PORT / ISPS_CLIENT_DIR let two checkouts run their browser tests side by side
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8197);
export const E2E_ADMIN_PASSWORD = 'E2e#Admin123';
/** where the server's logging SMS sender also writes each code (the phone-login test reads it) */
export const E2E_SMS_OUTBOX = path.join(os.tmpdir(), `isps-e2e-sms-${E2E_PORT}.jsonl`);
/** the OpenID Connect provider tests/e2e/oidc.spec.ts starts on loopback (the server only reaches it when someone signs in that way) */
export const E2E_OIDC_PORT = E2E_PORT + 100;
export const E2E_OIDC_CLIENT = { id: 'isps-e2e', secret: 'isps-e2e-secret' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['./tests/e2e/slowestFiles.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'node_modules/.bin/tsx src/server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/isps-api/sys/dict/getDictItems/sex`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      ...(process.env.ISPS_CLIENT_DIR ? { ISPS_CLIENT_DIR: process.env.ISPS_CLIENT_DIR } : {}),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      ISPS_DATA_DIR: dataDir,
      ISPS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ISPS_SELF_REGISTER: 'on',
      ISPS_SMS_OUTBOX: E2E_SMS_OUTBOX,
      ISPS_OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      ISPS_OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
      ISPS_OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
      ISPS_OIDC_REDIRECT_URI: `http://127.0.0.1:${E2E_PORT}/isps-api/sys/thirdLogin/oidc/callback`,
    },
  },
});
