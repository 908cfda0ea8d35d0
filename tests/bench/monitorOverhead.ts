import { HttpStats } from '#server/monitor/httpStats.js';
import { httpLoad } from './load.js';
import type { BenchOptions } from './options.js';
import { table } from './report.js';
import { seedUsers } from './seedUsers.js';
import { ADMIN_PASSWORD, startIsps, type IspsServer } from './server.js';
import { median } from './stats.js';

/**
 * `--only=monitor`: what the HTTP monitor's request tracing (monitor/trace.ts) costs. Two ISPS
 * servers in this process on PGlite, ISPS_HTTP_TRACE on and off, the same users; the user list is
 * loaded on each in turn, `rounds` times (interleaved, so drift hits both). Goal: under 3 % fewer req/s.
 */
export interface MonitorResult {
  on: number[];
  off: number[];
  costs: number[];
  recordUs: number;
}

/** CPU time of one trace record (the hook's work), µs: steady on a loaded machine, unlike req/s. */
function recordMicros(): number {
  const stats = new HttpStats();
  const n = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    stats.record({ time: Date.now(), method: 'GET', path: '/isps-api/sys/user/list', status: 200, ms: 4.2, user: 'admin' }, 'GET /isps-api/sys/user/list');
  }
  return ((performance.now() - t0) * 1000) / n;
}

const GOAL = 0.03;
const USERS = 2000;

async function listRequests(s: IspsServer) {
  const res = await fetch(`${s.origin}${s.apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await res.json()) as { result: { token: string } }).result.token;
  return Array.from({ length: 20 }, (_, i) => ({
    method: 'GET' as const,
    headers: { 'X-Access-Token': token },
    path: `${s.apiBase}/sys/user/list?pageNo=${i + 1}&pageSize=10&column=username&order=asc`,
  }));
}

export async function benchMonitor(o: BenchOptions): Promise<MonitorResult> {
  const on = await startIsps(undefined, { httpTrace: true });
  const off = await startIsps(undefined, { httpTrace: false });
  try {
    for (const s of [on, off]) await seedUsers(s.database.raw, USERS);
    const reqs = [await listRequests(on), await listRequests(off)];
    const r: MonitorResult = { on: [], off: [], costs: [], recordUs: recordMicros() };
    for (let i = 0; i < o.rounds; i++) {
      const a = await httpLoad(on.origin, reqs[0], { connections: o.connections, warmup: i ? 0 : o.warmup, duration: o.duration });
      const b = await httpLoad(off.origin, reqs[1], { connections: o.connections, warmup: i ? 0 : o.warmup, duration: o.duration });
      r.on.push(a.rps);
      r.off.push(b.rps);
      r.costs.push(1 - a.rps / b.rps);
    }
    return r;
  } finally {
    await on.close();
    await off.close();
  }
}

export const monitorOk = (r: MonitorResult) => median(r.costs) < GOAL;

export function monitorTable(r: MonitorResult): string {
  const cost = median(r.costs);
  // the hook's own CPU as a share of one request's time at the untraced rate (one thread serves them)
  const share = (r.recordUs / (1e6 / median(r.off))) * 100;
  return table(
    [
      'endpoint',
      'tracing on req/s',
      'tracing off req/s',
      'throughput cost (median; rounds)',
      'record µs/request',
      'record share of a request',
      'goal',
      'pass/fail',
    ],
    [
      [
        'GET /sys/user/list (PGlite)',
        median(r.on).toFixed(0),
        median(r.off).toFixed(0),
        `${(cost * 100).toFixed(1)} % (${r.costs.map((c) => `${(c * 100).toFixed(1)}`).join(', ')})`,
        r.recordUs.toFixed(2),
        `${share.toFixed(3)} %`,
        '< 3 %',
        monitorOk(r) ? 'pass' : 'FAIL',
      ],
    ],
    [false, true, true, true, true, true, false, false],
  );
}
