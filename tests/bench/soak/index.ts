import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ADMIN_PASSWORD } from '../server.js';
import { plotPng } from './plot.js';

export interface SoakOptions {
  minutes: number;
  pollers: number;
  sockets: number;
  /** an administrator's step (list, export, report, heat map) every clickMs */
  clickMs: number;
}

export interface SoakResult extends SoakOptions {
  /** [minutes since start, RSS MB, heap used MB] every 10 s */
  samples: [number, number, number][];
  /** RSS at `settle` minutes, and the highest after it */
  rssAt10: number;
  rssMaxAfter: number;
  /** minutes after which RSS must stay flat: 10, or half of a shorter run */
  settle: number;
  growth: number;
  counts: Record<string, number>;
  /** failed polls by HTTP status and message */
  pollFailures: Record<string, number>;
  png: string;
}

const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** growth allowed after the first ten minutes */
export const SOAK_GOAL = 0.05;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** VmRSS of a process from /proc, in MB */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * The one-hour soak (`npm run bench -- --only=soak`, `--minutes=N`): the server as its own process on
 * an on-disk PGlite (as deployed), under pollers, websockets and an administrator clicking, its RSS
 * sampled every 10 s; the goal is no growth over 5 % after the first ten minutes.
 */
export async function benchSoak(o: SoakOptions): Promise<SoakResult> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-soak-'));
  // node itself (not the tsx wrapper) so that the pid is the server's
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ISPS_DATA_DIR: dataDir,
      ISPS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // every poller comes from 127.0.0.1
      ISPS_WRDB_SESSIONS_PER_ADDRESS: String(o.pollers * 2),
      ISPS_WRDB_SESSION_OPENS_PER_MINUTE: String(o.pollers * 4),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const apiBase = '/isps-api';
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`${origin}${apiBase}/sys/dict/getDictItems/sex`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 240) throw new Error('the server did not start within 2 minutes');
      await sleep(500);
    }
    const login = (await (
      await fetch(`${origin}${apiBase}/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      })
    ).json()) as { result: { token: string; userInfo: { id: string } } };
    const devices = (await (await fetch(`${origin}${apiBase}/api/portal/queryData_BaseRecordIDs`)).json()) as { result: unknown };
    const records = [...JSON.stringify(devices.result).matchAll(/"record_?id"\s*:\s*(\d+)/gi)].map((m) => Number(m[1]));
    if (!records.length) throw new Error('no record ids from queryData_BaseRecordIDs');
    log(
      `soak: server pid ${child.pid} on ${origin}, ${records.length} records; ${o.pollers} pollers, ${o.sockets} websockets, a click every ${o.clickMs} ms, ${o.minutes} min`,
    );
    const worker = new Worker(new URL('./load.mjs', import.meta.url), {
      workerData: { origin, apiBase, token: login.result.token, adminId: login.result.userInfo.id, records, seconds: o.minutes * 60, ...o },
    });
    const start = Date.now();
    const samples: SoakResult['samples'] = [];
    let counts: Record<string, number> = {};
    let pollFailures: Record<string, number> = {};
    const done = new Promise<void>((resolve, reject) => {
      worker.on('message', (msg: { type: string; pollFailures: Record<string, number> }) => {
        const { pollFailures: failures, ...m } = msg;
        counts = m as unknown as Record<string, number>;
        pollFailures = failures;
        if (m.type === 'done') resolve();
        else log(`  ${((Date.now() - start) / 60_000).toFixed(0)} min: RSS ${samples.at(-1)?.[1].toFixed(0)} MB, ${JSON.stringify({ ...m, failures })}`);
      });
      worker.once('error', reject);
    });
    const heapOf = async () => {
      // no answer (or no JSON) reads as 0: a sample never fails
      const r: unknown = await fetch(`${origin}${apiBase}/sys/monitor/runtime`, { headers: { 'X-Access-Token': login.result.token } })
        .then((x) => x.json())
        .catch(() => null);
      return Number((r as { result?: { heapUsed?: number } } | null)?.result?.heapUsed ?? 0) / 2 ** 20;
    };
    const sample = async () => {
      const at = (Date.now() - start) / 60_000;
      const rss = rssOf(child.pid!);
      samples.push([at, rss, await heapOf()]);
    };
    const timer = setInterval(() => void sample(), 10_000); // heapOf never rejects

    await done;
    clearInterval(timer);
    await worker.terminate();
    // the goal's ten minutes; a shorter smoke run (--minutes=5) judges its second half instead
    const settle = Math.min(10, o.minutes / 2);
    const after = samples.filter(([m]) => m >= settle);
    const rssAt10 = after[0]?.[1] ?? NaN;
    const rssMaxAfter = Math.max(...after.map(([, r]) => r));
    samples.sort((a, b) => a[0] - b[0]);
    // beside the table, so only when the tables are written (BENCH_NO_DOCS=1 leaves docs/ alone)
    const png = path.resolve(process.env.BENCH_NO_DOCS ? path.join(os.tmpdir(), 'isps-soak-rss.png') : 'docs/soak-rss.png');
    await plotPng(samples, png, `RSS over ${o.minutes} min: ${o.pollers} pollers, ${o.sockets} websockets, admin every ${o.clickMs / 1000} s`);
    return { ...o, samples, settle, rssAt10, rssMaxAfter, growth: rssMaxAfter / rssAt10 - 1, counts, pollFailures, png };
  } finally {
    child.kill('SIGTERM');
    await sleep(1000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const soakOk = (r: SoakResult) => r.growth <= SOAK_GOAL && (r.counts.pollErrors ?? 0) === 0;

export function soakTable(r: SoakResult): string {
  const mb = (x: number) => `${x.toFixed(0)} MB`;
  const first = r.samples[0]?.[1] ?? NaN;
  return [
    '| soak | result | goal | |',
    '|---|---|---|---|',
    `| RSS right after start / at ${r.settle} min / highest after ${r.settle} min / at the end | ${mb(first)} / ${mb(r.rssAt10)} / ${mb(r.rssMaxAfter)} / ${mb(r.samples.at(-1)?.[1] ?? NaN)} | — | |`,
    `| growth after the first ${r.settle} minutes | ${(r.growth * 100).toFixed(1)} % | ≤ ${SOAK_GOAL * 100} % | ${r.growth <= SOAK_GOAL ? 'pass' : 'FAIL'} |`,
    `| polls / errors | ${r.counts.polls ?? 0} / ${r.counts.pollErrors ?? 0} | 0 errors | ${(r.counts.pollErrors ?? 0) === 0 ? 'pass' : 'FAIL'} |`,
    `| failed polls by answer | ${
      Object.entries(r.pollFailures)
        .map(([k, n]) => `${k}: ${n}`)
        .join('; ') || '—'
    } | — | |`,
    `| administrator steps / refused | ${r.counts.clicks ?? 0} / ${r.counts.clickErrors ?? 0} | — | |`,
    '',
    `![RSS over the soak](soak-rss.png)`,
  ].join('\n');
}
