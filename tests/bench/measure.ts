import type { Endpoint } from './endpoints.js';
import { httpLoad, type Measured } from './load.js';
import { rawLoad } from './rawLoop.js';
import { median } from './stats.js';

export interface Series {
  /** median of the rounds */
  rps: number;
  p99: number;
  requests: number;
  failures: number;
  rounds: Measured[];
}

export interface EndpointResult {
  isps: Series;
  raw: Series;
  bare: Series;
  /** median over rounds of ISPS ÷ baseline measured in the same round */
  vsRaw: number;
  vsBare: number;
}

const series = (rounds: Measured[]): Series => ({
  rps: median(rounds.map((r) => r.rps)),
  p99: median(rounds.map((r) => r.p99)),
  requests: rounds.reduce((n, r) => n + r.requests, 0),
  failures: rounds.reduce((n, r) => n + r.failures, 0),
  rounds,
});

export interface MeasureOptions {
  connections: number;
  duration: number;
  warmup: number;
  rounds: number;
}

/**
 * ISPS, raw SQL and bare Fastify for one endpoint, interleaved: one warm-up each, then
 * `rounds` rounds of ISPS → raw → bare. Ratios are taken within a round and the median
 * kept, so a burst of load from elsewhere on the machine skews one round, not the result.
 */
export async function measureEndpoint(
  ep: Endpoint,
  ispsOrigin: string,
  bareOrigin: string,
  o: MeasureOptions,
  progress: (s: string) => void = () => {},
): Promise<EndpointResult> {
  const bareRequests = ep.requests.map((r) => ({ ...r, path: ep.bare.url }));
  const runs = {
    isps: (warmup: number, duration: number) => httpLoad(ispsOrigin, ep.requests, { connections: o.connections, warmup, duration }),
    raw: (warmup: number, duration: number) => rawLoad(ep.rawStep, { connections: o.connections, warmup, duration }),
    bare: (warmup: number, duration: number) => httpLoad(bareOrigin, bareRequests, { connections: o.connections, warmup, duration }),
  };
  if (o.warmup > 0) {
    progress('warm-up');
    await runs.isps(0, o.warmup);
    await runs.raw(0, o.warmup);
    await runs.bare(0, o.warmup);
  }
  const out = { isps: [] as Measured[], raw: [] as Measured[], bare: [] as Measured[] };
  for (let i = 0; i < o.rounds; i++) {
    progress(`round ${i + 1}`);
    out.isps.push(await runs.isps(0, o.duration));
    out.raw.push(await runs.raw(0, o.duration));
    out.bare.push(await runs.bare(0, o.duration));
  }
  const ratio = (a: Measured[], b: Measured[]) => median(a.map((x, i) => (b[i].rps ? x.rps / b[i].rps : 0)));
  return {
    isps: series(out.isps),
    raw: series(out.raw),
    bare: series(out.bare),
    vsRaw: ratio(out.isps, out.raw),
    vsBare: ratio(out.isps, out.bare),
  };
}
