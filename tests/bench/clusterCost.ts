import fs from 'node:fs';
import path from 'node:path';
import { startIsps, type Cluster } from '../../tools/cluster/start.js';
import { waitPort } from '../../tools/cluster/services.js';
import { groupCpu, perRequest, redisCommands, type CpuGroups, type Pids } from './clusterCpu.js';
import { httpLoad, type HttpRequestSpec, type LoadOptions, type Measured } from './load.js';
import { countRoundTrips } from './redisRoundTrips.js';
import { table } from './report.js';

/** Issue 32 item 3: the cluster's CPU per request against one process's, and Redis round trips per poll. */
export const COST_GOALS = { cpuVsSingle: 1.2, redisPerPoll: 1 };

export type Route = 'list' | 'window';

export interface CostRow {
  mode: string;
  route: Route;
  /** ISPS processes that answered (from the pids measured) */
  processes: number;
  load: Measured;
  /** ms of CPU per answered request, by process group, beyond what the processes spend at rest */
  cpu: CpuGroups;
  /** ms of CPU per second at rest, by group (the feed, the Redis mirrors, leases) */
  rest: CpuGroups;
  /** Redis commands per answered request, beyond those at rest (the mirror's reads, the lease), a script's own included */
  redisPerReq: number;
  /** round trips to Redis per request sent, beyond those at rest: commands clients send (a script is one) */
  roundTripsPerReq: number;
}

interface RedisInfo {
  info(section: string): Promise<string>;
  options: { host?: string; port?: number };
}

/** CPU (ms per second, by group) and Redis commands per second of the processes at rest: the feed, the mirrors, leases. */
async function atRest(pids: Pids, redis: RedisInfo | null, seconds: number) {
  const c0 = groupCpu(pids);
  const r0 = redis ? await redisCommands(redis) : 0;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const c1 = groupCpu(pids);
  const r1 = redis ? await redisCommands(redis) : 0;
  return { cpu: perRequest(c0, c1, seconds), redis: (r1 - r0 - 1) / seconds };
}

/**
 * One load run with every group's CPU and Redis's command count read before and after, less what the same
 * processes spend at rest over as long (measured just before): the simulator, the Redis mirrors and the leases
 * cost per second, not per request, and would otherwise be charged to whichever mode answered fewer requests.
 */
export async function measureCost(
  mode: string,
  route: Route,
  origin: string,
  requests: HttpRequestSpec[],
  pids: Pids,
  redis: RedisInfo | null,
  o: LoadOptions,
): Promise<CostRow> {
  if (o.warmup > 0) await httpLoad(origin, requests, { ...o, duration: o.warmup, warmup: 0 });
  const rest = await atRest(pids, redis, 3);
  const c0 = groupCpu(pids);
  const r0 = redis ? await redisCommands(redis) : 0;
  const t0 = performance.now();
  const load = await httpLoad(origin, requests, { ...o, warmup: 0 });
  const seconds = (performance.now() - t0) / 1000;
  const c1 = groupCpu(pids);
  const r1 = redis ? await redisCommands(redis) : 0;
  const n = Math.max(1, load.requests);
  const marginal = (k: keyof CpuGroups) => Math.max(0, (c1[k] - c0[k] - rest.cpu[k] * seconds) / n);
  return {
    roundTripsPerReq: redis ? await roundTripsPerRequest(redis, () => httpLoad(origin, requests, { ...o, duration: 2, warmup: 0 })) : 0,
    mode,
    route,
    processes: pids.isps.length,
    load,
    cpu: { isps: marginal('isps'), nginx: marginal('nginx'), redis: marginal('redis'), postgres: marginal('postgres') },
    rest: rest.cpu,
    redisPerReq: redis ? Math.max(0, (r1 - r0 - 1 - rest.redis * seconds) / n) : 0,
  };
}

/** Round trips per request sent in a short run with MONITOR on, less the rate at rest (leases) over as long. */
async function roundTripsPerRequest(redis: RedisInfo, run: () => Promise<Measured>): Promise<number> {
  const at = { host: redis.options.host ?? '127.0.0.1', port: redis.options.port ?? 6379 };
  const rest = await countRoundTrips(at, () => new Promise((r) => setTimeout(r, 2000)));
  const { result, roundTrips, seconds } = await countRoundTrips(at, run);
  return Math.max(0, (roundTrips - (rest.roundTrips / rest.seconds) * seconds) / Math.max(1, result.sent));
}

export const clusterPids = (c: Cluster, postgres: number): Pids => ({
  isps: c.processes.filter((p) => p?.pid).map((p) => p!.pid!),
  nginx: c.pids.nginx,
  redis: c.pids.redis,
  postgres,
});

