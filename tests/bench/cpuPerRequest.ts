import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from './endpoints.js';
import { cpuBetween, threadTimes, type CpuSplit } from './threadCpu.js';
import { median } from './stats.js';
import { startHttpFloor } from './httpFloor.js';

/** The server's own CPU per request (main thread + helpers) may be at most this multiple of the raw loop's behind node:http. */
export const CPU_GOAL = 1.3;
/** The routes held to CPU_GOAL (issue 32, item 1). */
export const CPU_KEYS = ['list', 'dict', 'permission'];

export interface CpuRound {
  /** ms of CPU per completed request, by thread group */
  isps: CpuSplit;
  raw: CpuSplit;
  /** the raw loop behind a plain node:http server (httpFloor.ts) */
  floor: CpuSplit;
  requests: number;
  failures: number;
}

export interface CpuResult {
  rounds: CpuRound[];
  /** medians over rounds, ms per request */
  isps: CpuSplit;
  raw: CpuSplit;
  floor: CpuSplit;
  /** median over rounds of (ISPS main + helpers) ÷ (raw main + helpers), information */
  ratio: number;
  /** median over rounds of ISPS ÷ the HTTP floor: the judged one */
  floorRatio: number;
}

const per = (c: CpuSplit, n: number): CpuSplit => ({ main: c.main / n, helpers: c.helpers / n, database: c.database / n });
export const own = (c: CpuSplit) => c.main + c.helpers;
/** the goal: ISPS within CPU_GOAL of the raw loop behind node:http, every request answered */
export const cpuPasses = (c: CpuResult) => c.floorRatio <= CPU_GOAL && c.rounds.every((r) => !r.failures);

/**
 * The load generator: autocannon in a child process (loadProcess.mjs). In a worker thread of this process, as
 * before, it still started its worker and merged the latency histograms on this process's main thread (~7 % of
 * that thread in a profile of the list's rounds), which was charged to the server.
 */
export class LoadProcess {
  private child: ChildProcess = fork(fileURLToPath(new URL('./loadProcess.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  private waiting = new Map<number, (m: LoadAnswer) => void>();
  private next = 1;
  constructor() {
    this.child.on('message', (m: LoadAnswer) => {
      this.waiting.get(m.id)?.(m);
      this.waiting.delete(m.id);
    });
  }

  /** `amount` requests cycling through the endpoint's requests */
  run(origin: string, ep: Endpoint, amount: number, connections: number): Promise<{ ok: number; failures: number }> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (m) => (m.error ? reject(new Error(m.error)) : resolve({ ok: m.ok!, failures: m.failures! })));
      this.child.send({ id, url: origin, connections, amount, requests: ep.requests.map((r) => ({ ...r })) });
    });
  }

  close() {
    this.child.disconnect();
  }
}

interface LoadAnswer {
  id: number;
  ok?: number;
  failures?: number;
  error?: string;
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
 * CPU per request of the ISPS server, of the raw loop and of the raw loop behind node:http (the floor the goal is
 * held to: a server that answers the same requests over the same loopback sockets), over the same fixed request
 * count, in `rounds` interleaved rounds. All run in this process with nothing pinned: the server's
 * figure is its main thread plus V8/libuv helper threads; the embedded database's thread is
 * reported apart (it does the same SQL for both); the load generator runs in a child process.
 */
export async function measureCpu(
  ep: Endpoint,
  origin: string,
  dbThreads: Set<number>,
  amount: number,
  rounds: number,
  connections: number,
): Promise<CpuResult> {
  const first = ep.requests[0];
  const sample = await fetch(origin + first.path, { method: first.method, headers: first.headers, body: first.body });
  const floor = await startHttpFloor(ep, await sample.text(), sample.headers);
  const load = new LoadProcess();
  const out: CpuRound[] = [];
  try {
    await load.run(origin, ep, Math.min(amount, 200), connections); // warm the JIT for a fixed count
    await fixedRaw(ep, Math.min(amount, 200), connections);
    await load.run(floor.origin, ep, Math.min(amount, 200), connections);
    for (let i = 0; i < rounds; i++) {
      let t0 = threadTimes();
      const h = await load.run(origin, ep, amount, connections);
      const isps = per(cpuBetween(t0, threadTimes(), dbThreads), Math.max(1, h.ok));
      t0 = threadTimes();
      const r = await fixedRaw(ep, amount, connections);
      const raw = per(cpuBetween(t0, threadTimes(), dbThreads), r.ok);
      t0 = threadTimes();
      const f = await load.run(floor.origin, ep, amount, connections);
      const fl = per(cpuBetween(t0, threadTimes(), dbThreads), Math.max(1, f.ok));
      const failures = h.failures + f.failures + Math.max(0, amount - h.ok - h.failures) + Math.max(0, amount - f.ok - f.failures);
      out.push({ isps, raw, floor: fl, requests: h.ok, failures });
    }
  } finally {
    load.close();
    await floor.close();
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
    floor: med((r) => r.floor),
    ratio: median(out.map((r) => (own(r.raw) ? own(r.isps) / own(r.raw) : Infinity))),
    floorRatio: median(out.map((r) => (own(r.floor) ? own(r.isps) / own(r.floor) : Infinity))),
  };
}
