import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail, ok } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { redisSample as redisAnswer } from '#shared/contract/monitor.js';
import { HttpError } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { diskSample } from './disk.js';
import { parseInfo, redisSample } from './redis.js';
import { TerminalRefusal, runReadCommand } from './redisTerminal.js';

const tags = ['Monitors'];
const perm = 'monitor:redis';
/** JeecgBoot's bare Redis answers ({dbSize, create_time}, {data: […]}), or the refusal envelope without Redis. */
// typed unknown: withRedis answers either shape
const bare = { 200: z.looseObject({}).describe('a bare object as JeecgBoot answers it, or success:false without Redis') as z.ZodType<unknown> };
const infoRow = z.object({ key: z.string(), value: z.string(), description: z.string() });
export const REDIS_NOT_CONFIGURED = '未配置 Redis（REDIS_URL），没有可监控的 Redis';

/** The Redis page (/sys/monitor/redis, its read-only terminal) and JeecgBoot's /sys/actuator/redis/* from the same INFO. */
export async function redisMonitorRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { perm };
  app.get(
    '/sys/monitor/redis',
    { config, schema: { tags, summary: 'Redis memory, clients, keys, ops/s ({configured:false} without REDIS_URL)', response: answerOf(redisAnswer) } },
    async () => ok(await redisSample(ctx.shared)),
  );
  app.post(
    '/sys/monitor/redis/command',
    {
      config,
      schema: {
        tags,
        summary:
          "Runs one whitelisted read command (INFO, GET, TTL, TYPE, SCAN, EXISTS, …) on this install's non-secret key families (live samples, link status, leases)",
        body: z.object({ command: z.string({ error: '请输入命令' }).trim().min(1, '请输入命令').max(1000, '命令过长') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      if (!ctx.shared) return fail(REDIS_NOT_CONFIGURED, 501);
      try {
        return ok(await runReadCommand(ctx.shared, ctx.config.redisPrefix, req.body.command));
      } catch (err) {
        if (err instanceof TerminalRefusal) throw new HttpError(400, err.message, { field: 'command' });
        throw new HttpError(400, `Redis 拒绝了该命令：${(err as Error).message}`, { field: 'command' });
      }
    },
  );

  // JeecgBoot's RedisController: bare answers except info; without Redis a well-formed refusal (success: false), as other Java-world routes
  const withRedis =
    <T>(fn: (shared: NonNullable<Ctx['shared']>) => Promise<T>) =>
    async () =>
      ctx.shared ? fn(ctx.shared) : fail(REDIS_NOT_CONFIGURED, 501);
  app.get(
    '/sys/actuator/redis/info',
    { config, schema: { tags, summary: 'INFO as [{key, value, description}]', response: answerOf(z.array(infoRow)) } },
    withRedis(async (r) => ok(Object.entries(parseInfo(await r.redis.info())).map(([key, value]) => ({ key, value, description: '' })))),
  );
  app.get(
    '/sys/actuator/redis/keysSize',
    { config, schema: { tags, summary: '{dbSize, create_time} (a bare object, as JeecgBoot)', response: bare } },
    withRedis(async (r) => ({ dbSize: await r.redis.dbsize(), create_time: Date.now() })),
  );
  app.get(
    '/sys/actuator/redis/memoryInfo',
    { config, schema: { tags, summary: '{used_memory, create_time} (a bare object, as JeecgBoot)', response: bare } },
    withRedis(async (r) => ({ used_memory: parseInfo(await r.redis.info('memory')).used_memory, create_time: Date.now() })),
  );

  // JeecgBoot's report series for its Redis page: five readings {value, name: HH:mm:ss}; infoForReport the INFO rows
  const clock = () => new Date().toTimeString().slice(0, 8);
  const series = (read: (r: NonNullable<Ctx['shared']>) => Promise<number>) =>
    withRedis(async (r) => {
      const data = [];
      for (let i = 0; i < 5; i++) data.push({ value: await read(r), name: clock() });
      return { data };
    });
  const reportSummary = (what: string) => ({
    config,
    schema: { tags, summary: `{data: [{value, name}] × 5}: ${what} (a bare object, as JeecgBoot)`, response: bare },
  });
  app.get(
    '/sys/actuator/redis/keysSizeForReport',
    reportSummary('keys'),
    series((r) => r.redis.dbsize()),
  );
  app.get(
    '/sys/actuator/redis/memoryForReport',
    reportSummary('used memory in KB'),
    series(async (r) => Math.floor(Number(parseInfo(await r.redis.info('memory')).used_memory) / 1000)),
  );
  app.get(
    '/sys/actuator/redis/infoForReport',
    { config, schema: { tags, summary: '{data: [{key, value, description}]} (INFO, a bare object, as JeecgBoot)', response: bare } },
    withRedis(async (r) => ({ data: Object.entries(parseInfo(await r.redis.info())).map(([key, value]) => ({ key, value, description: '' })) })),
  );
  // JeecgBoot lists its disks under the Redis controller: [{name, max, rest, restPPT}] (bytes; restPPT = % used)
  app.get(
    '/sys/actuator/redis/queryDiskInfo',
    {
      config: { perm: 'monitor:disk' },
      schema: {
        tags,
        summary: 'Mounted file systems as JeecgBoot lists its disks',
        response: answerOf(z.array(z.object({ name: z.string(), max: z.number(), rest: z.number(), restPPT: z.number() }))),
      },
    },
    async () =>
      ok((await diskSample()).disks.map((d) => ({ name: d.mount, max: d.size, rest: d.free, restPPT: Math.floor(((d.size - d.free) * 100) / d.size) }))),
  );
}
