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
