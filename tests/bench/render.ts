import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { ADMIN_PASSWORD } from './server.js';
import { WIDE_PATH, wideRow, wideSchemasDir } from './wideSchema.js';
import { median } from './stats.js';

export const RENDER_GOAL_MS = 100;
/** page turns measured, each followed by one floor sample: the VM's speed drifts, so both see the same moments */
const SAMPLES = 30;
const WARM_UP = 2;

export interface RenderResult {
  medianMs: number;
  p90Ms: number;
  baselineMs: number;
  ratio: number;
  samples: number;
}

const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

// in the page: when the list response arrives, and when 100 new rows are laid out and painted
const PROBE = () => {
  const w = window as unknown as { __listAt?: number; __paintAt?: number; __firstKey?: string | null };
  const orig = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await orig(...args);
    if (String(args[0]).includes('/bench/wide/list')) w.__listAt = performance.now();
    return res;
  };
  // polled once a frame rather than observed: a subtree MutationObserver would queue a record for every node
  // React inserts, a cost the plain-HTML floor (one insertion) does not pay
  // (a property, not a const: tsx would wrap a named const in __name, which the page does not have)
  const loop: { poll?: () => void } = {};
  loop.poll = () => {
    // virtual scrolling renders only the rows in view: the page is there once its first row is the new one
    const key = document.querySelector('.crud-table .ant-table-row')?.getAttribute('data-row-key') ?? null;
    if (key !== null && key !== w.__firstKey && w.__listAt && !w.__paintAt) {
      w.__firstKey = key;
      setTimeout(() => {
        w.__paintAt = performance.now();
      }, 0); // after this frame's paint
    }
    requestAnimationFrame(loop.poll!);
  };
  requestAnimationFrame(loop.poll);
};

async function sample(page: Page, click: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as any;
    w.__listAt = undefined;
    w.__paintAt = undefined;
  });
  await click();
  await page.waitForFunction(() => (window as any).__paintAt !== undefined, undefined, { timeout: 20_000 });
  return page.evaluate(() => (window as any).__paintAt - (window as any).__listAt);
}

/** The DOM floor: the same 100 × 30 cells as one plain table built from an HTML string, laid out and painted once. */
async function floorOnce(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const cells = Array.from({ length: 100 }, (_, r) => `<tr>${Array.from({ length: 30 }, (_, c) => `<td>值 ${r}-${c}</td>`).join('')}</tr>`).join('');
    const t0 = performance.now();
    const div = document.createElement('div');
    div.innerHTML = `<table>${cells}</table>`;
    document.body.appendChild(div);
    void document.body.offsetHeight;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const took = performance.now() - t0;
    div.remove();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))); // the removal painted too
    return took;
  });
}

/** RENDER_PROF=1: one more page turn under the V8 profiler, printing where its time went (self time by function). */
async function profileTurn(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await sample(page, () => page.locator('.ant-pagination-next').click());
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; timeDeltas: number[] };
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    byFn.set(k, (byFn.get(k) ?? 0) + (self.get(n.id) ?? 0));
  }
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`);
}

/** Render time of a 100-row × 30-column schema page in Chromium, from the list response to painted rows. */
export async function renderBench(): Promise<RenderResult> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-render-'));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    env: { ...process.env, ISPS_CLIENT_DIR: clientDir },
    stdio: 'inherit',
  });
  const schemasDir = wideSchemasDir();
  const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, dataDir: 'memory://', schemasDir, clientDir };
  const database = await connect({ dataDir: config.dataDir });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const api = `${origin}${config.apiBase}`;
    const login = (await fetch(`${api}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json())) as { result: { token: string } };
    const token = login.result.token;
    // a page per turn: the list keeps pages it has shown (swr) and would show one again before any answer,
    // so each turn goes forward to a page never loaded (what it measures: server answer → painted rows)
    const rows = (WARM_UP + SAMPLES + 2) * 100; // one more for RENDER_PROF's turn
    for (let n = 0; n < rows; n += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const r = await fetch(`${api}/bench/wide/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'X-Access-Token': token },
            body: JSON.stringify(wideRow(n + i)),
          });
          if (!r.ok) throw new Error(`seeding the wide table: ${await r.text()}`);
        }),
      );
    }
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('pro__Access-Token', JSON.stringify({ value: t, expire: Date.now() + 3600_000 })), token);
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(`${origin}${WIDE_PATH}`);
    await page.waitForSelector('.crud-table .ant-table-row');
    await page.evaluate(() => {
      (window as any).__firstKey = document.querySelector('.crud-table .ant-table-row')?.getAttribute('data-row-key');
    });
    const times: number[] = [];
    const floors: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      const took = await sample(page, () => page.locator('.ant-pagination-next').click());
      const floor = await floorOnce(page);
      if (i >= WARM_UP) {
        times.push(took);
        floors.push(floor);
      } // the first turns warm up the JIT
    }
    if (process.env.RENDER_PROF) await profileTurn(page);
    return { medianMs: median(times), p90Ms: p90(times), baselineMs: median(floors), ratio: median(times.map((t, i) => t / floors[i])), samples: times.length };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
    fs.rmSync(schemasDir, { recursive: true, force: true });
  }
}

export function renderTable(r: RenderResult): string {
  return [
    '| page render (100 rows × 30 columns, Chromium) | median | p90 | plain-HTML floor | ratio (median of per-turn ratios) | goal | pass/fail |',
    '|---|--:|--:|--:|--:|---|---|',
    `| list response → rows painted (${r.samples} page turns; virtual rows above 1,500 cells) | ${r.medianMs.toFixed(1)} ms | ${r.p90Ms.toFixed(1)} ms | ${r.baselineMs.toFixed(1)} ms | ${r.ratio.toFixed(2)}× | < ${RENDER_GOAL_MS} ms | ${r.medianMs < RENDER_GOAL_MS ? 'pass' : 'FAIL'} |`,
  ].join('\n');
}
