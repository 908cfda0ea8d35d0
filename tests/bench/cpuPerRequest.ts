import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';
import { cpuBetween, threadTimes, type CpuSplit } from './threadCpu.js';

/** The server's own CPU per request (main thread + helpers) may be at most this multiple of the raw loop's. */
export const CPU_GOAL = 1.3;
/** The routes held to CPU_GOAL (issue 32, item 1). */
export const CPU_KEYS = ['list', 'dict', 'permission'];

export interface CpuRound {
  /** ms of CPU per completed request, by thread group */
  isps: CpuSplit;
  raw: CpuSplit;
  requests: number;
  failures: number;
}

export interface CpuResult {
  rounds: CpuRound[];
  /** medians over rounds, ms per request */
  isps: CpuSplit;
  raw: CpuSplit;
  /** median over rounds of (ISPS main + helpers) ÷ (raw main + helpers) */
  ratio: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const per = (c: CpuSplit, n: number): CpuSplit => ({ main: c.main / n, helpers: c.helpers / n, database: c.database / n });
export const own = (c: CpuSplit) => c.main + c.helpers;

/** `amount` requests through autocannon (its own worker thread, left out of the count). */
function fixedHttp(origin: string, ep: Endpoint, amount: number, connections: number) {
  return new Promise<{ ok: number; failures: number }>((resolve, reject) => {
    autocannon({ url: origin, connections, amount, workers: 1, requests: ep.requests.map((r) => ({ ...r })) }, (err, r) =>
      err ? reject(err) : resolve({ ok: r['2xx'], failures: r.errors + r.timeouts + r.non2xx }),
    );
  });
}

/** `amount` raw-SQL steps over `connections` concurrent loops. */
async function fixedRaw(ep: Endpoint, amount: number, connections: number) {
  let next = 0;
  const loop = async () => {
    for (let i = next++; i < amount; i = next++) await ep.rawStep(i);
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { ok: amount, failures: 0 };
}

/**
 * CPU per request of the ISPS server and of the raw loop, over the same fixed request count,
 * in `rounds` interleaved rounds. Both run in this process with nothing pinned: the server's
 * figure is its main thread plus V8/libuv helper threads; the embedded database's thread is
 * reported apart (it does the same SQL for both), and the load generator's thread is not counted.
 */
export async function measureCpu(
  ep: Endpoint,
  origin: string,
  dbThreads: Set<number>,
  amount: number,
  rounds: number,
  connections: number,
): Promise<CpuResult> {
  await fixedHttp(origin, ep, Math.min(amount, 200), connections); // warm the JIT for a fixed count
  await fixedRaw(ep, Math.min(amount, 200), connections);
  const out: CpuRound[] = [];
  for (let i = 0; i < rounds; i++) {
    let t0 = threadTimes();
    const h = await fixedHttp(origin, ep, amount, connections);
    const isps = per(cpuBetween(t0, threadTimes(), dbThreads), Math.max(1, h.ok));
    t0 = threadTimes();
    const r = await fixedRaw(ep, amount, connections);
    const raw = per(cpuBetween(t0, threadTimes(), dbThreads), r.ok);
    out.push({ isps, raw, requests: h.ok, failures: h.failures + Math.max(0, amount - h.ok - h.failures) });
  }
  const med = (f: (r: CpuRound) => CpuSplit): CpuSplit => ({
    main: median(out.map((r) => f(r).main)),
    helpers: median(out.map((r) => f(r).helpers)),
    database: median(out.map((r) => f(r).database)),
  });
  return {
    rounds: out,
    isps: med((r) => r.isps),
    raw: med((r) => r.raw),
    ratio: median(out.map((r) => (own(r.raw) ? own(r.isps) / own(r.raw) : Infinity))),
  };
}
