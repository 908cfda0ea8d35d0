import { z } from 'zod';

/** GET /sys/monitor/processes: one server process sharing the database, as the runtime and HTTP monitors list it. */
export const processSnapshot = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  node: z.string(),
  uptimeS: z.number(),
  heapUsed: z.number(),
  rss: z.number(),
  requestsPerSecond: z.number(),
  connections: z.number().int(),
  feeding: z.boolean().describe('it runs the simulator / C37.118 links (the lease holder)'),
  ageMs: z.number().optional().describe('ms since it last wrote its row'),
});
export type ProcessSnapshot = z.infer<typeof processSnapshot>;

/** One traced request (never headers, tokens, bodies or the query string, which may carry credentials). */
export const traceEntry = z.object({
  time: z.number(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  ms: z.number(),
  user: z.string().nullable(),
});
export type TraceEntry = z.infer<typeof traceEntry>;
/** GET /sys/monitor/trace: whether tracing is on, the last 1,000 requests (newest first), and when it was read. */
export const httpTrace = z.object({ enabled: z.boolean(), records: z.array(traceEntry), time: z.number() });

/** GET /sys/monitor/system: the host's CPUs, load and memory, and this process's CPU share. */
export const systemSample = z.object({
  os: z.object({ type: z.string(), release: z.string(), platform: z.string(), arch: z.string(), hostname: z.string() }),
  cpu: z.object({ count: z.number().int(), model: z.string(), load: z.array(z.number()) }),
  memory: z.object({ total: z.number(), free: z.number(), used: z.number() }),
  processCpuPercent: z.number(),
  uptimeS: z.number(),
  time: z.number(),
});
export type SystemSample = z.infer<typeof systemSample>;

/** One mounted file system in bytes. */
export const diskEntry = z.object({ mount: z.string(), fsType: z.string(), size: z.number(), used: z.number(), free: z.number(), usedPercent: z.number() });
export type DiskEntry = z.infer<typeof diskEntry>;
/** GET /sys/monitor/disk: every mounted file system and the used share above which it is shown as a warning. */
export const diskSample = z.object({ disks: z.array(diskEntry), warnPercent: z.number(), time: z.number() });

/** GET /sys/monitor/runtime: this process's Node version, memory, event-loop delay and GC pauses. */
export const runtimeSample = z.object({
  node: z.string(),
  pid: z.number().int(),
  uptimeS: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  rss: z.number(),
  external: z.number(),
  eventLoop: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() }),
  gc: z.object({
    lastMinuteCount: z.number().int(),
    lastMinuteMs: z.number(),
    recent: z.array(z.object({ time: z.number(), ms: z.number(), kind: z.number().int() })).describe('the last 10 pauses, newest first'),
  }),
  activeHandles: z.number().int(),
  time: z.number(),
});
export type RuntimeSample = z.infer<typeof runtimeSample>;

/** A route's requests in the last minutes, for the slowest-routes table. */
export const routeStat = z.object({ route: z.string(), count: z.number().int(), meanMs: z.number(), maxMs: z.number() });
export type RouteStat = z.infer<typeof routeStat>;
/** GET /sys/monitor/http: open connections, request rate, status mix and the slowest routes of the last `minutes`. */
export const httpSample = z.object({
  enabled: z.boolean(),
  connections: z.number().int(),
  requestsPerSecond: z.number(),
  requests: z.number().int(),
  statusMix: z.object({ '2xx': z.number().int(), '3xx': z.number().int(), '4xx': z.number().int(), '5xx': z.number().int() }),
  slowest: z.array(routeStat),
  minutes: z.number(),
  time: z.number(),
});
export type HttpSample = z.infer<typeof httpSample>;

/** A statement slower than 100 ms, as its text with $n placeholders (never the values). */
export const slowStatement = z.object({ time: z.number(), ms: z.number(), sql: z.string() });
export type SlowStatement = z.infer<typeof slowStatement>;
/** GET /sys/monitor/database: engine and version, size, connections and this process's slow statements. */
export const databaseSample = z.object({
  engine: z.string(),
  version: z.string(),
  sizeBytes: z.number(),
  connections: z.number().int(),
  activeConnections: z.number().int(),
  slowStatements: z.array(slowStatement),
  time: z.number(),
});
export type DatabaseSample = z.infer<typeof databaseSample>;

/** GET /sys/monitor/redis: {configured: false} without REDIS_URL; else INFO's memory, clients, keys and ops/s. */
export const redisSample = z.object({
  configured: z.boolean(),
  version: z.string().optional(),
  mode: z.string().optional(),
  uptimeSeconds: z.number().optional(),
  usedMemory: z.number().optional(),
  usedMemoryHuman: z.string().optional(),
  peakMemory: z.number().optional(),
  clients: z.number().optional(),
  keys: z.number().int().optional(),
  opsPerSecond: z.number().optional(),
  hits: z.number().optional(),
  misses: z.number().optional(),
  time: z.number(),
});
export type RedisSample = z.infer<typeof redisSample>;
