import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { ADMIN_PASSWORD } from './server.js';

export const FIRST_LOAD_GOAL_KB = 600;
/** the public portal is the product's first impression: it must stay lighter than the console */
export const PORTAL_FIRST_LOAD_GOAL_KB = 300;

export interface FirstLoad {
  page: string;
  files: number;
  gzipKb: number;
  goalKb?: number;
}

/**
 * What a browser downloads as JavaScript to show a page the first time, gzip-compressed
 * (each script gzipped at level 9, as a server would): the login page, and the console's
 * home (the analysis dashboard with its chart) right after logging in, and the public portal's home page.
 */
export async function firstLoads(): Promise<FirstLoad[]> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-bundle-'));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    env: { ...process.env, ISPS_CLIENT_DIR: clientDir },
    stdio: 'inherit',
  });
  const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, dataDir: 'memory://', schemasDir: path.resolve('schemas'), clientDir };
  const database = await connect({ dataDir: config.dataDir });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
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
  });
  try {
    const measure = async (name: string, url: string, token?: string, ready?: string, goalKb?: number): Promise<FirstLoad> => {
      const context = await browser.newContext();
      if (token) {
        await context.addInitScript((t) => {
          localStorage.setItem('pro__Access-Token', JSON.stringify({ value: t, expire: Date.now() + 3600_000 }));
          localStorage.setItem('pro__Login_Userinfo', JSON.stringify({ value: { username: 'admin', realname: '管理员' }, expire: Date.now() + 3600_000 }));
        }, token);
      }
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) scripts.push(r.body().then((b) => zlib.gzipSync(b, { level: 9 }).length));
      });
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
      if (ready) await page.waitForSelector(ready);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(scripts);
      await context.close();
      return { page: name, files: sizes.length, gzipKb: Math.round(sizes.reduce((a, b) => a + b, 0) / 1024), goalKb };
    };
    const login = (await fetch(`${origin}${config.apiBase}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json())) as { result: { token: string } };
    return [
      await measure('login page (/user/login)', '/user/login', undefined, 'form'),
      await measure('console home (/dashboard/analysis)', '/dashboard/analysis', login.result.token, '[data-testid="visit-chart"] canvas', FIRST_LOAD_GOAL_KB),
      await measure('portal home (/portal/home)', '/portal/home', undefined, '[data-testid="device-SMD-W"]', PORTAL_FIRST_LOAD_GOAL_KB),
    ];
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}

export function bundleTable(loads: FirstLoad[]): string {
  const rows = loads.map((l) => {
    const goal = l.goalKb ? `≤ ${l.goalKb} KB` : '—';
    const verdict = l.goalKb ? (l.gzipKb <= l.goalKb ? 'pass' : 'FAIL') : '';
    return `| ${l.page} | ${l.files} | ${l.gzipKb} KB | ${goal} | ${verdict} |`;
  });
  return ['| first load | JS files | JS, gzip | goal | pass/fail |', '|---|--:|--:|---|---|', ...rows].join('\n');
}
