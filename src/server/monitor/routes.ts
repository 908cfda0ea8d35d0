import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import {
  databaseSample as databaseAnswer,
  diskSample as diskAnswer,
  httpSample,
  httpTrace,
  processSnapshot,
  runtimeSample,
  systemSample as systemAnswer,
} from '#shared/contract/monitor.js';
import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import { actuatorRoutes } from './actuator.js';
import { databaseSample } from './database.js';
import { redisMonitorRoutes } from './redisRoutes.js';
import { diskSample } from './disk.js';
import type { MonitorKey } from './pages.js';
import { listProcesses, publishProcess } from './processes.js';
import { runtimeProbe } from './runtime.js';
import { systemSample } from './system.js';
import { httpStatsOf } from './trace.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Monitors'];

/** Read-only monitors of this server process (and the list of all processes), each behind its page's permission monitor:<key> (admins). */
export async function monitorRoutes(app: FastifyInstance, ctx: Ctx) {
  const get = (key: MonitorKey, summary: string, fn: () => unknown, response: object = looseAnswer) =>
    app.get(`/sys/monitor/${key}`, { config: { perm: `monitor:${key}` }, schema: { tags, summary, response } }, async () => ok(await fn()));
  const stats = () => httpStatsOf(ctx)!;
  const connections = () => new Promise<number>((r) => app.server.getConnections((_e, n) => r(n ?? 0)));
  const stopPublishing = publishProcess(ctx, connections);
  app.addHook('onClose', stopPublishing);

  get('runtime', 'Node version, heap, RSS, event-loop delay p50/p99, GC pauses, active handles, uptime', () => runtimeProbe.sample(), answerOf(runtimeSample));
  get('system', 'CPU count and load, memory, OS, process CPU share', () => systemSample(), answerOf(systemAnswer));
  get('disk', 'Every mounted file system: size, used, free', () => diskSample(), answerOf(diskAnswer));
  get(
    'http',
    'Open connections, requests/s, status mix, slowest routes (last 5 minutes)',
    async () => ({ enabled: ctx.config.httpTrace, connections: await connections(), ...stats().summary(), time: Date.now() }),
    answerOf(httpSample),
  );
  get(
    'trace',
    'The last 1,000 requests: time, method, path (no query), status, duration, user',
    () => ({ enabled: ctx.config.httpTrace, records: stats().recent(), time: Date.now() }),
    answerOf(httpTrace),
  );
  // every server process sharing the database (processes.ts): the runtime and HTTP pages list them
  app.get(
    '/sys/monitor/processes',
    {
      config: { perm: ['monitor:runtime', 'monitor:http'] },
      schema: {
        tags,
        summary: 'Every server process sharing the database: host, pid, memory, requests/s, seen when',
        response: answerOf(z.array(processSnapshot)),
      },
    },
    async () => ok(await listProcesses(ctx)),
  );
  get('database', 'Engine and version, size, connections, slow statements of this process', () => databaseSample(ctx), answerOf(databaseAnswer));
  await redisMonitorRoutes(app, ctx);
  await actuatorRoutes(app, ctx);
}
