import os from 'node:os';
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { httpStatsOf } from './trace.js';

const tags = ['Monitors'];

/** One Spring Boot actuator metric as JeecgBoot's monitor pages read it (`measurements[0].value`). */
interface Metric {
  perm: string;
  unit: string | null;
  value: () => number;
}

const mem = () => process.memoryUsage();
const heap = () => v8.getHeapStatistics();
const startedAt = Date.now() / 1000 - process.uptime();
let lastCpu = { at: process.hrtime.bigint(), cpu: process.cpuUsage() };
/** this process's share of the machine since the previous read (Spring's process.cpu.usage: 0–1) */
function processCpu(): number {
  const now = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const wallUs = Number(now - lastCpu.at) / 1000;
  const used = cpu.user - lastCpu.cpu.user + cpu.system - lastCpu.cpu.system;
  lastCpu = { at: now, cpu };
  return wallUs > 0 ? used / wallUs / Math.max(1, os.cpus().length) : 0;
}

/**
 * The Node equivalents of the metrics JeecgBoot's 服务器信息 (SystemInfo), JVM信息 (JvmInfo) and
 * Tomcat信息 (TomcatInfo) pages ask for, each behind the ISPS monitor page showing the same figure.
 * The JVM's heap maps to V8's, its threads to the process's active handles, Tomcat's requests to the
 * HTTP monitor's counts; what Node has no counterpart for (class loading, sessions) reads 0.
 */
function metrics(ctx: Ctx): Record<string, Metric> {
  const sys = (value: () => number, unit: string | null = null): Metric => ({ perm: 'monitor:system', unit, value });
  const rt = (value: () => number, unit: string | null = 'bytes'): Metric => ({ perm: 'monitor:runtime', unit, value });
  const http = (value: () => number, unit: string | null = null): Metric => ({ perm: 'monitor:http', unit, value });
  const summary = () => httpStatsOf(ctx)?.summary() ?? { requests: 0, slowest: [] as { maxMs: number; meanMs: number }[] };
  const zero = () => 0;
  return {
    'system.cpu.count': sys(() => os.cpus().length),
    'system.cpu.usage': sys(() => Math.min(1, os.loadavg()[0] / Math.max(1, os.cpus().length))),
    'system.load.average.1m': sys(() => os.loadavg()[0]),
    'process.start.time': sys(() => startedAt, 'seconds'),
    'process.uptime': sys(() => process.uptime(), 'seconds'),
    'process.cpu.usage': sys(processCpu),
    'jvm.memory.max': rt(() => heap().heap_size_limit),
    'jvm.memory.committed': rt(() => mem().heapTotal),
    'jvm.memory.used': rt(() => mem().heapUsed),
    'jvm.buffer.memory.used': rt(() => mem().arrayBuffers),
    'jvm.buffer.count': rt(() => 0, 'buffers'),
    'jvm.threads.daemon': rt(() => 0, 'threads'),
    'jvm.threads.live': rt(() => process.getActiveResourcesInfo().length, 'threads'),
    'jvm.threads.peak': rt(() => process.getActiveResourcesInfo().length, 'threads'),
    'jvm.classes.loaded': rt(zero, 'classes'),
    'jvm.classes.unloaded': rt(zero, 'classes'),
    'jvm.gc.memory.allocated': rt(() => heap().total_heap_size),
    'jvm.gc.memory.promoted': rt(zero),
    'jvm.gc.max.data.size': rt(() => heap().heap_size_limit),
    'jvm.gc.live.data.size': rt(() => heap().used_heap_size),
    'tomcat.sessions.created': http(zero, 'sessions'),
    'tomcat.sessions.expired': http(zero, 'sessions'),
    'tomcat.sessions.active.current': http(zero, 'sessions'),
    'tomcat.sessions.active.max': http(zero, 'sessions'),
    'tomcat.sessions.rejected': http(zero, 'sessions'),
    'tomcat.global.sent': http(zero, 'bytes'),
    'tomcat.global.request': http(() => summary().requests, 'requests'),
    'tomcat.global.request.max': http(() => Math.max(0, ...summary().slowest.map((r) => r.maxMs)) / 1000, 'seconds'),
    'tomcat.servlet.request': http(() => summary().requests, 'requests'),
    'tomcat.servlet.request.max': http(() => Math.max(0, ...summary().slowest.map((r) => r.maxMs)) / 1000, 'seconds'),
    'tomcat.threads.current': http(() => 1, 'threads'),
    'tomcat.threads.config.max': http(() => 1, 'threads'),
  };
}

/**
 * JeecgBoot's monitor pages call Spring Boot's actuator (`/actuator/metrics/{name}`,
 * `/actuator/httptrace`) with its token: the same figures as ISPS's own monitor pages, in
 * Spring's shapes (not the envelope — the pages read the actuator's own JSON).
 */
// Spring's shapes (no envelope); a metric's value stays free-form: a NaN reading is written as null, as JSON.stringify does
const metricAnswer = z.object({
  name: z.string(),
  description: z.null(),
  baseUnit: z.string().nullable(),
  measurements: z.array(z.object({ statistic: z.string(), value: z.unknown() })),
  availableTags: z.array(z.unknown()),
});
const traceAnswer = z.object({
  traces: z.array(
    z.object({
      timestamp: z.string(),
      principal: z.object({ name: z.string() }).nullable(),
      request: z.object({ method: z.string(), uri: z.string(), headers: z.object({}) }),
      response: z.object({ status: z.number().int(), headers: z.object({}) }),
      timeTaken: z.number(),
    }),
  ),
});

export async function actuatorRoutes(app: FastifyInstance, ctx: Ctx) {
  const all = metrics(ctx);
  const perms = ['monitor:system', 'monitor:runtime', 'monitor:http'];
  app.get(
    '/actuator/metrics/:name',
    {
      config: { perm: perms },
      schema: {
        tags,
        summary: 'One actuator metric (JeecgBoot monitor pages)',
        params: z.object({ name: z.string().max(80) }),
        response: { 200: metricAnswer },
      },
    },
    async (req) => {
      const { name } = req.params as { name: string };
      const m = all[name];
      if (!m) throw new HttpError(404, `未知的指标：${name}`);
      if (!req.user!.perms.has(m.perm)) throw new HttpError(403, `没有权限，请联系管理员授权（${m.perm}）`);
      return { name, description: null, baseUnit: m.unit, measurements: [{ statistic: 'VALUE', value: m.value() }], availableTags: [] };
    },
  );
  app.get(
    '/actuator/httptrace',
    { config: { perm: 'monitor:trace' }, schema: { tags, summary: 'The last requests in Spring actuator httptrace form', response: { 200: traceAnswer } } },
    async () => ({
      traces: (httpStatsOf(ctx)?.recent() ?? []).map((e) => ({
        timestamp: new Date(e.time).toISOString(),
        principal: e.user ? { name: e.user } : null,
        request: { method: e.method, uri: e.path, headers: {} },
        response: { status: e.status, headers: {} },
        timeTaken: Math.round(e.ms),
      })),
    }),
  );
}
