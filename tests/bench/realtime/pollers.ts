import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { pct } from './serverTime.js';

export interface PollResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  pollP99: number;
  errors: number;
  /** share of the server's event loop kept busy meanwhile */
  elu: number;
  /** the server's event-loop delay meanwhile, ms: p99 and longest (what a request waits for the thread) */
  delayP99: number;
  delayMax: number;
  /** sessions lost (reopened by the server) while measured */
  reopened: number;
  /** the longest wait of any poller for new data, ms */
  maxStall: number;
  /** the load generator's own thread, share of a core while measured (null where /proc is missing) */
  loadCpu: number | null;
}

/** `records.length` pollers at 1 Hz in a worker thread against the server in this thread. */
export async function pollers(origin: string, apiBase: string, records: number[], warmupSeconds = 3, seconds = 10): Promise<PollResult> {
  const worker = new Worker(new URL('./pollerWorker.mjs', import.meta.url), { workerData: { origin, apiBase, records, warmupSeconds, seconds } });
  let elu0 = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const measuring = setTimeout(
    () => {
      elu0 = performance.eventLoopUtilization();
      delay.enable();
    },
    1000 + warmupSeconds * 1000,
  );
  const out = await new Promise<{ latencies: number[]; polls: number[]; errors: number; reopened: number; maxStall: number; cpuShare: number | null }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  clearTimeout(measuring);
  const elu = performance.eventLoopUtilization(elu0).utilization;
  delay.disable();
  await worker.terminate();
  return {
    requests: out.latencies.length,
    rps: out.latencies.length / seconds,
    p50: pct(out.latencies, 50),
    p99: pct(out.latencies, 99),
    pollP99: pct(out.polls, 99),
    errors: out.errors,
    elu,
    delayP99: delay.percentile(99) / 1e6,
    delayMax: delay.max / 1e6,
    reopened: out.reopened,
    maxStall: out.maxStall,
    loadCpu: out.cpuShare,
  };
}
