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