/** One ISPS process on PostgreSQL with neither Redis nor nginx: the single-process mode the cluster is held to. */
export async function startSingle(databaseUrl: string, port: number, env: NodeJS.ProcessEnv, logDir: string) {
  fs.mkdirSync(logDir, { recursive: true });
  const env1 = { ...env, DATABASE_URL: databaseUrl, ISPS_ADMIN_PASSWORD: process.env.ISPS_ADMIN_PASSWORD || 'Admin#12345' };
  const child = startIsps(port, env1, path.resolve(logDir));
  await waitPort(port, child, 180);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

const own = (c: CpuGroups) => c.isps + c.nginx + c.redis;
/** the rows held to the goals: several processes (one behind nginx is shown as information) */
const judged = (r: CostRow) => r.processes > 1;
const ms = (n: number) => n.toFixed(3);

/** The cluster rows against the single process's row of the same route: CPU (ISPS + nginx + Redis) and Redis per poll. */
export function costVerdicts(rows: CostRow[]) {
  return rows.map((r) => {
    const single = rows.find((x) => x.mode === 'single' && x.route === r.route);
    const ratio = single && r.mode !== 'single' ? own(r.cpu) / own(single.cpu) : NaN;
    const cpuOk = Number.isNaN(ratio) || ratio <= COST_GOALS.cpuVsSingle || !judged(r);
    const redisOk = r.route !== 'window' || !judged(r) || r.roundTripsPerReq <= COST_GOALS.redisPerPoll;
    return { row: r, ratio, pass: cpuOk && redisOk && !r.load.failures };
  });
}

export const costOk = (rows: CostRow[]) => costVerdicts(rows).every((v) => v.pass);

export function costTable(rows: CostRow[]): string {
  const body = costVerdicts(rows).map(({ row: r, ratio, pass }) => [
    r.mode,
    r.route,
    Math.round(r.load.rps).toLocaleString('en-US'),
    ms(r.cpu.isps),
    ms(r.cpu.nginx),
    ms(r.cpu.redis),
    ms(r.cpu.postgres),
    ms(own(r.cpu)),
    `${Math.round(r.rest.isps + r.rest.nginx + r.rest.redis)} ms/s`,
    Number.isNaN(ratio) ? '—' : `${ratio.toFixed(2)}×`,
    r.mode === 'single' ? '—' : r.redisPerReq.toFixed(2),
    r.mode === 'single' ? '—' : r.roundTripsPerReq.toFixed(2),
    judged(r) ? `≤${COST_GOALS.cpuVsSingle}× CPU${r.route === 'window' ? `, ≤${COST_GOALS.redisPerPoll} Redis round trip/poll` : ''}` : '—',
    judged(r) ? (pass ? 'pass' : 'FAIL') : '',
  ]);
  return table(
    [
      'mode',
      'route',
      'req/s',
      'ISPS CPU ms/req',
      'nginx',
      'Redis',
      'PostgreSQL',
      'ISPS + nginx + Redis',
      'at rest (ISPS + nginx + Redis CPU)',
      'vs single',
      "Redis commands/req (scripts' own included)",
      'Redis round trips/req',
      'goal',
      'pass/fail',
    ],
    body,
    [false, false, true, true, true, true, true, true, true, true, true, true, false, false],
  );
}

/**
 * Throughput the measured costs allow on a machine of `cores` running one ISPS process per core, all serving
 * one route. Each process spends its share of the measured rest cost (feed, mirror, leases: `r.processes` processes
 * were measured) whatever the load; the rest of the cores run ISPS, nginx and PostgreSQL per request. Redis is one
 * thread: its rest cost grows with the processes (each mirror reads every stream) and what is left of its core
 * caps the rate. The smaller bound, and which.
 */
export function predict(r: CostRow, cores: number): { rps: number; bound: string } {
  const inRun = r.processes;
  const perRequest = r.cpu.isps + r.cpu.nginx + r.cpu.postgres + r.cpu.redis;
  const restIsps = (r.rest.isps / inRun) * cores;
  const restRedis = (r.rest.redis / inRun) * cores;
  const byCores = Math.max(0, cores * 1000 - restIsps - restRedis - r.rest.nginx - r.rest.postgres) / perRequest;
  const byRedis = r.cpu.redis > 0 ? Math.max(0, 1000 - restRedis) / r.cpu.redis : Infinity;
  return byRedis < byCores ? { rps: byRedis, bound: 'Redis (one thread)' } : { rps: byCores, bound: 'cores' };
}

export function predictionTable(rows: CostRow[]): string {
  const cluster = rows.filter(judged);
  const body = cluster.map((r) => [
    r.mode,
    r.route,
    ...[4, 8, 16].map((c) => {
      const p = predict(r, c);
      return `${Math.round(p.rps).toLocaleString('en-US')} req/s (${p.bound})`;
    }),
  ]);
  return table(['mode', 'route', '4 cores', '8 cores', '16 cores'], body, [false, false, true, true, true]);
}
