import type { FastifySerializerCompiler } from 'fastify';
import { responseSerializerCompiler } from '#server/http/serialization.js';
import { LoadProcess, own } from './cpuPerRequest.js';
import type { Endpoint } from './endpoints.js';
import { table } from './report.js';
import { cpuBetween, threadTimes } from './threadCpu.js';
import { median } from './stats.js';

/** The routes whose answers issue 31 asks to compare: before (JSON.stringify) and after (their response schemas). */
export const SERIALIZER_KEYS = ['list', 'dict'];

/**
 * The server's serializer compiler with a switch: the route's compiled response schema (fast-json-stringify, as in
 * production) or JSON.stringify of the same answer (what Fastify wrote before routes had response schemas). One server,
 * switched between interleaved rounds, so both see the same database, caches and JIT state.
 */
export function switchableSerializer() {
  const mode: SerializerMode = { json: false, last: new Map() };
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const compiled = responseSerializerCompiler(route);
    return (data) => {
      mode.last.set(route.url, { data, compiled });
      return mode.json ? JSON.stringify(data) : compiled(data);
    };
  };
  return { compiler, mode };
}

export interface SerializerMode {
  json: boolean;
  /** the last answer each route wrote, with its compiled serializer: timed alone after the runs */
  last: Map<string, { data: unknown; compiled: (data: unknown) => string }>;
}

/** µs per call of each writer on the route's last real answer, interleaved batches, medians */
function aloneMicros(entry: { data: unknown; compiled: (data: unknown) => string }) {
  const n = 2000;
  const time = (f: () => void) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) f();
    return ((performance.now() - t) / n) * 1000;
  };
  const schema: number[] = [];
  const json: number[] = [];
  for (let r = 0; r < 15; r++) {
    schema.push(time(() => entry.compiled(entry.data)));
    json.push(time(() => JSON.stringify(entry.data)));
  }
  return { schema: median(schema), json: median(json), bytes: Buffer.byteLength(entry.compiled(entry.data)) };
}

export interface SerializerRow {
  db: string;
  key: string;
  /** medians over rounds */
  schema: { rps: number; cpuMs: number };
  json: { rps: number; cpuMs: number };
  /** the writers alone on one real answer of the route */
  alone: { schema: number; json: number; bytes: number };
  failures: number;
}

/** `rounds` interleaved pairs of runs of `amount` requests: response schema, then JSON.stringify. */
export async function benchSerializer(
  db: string,
  ep: Endpoint,
  origin: string,
  dbThreads: Set<number>,
  mode: SerializerMode,
  o: { amount: number; rounds: number; connections: number },
): Promise<SerializerRow> {
  const load = new LoadProcess();
  const runs = { schema: [] as { rps: number; cpuMs: number }[], json: [] as { rps: number; cpuMs: number }[] };
  let failures = 0;
  try {
    for (const json of [false, true]) {
      mode.json = json;
      await load.run(origin, ep, Math.min(o.amount, 200), o.connections); // warm each path's JIT
    }
    for (let i = 0; i < o.rounds; i++)
      for (const json of [false, true]) {
        mode.json = json;
        const t0 = threadTimes();
        const start = performance.now();
        const h = await load.run(origin, ep, o.amount, o.connections);
        const seconds = (performance.now() - start) / 1000;
        const cpu = cpuBetween(t0, threadTimes(), dbThreads);
        failures += h.failures;
        (json ? runs.json : runs.schema).push({ rps: h.ok / seconds, cpuMs: own(cpu) / Math.max(1, h.ok) });
      }
  } finally {
    mode.json = false;
    load.close();
  }
  const med = (xs: { rps: number; cpuMs: number }[]) => ({ rps: median(xs.map((x) => x.rps)), cpuMs: median(xs.map((x) => x.cpuMs)) });
  const route = [...mode.last.keys()].sort((a, b) => b.length - a.length).find((url) => ep.requests[0].path.split('?')[0].startsWith(url.split(':')[0]));
  const alone = route ? aloneMicros(mode.last.get(route)!) : { schema: NaN, json: NaN, bytes: 0 };
  return { db, key: ep.key, schema: med(runs.schema), json: med(runs.json), alone, failures };
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x * 100)}%`;

/** Information, no goal: what the response schemas' serializer saves (or costs) on these routes. */
export function serializerTable(rows: SerializerRow[]): string {
  const head = [
    'database',
    'endpoint',
    'JSON.stringify req/s',
    'response schema req/s',
    'throughput',
    'JSON.stringify CPU ms/req',
    'response schema CPU ms/req',
    'CPU',
    'writer alone µs/answer (schema / JSON.stringify, bytes)',
    'failed',
  ];
  const body = rows.map((r) => [
    r.db,
    r.key,
    Math.round(r.json.rps).toLocaleString('en-US'),
    Math.round(r.schema.rps).toLocaleString('en-US'),
    pct(r.schema.rps / r.json.rps - 1),
    r.json.cpuMs.toFixed(3),
    r.schema.cpuMs.toFixed(3),
    pct(r.schema.cpuMs / r.json.cpuMs - 1),
    `${r.alone.schema.toFixed(1)} / ${r.alone.json.toFixed(1)} (${r.alone.bytes.toLocaleString('en-US')} B)`,
    String(r.failures),
  ]);
  return table(head, body, [false, false, true, true, true, true, true, true, true, true]);
}
