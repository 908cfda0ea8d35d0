import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { HEAT_LIMITS } from '#server/heatmap/types.js';
import { table } from './report.js';
import { startIsps } from './server.js';

/**
 * Goal: with 3 of the largest heat maps a second in flight, a cheap GET's p99 stays within 50 ms of its p99
 * alone (relative, as this machine's own load moves both; a render on the main thread adds its whole duration).
 */
export const HEAT_LOAD_GOAL_MS = 50;
const GOAL_RATE = 3;
const SECONDS = 10;
const GETS_PER_SECOND = 50;

export interface HeatLoadRow {
  /** heavy heat maps started per second */
  rate: number;
  getP50: number;
  getP99: number;
  /** share of the measured time the main thread (the server's) was busy */
  mainBusy: number;
  /** heat-map answers by status (200, 503 busy, …) and the median time to a 200 */
  heat: Record<string, number>;
  heatP50: number;
}

type Answer = { status: number; ms: number };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)] ?? NaN;

/** A client in a worker thread (heatLoad.mjs) until `stop` resolves; its answers. */
async function client(data: Record<string, unknown>, stop: Promise<unknown>): Promise<Answer[]> {
  const worker = new Worker(new URL('./heatLoad.mjs', import.meta.url), { workerData: data });
  await stop;
  const done = new Promise<Answer[]>((resolve) => worker.once('message', resolve));
  worker.postMessage('stop');
  const answers = await done;
  await worker.terminate();
  return answers;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The scenario with the limits now in force: the server (this process's main thread, as in
 * production) gets `rate` of the largest heat maps the limits allow per second, each different so the
 * cache cannot answer, while another client times a cheap public GET 50 times a second. Rate 0 is the
 * GET alone. The rate limit is lifted: one address stands for many visitors here.
 */
export async function benchHeatmapLoad(rates = [0, GOAL_RATE, 10]): Promise<HeatLoadRow[]> {
  const server = await startIsps(undefined, { heatmap: { threads: 1, queue: 4, perMinute: 1_000_000 } });
  const api = `${server.origin}${server.apiBase}`;
  const get = { mode: 'get', url: `${api}/sys/dict/getDictItems/sex`, rate: GETS_PER_SECOND };
  const rows: HeatLoadRow[] = [];
  try {
    await client(get, sleep(1000)); // warm-up
    for (const rate of rates) {
      const heavy = { mode: 'heat', url: `${api}/api/heatmap`, rate, nodes: HEAT_LIMITS.nodes, side: HEAT_LIMITS.side, radius: HEAT_LIMITS.radius };
      // the first second lets the render thread start and the load settle; then the GET is timed
      const heatDone = rate > 0 ? client(heavy, sleep(1000 + SECONDS * 1000)) : Promise.resolve([]);
      await sleep(1000);
      const elu = performance.eventLoopUtilization();
      const gets = (await client(get, sleep(SECONDS * 1000))).map((g) => g.ms);
      const mainBusy = performance.eventLoopUtilization(elu).utilization;
      const heat = await heatDone;
      const byStatus: Record<string, number> = {};
      for (const h of heat) byStatus[h.status] = (byStatus[h.status] ?? 0) + 1;
      rows.push({
        rate,
        getP50: pct(gets, 0.5),
        getP99: pct(gets, 0.99),
        mainBusy,
        heat: byStatus,
        heatP50: pct(
          heat.filter((h) => h.status === 200).map((h) => h.ms),
          0.5,
        ),
      });
    }
  } finally {
    await server.close();
  }
  return rows;
}

const ms = (v: number) => (Number.isNaN(v) ? '' : `${v.toFixed(1)} ms`);

const alone = (rows: HeatLoadRow[]) => rows.find((r) => r.rate === 0)?.getP99 ?? 0;
const met = (r: HeatLoadRow, rows: HeatLoadRow[]) => r.getP99 < alone(rows) + HEAT_LOAD_GOAL_MS;

export function heatLoadTable(rows: HeatLoadRow[]): string {
  const body = rows.map((r) => {
    const answered =
      Object.entries(r.heat)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ') || '–';
    const goal = r.rate === GOAL_RATE ? `< alone + ${HEAT_LOAD_GOAL_MS} ms: ${met(r, rows) ? 'met' : 'MISSED'}` : '';
    return [String(r.rate || 'none'), ms(r.getP50), ms(r.getP99), `${(r.mainBusy * 100).toFixed(0)} %`, answered, ms(r.heatP50), goal];
  });
  return [
    table(['heavy heat maps / s', 'GET p50', 'GET p99', 'main busy', 'heat maps answered', 'heat p50', 'goal (GET p99)'], body, [
      false,
      true,
      true,
      true,
      false,
      true,
      false,
    ]),
    '',
    `Heavy: ${HEAT_LIMITS.nodes.toLocaleString('en-US')} nodes on ${HEAT_LIMITS.side}×${HEAT_LIMITS.side} at radius ${HEAT_LIMITS.radius}, each different; 1 render thread, 4 waiting places;` +
      ` GET /sys/dict/getDictItems/sex ${GETS_PER_SECOND} times a second for ${SECONDS} s; both clients in worker threads, answers by HTTP status;` +
      " main busy: the server thread's event-loop utilisation meanwhile.",
  ].join('\n');
}

export const heatLoadOk = (rows: HeatLoadRow[]) => rows.every((r) => r.rate !== GOAL_RATE || met(r, rows));
