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
