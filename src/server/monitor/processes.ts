import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { ProcessSnapshot } from '#shared/contract/monitor.js';
import type { Ctx } from '../http/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { httpStatsOf } from './trace.js';

/** each process writes its row this often; a row not refreshed for three periods is a process gone */
export const PUBLISH_MS = 5000;
const GONE_MS = 3 * PUBLISH_MS;
const NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Every server process sharing the database writes a small snapshot of itself to sys_process every
 * 5 s, so the runtime and HTTP monitors show all of them, whichever answers; a process that stops
 * deletes its row, one that dies drops out of the list 15 s later. Returns the stop.
 */
export function publishProcess(ctx: Ctx, connections: () => Promise<number>): () => Promise<void> {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const snapshot = async (): Promise<ProcessSnapshot> => {
    const m = process.memoryUsage();
    return {
      id,
      host: os.hostname(),
      pid: process.pid,
      node: process.version,
      uptimeS: Math.round(process.uptime()),
      heapUsed: m.heapUsed,
      rss: m.rss,
      requestsPerSecond: httpStatsOf(ctx)?.summary(1).requestsPerSecond ?? 0,
      connections: await connections(),
      feeding: realtimeOf(ctx)?.feeding ?? false,
    };
  };
  const write = async () => {
    const json = JSON.stringify(await snapshot());
    await sql`insert into sys_process (id, snapshot, seen_at) values (${id}, ${json}, ${NOW})
      on conflict (id) do update set snapshot = excluded.snapshot, seen_at = excluded.seen_at`.execute(ctx.db);
    await sql`delete from sys_process where seen_at < ${NOW} - ${GONE_MS * 4}`.execute(ctx.db);
  };
  let running: Promise<void> = write().catch(() => {});
  const timer = setInterval(() => {
    running = running.then(write).catch(() => {}); // a slow database: the next write waits its turn
  }, PUBLISH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await sql`delete from sys_process where id = ${id}`.execute(ctx.db).catch(() => {});
  };
}

/** The processes seen in the last 15 s, by host and pid. */
export async function listProcesses(ctx: Ctx): Promise<ProcessSnapshot[]> {
  const rows = await sql<{ snapshot: string; age: number }>`select snapshot, ${NOW} - seen_at as age from sys_process
    where seen_at > ${NOW} - ${GONE_MS} order by id`.execute(ctx.db);
  return rows.rows.map((r) => ({ ...(JSON.parse(r.snapshot) as ProcessSnapshot), ageMs: Number(r.age) }));
}
