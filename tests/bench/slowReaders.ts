import http from 'node:http';
import net from 'node:net';
import { startIsps } from './server.js';

/**
 * Clients that pipeline maximum-window polls and never read (the anonymous outage of the last
 * probe: 100 connections × 40 polls took the server from 1.3 to 2.9 GB and away for a minute),
 * against 10 portal-like pollers (one small window each 100 ms, own session): their p99 before,
 * during a 20 s hold and after; the process's RSS before and after. Goals: p99 during ≤ 2× before
 * (no better than 5 ms is asked of the floor), RSS after within 10 % of before.
 */
export interface SlowReadersResult {
  p99Before: number;
  p99During: number;
  p99After: number;
  pollsDuring: number;
  failedDuring: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  dropped: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p99 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] : NaN);
const MB = 1024 * 1024;

export async function benchSlowReaders(): Promise<SlowReadersResult> {
  // the connection guard is what is measured: the per-session poll budget out of the way
  const saved = process.env.ISPS_WRDB_POLLS_PER_SECOND;
  process.env.ISPS_WRDB_POLLS_PER_SECOND = '1000000000';
  const s = await startIsps();
  const api = `${s.origin}${s.apiBase}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const get = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  try {
    const d = JSON.parse((await get(`${api}/api/portal/queryData_BaseRecordIDs?equipIDs=SMDW-JX01`)).body);
    const rec = d.result[0].equipMapInfos.WAV.recordId as number;
    const open = async () => JSON.parse((await get(`${api}/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${rec}&wrdbID=0`)).body).result;
    const sessions: { wrdbid: number; timestamp: number }[] = [];
    for (let i = 0; i < 30; i++) sessions.push(await open());
    const ts = sessions[0].timestamp;
    const window = (id: number, seconds: number) =>
      `${s.apiBase}/api/wrdb/queryWrdbData?type=1&wrdbID=${id}&recordID=${rec}&timeSoc_Begin=${ts - seconds}&timeSoc_End=${ts}`;

    let lat: number[] = [];
    let failed = 0;
    let running = true;
    const poller = async (id: number) => {
      while (running) {
        const t0 = performance.now();
        const r = await get(`${s.origin}${window(id, 0.05)}`).catch(() => ({ status: 0, body: '' }));
        lat.push(performance.now() - t0);
        if (r.status !== 200) failed++;
        await sleep(Math.max(0, 100 - (performance.now() - t0)));
      }
    };
    const pollers = sessions.slice(0, 10).map((x) => poller(x.wrdbid));
    const phase = async (ms: number) => {
      lat = [];
      failed = 0;
      await sleep(ms);
      return { p99: p99(lat), n: lat.length, failed };
    };
    await phase(3000); // warm
    const before = await phase(8000);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const droppedBefore = s.ctx.hot.guard!.dropped;

    // 100 connections × 40 pipelined 10 s waveform windows (~51,000 values each), never read, held 20 s
    const port = Number(new URL(s.origin).port);
    const flood = Array.from({ length: 100 }, (_, i) => {
      const sock = net.connect(port, '127.0.0.1');
      sock.on('error', () => undefined);
      sock.pause();
      sock.write(`GET ${window(sessions[10 + (i % 20)].wrdbid, 10)} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(40));
      return sock;
    });
    let rssPeak = rssBefore;
    const peak = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 200);
    const during = await phase(20_000);
    for (const sock of flood) sock.destroy();
    const after = await phase(8000);
    clearInterval(peak);
    running = false;
    await Promise.all(pollers);
    global.gc?.();
    await sleep(500);
    return {
      p99Before: before.p99,
      p99During: during.p99,
      p99After: after.p99,
      pollsDuring: during.n,
      failedDuring: during.failed,
      rssBefore,
      rssPeak,
      rssAfter: process.memoryUsage().rss,
      dropped: s.ctx.hot.guard!.dropped - droppedBefore,
    };
  } finally {
    agent.destroy();
    await s.close();
    if (saved === undefined) delete process.env.ISPS_WRDB_POLLS_PER_SECOND;
    else process.env.ISPS_WRDB_POLLS_PER_SECOND = saved;
  }
}

const floor = (before: number) => Math.max(before, 5);
export const slowReadersOk = (r: SlowReadersResult) =>
  r.p99During <= 2 * floor(r.p99Before) && r.failedDuring === 0 && r.rssAfter <= 1.1 * r.rssBefore && r.dropped >= 100;

export function slowReadersTable(r: SlowReadersResult): string {
  const pass = (ok: boolean) => (ok ? 'pass' : 'MISS');
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  return [
    '| 10 pollers (one small window / 100 ms each) | p99 | goal | |',
    '|---|---:|---|---|',
    `| before (baseline) | ${ms(r.p99Before)} | | |`,
    `| while 100 connections hold 40 pipelined 10 s windows unread, 20 s (${r.pollsDuring} polls, ${r.failedDuring} failed) | ${ms(r.p99During)} | ≤ 2 × before (floor 5 ms), none failed | ${pass(r.p99During <= 2 * floor(r.p99Before) && r.failedDuring === 0)} |`,
    `| after | ${ms(r.p99After)} | | |`,
    '',
    '| process RSS | MB | goal | |',
    '|---|---:|---|---|',
    `| before | ${(r.rssBefore / MB).toFixed(0)} | | |`,
    `| peak during the hold | ${(r.rssPeak / MB).toFixed(0)} | | |`,
    `| after | ${(r.rssAfter / MB).toFixed(0)} | ≤ 1.1 × before | ${pass(r.rssAfter <= 1.1 * r.rssBefore)} |`,
    `| connections closed by the guard | ${r.dropped} | all 100 | ${pass(r.dropped >= 100)} |`,
  ].join('\n');
}
