import Fastify, { type FastifyInstance, type FastifySerializerCompiler } from 'fastify';
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { fail } from '#shared/contract/envelope.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { migrateSystemTables } from './db/migrate.js';
import { loadSchemas } from './schema/load.js';
import { syncTables } from './schema/ddl.js';
import { installSecret } from './auth/secret.js';
import { SessionCache } from './auth/session.js';
import { registerGuard } from './auth/guard.js';
import { registerErrorHandling } from './http/envelopePlugin.js';
import { registerInputGuard } from './http/inputGuard.js';
import { zodValidatorCompiler } from './http/validation.js';
import { responseSerializerCompiler } from './http/serialization.js';
import { loggerOptions } from './http/logger.js';
import { AccessLog } from './http/accessLog.js';
import { registerSecurityHeaders } from './http/security.js';
import type { Ctx, LogStream } from './http/types.js';
import { DictCache } from './system/dict/cache.js';
import { mountCrud } from './crud/routes.js';
import { isOnline, startOnlineForms } from './forms/live.js';
import { mountFormApi } from './forms/formApi.js';
import { upgradeFormNamespace } from './forms/upgradeNamespace.js';
import { mountOnlineCrud } from './forms/dispatch.js';
import { seed } from './seed/index.js';
import { domainModules, entityHooks } from './modules.js';
import { realtimePublicRoutes } from './realtime/routes.js';
import { serveClient } from './http/static.js';
import { ConnectionGuard } from './http/connectionGuard.js';
import { HotRoutes } from './http/hotRoutes.js';
import { fastifyTrustProxy } from './http/trustProxy.js';
import { registerOperationLog } from './logs/operationLog.js';
import { LogWriter } from './logs/writeLog.js';
import { SocketHub } from './notify/hub.js';
import { SheetReader } from './crud/xlsx/reader.js';
import { registerHttpTrace } from './monitor/trace.js';
import { createFileStore } from './files/store.js';
import { TaskRunner } from './jobs/tasks/runner.js';
import { connectRedis } from './redis/client.js';
import { loggingSender } from './system/phoneLogin/sender.js';

/** log levels at which every request is logged (http/accessLog.ts) */
const VERBOSE = new Set(['debug', 'trace']);

export interface RouteInfo {
  method: string;
  url: string;
  config: { public?: boolean; perm?: string | string[]; self?: boolean; queryToken?: boolean; online?: boolean };
}

export interface App {
  app: FastifyInstance;
  ctx: Ctx;
  /** every API route with its access rule, for the route-walk test and the docs */
  routes: RouteInfo[];
}

/** Loads schemas, brings the database up to date, seeds once and mounts every route. */
export interface BuildOptions {
  logger?: boolean;
  logStream?: LogStream;
  /** the bench's switch between response schemas and JSON.stringify (tests/bench/serializer.ts); production uses the schemas */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<App> {
  const registry = loadSchemas(config.schemasDir);
  await migrateSystemTables(database.db);
  await syncTables(database.raw, registry.all());
  const secret = await installSecret(database.raw);
  const ctx: Ctx = {
    ...database,
    config,
    registry,
    secret,
    dicts: new DictCache(database.db, registry, database.bus),
    sessions: new SessionCache(database.db, database.bus),
    logs: new LogWriter(database.db),
    notify: new SocketHub(database.bus),
    sheets: new SheetReader(),
    files: await createFileStore(config.files, config.dataDir),
    tasks: new TaskRunner(database.db),
    shared: config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix) : undefined,
    sms: loggingSender((line) => app.log.warn(line), config.smsOutbox),
    hot: new HotRoutes(new ConnectionGuard(config.connection)),
  };
  await seed(ctx);
  await startOnlineForms(ctx); // after the seed: the schema files' menus are the files' own
  await upgradeFormNamespace(ctx); // forms published before they had their own namespace
  // tasks of a process that stopped (this one before a restart, or a crashed peer) are failed, not left running
  await ctx.tasks.sweep();

  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(config.logLevel, opts.logStream) : false,
    logController: new AccessLog(),
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For only from the proxies ISPS_TRUST_PROXY names: anyone can write the header
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // a path parameter may be a JWT (JeecgBoot's /sys/thirdLogin/getLoginUser/{token}); Fastify's default stops at 100
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // the first start seeds and loads every module inside one plugin: on a busy machine (several
    // processes starting, npm run cluster) that takes longer than Fastify's default 10 s
    pluginTimeout: 120_000,
    // the portal's wrdb polls are answered in front of Fastify (http/hotRoutes.ts)
    serverFactory: ctx.hot.serverFactory,
  });
  // zod route schemas validate (400 naming the field, http/validation.ts) and feed the OpenAPI document
  app.setValidatorCompiler(zodValidatorCompiler);
  // response schemas (src/shared/contract) serialise with fast-json-stringify and write only the keys they name
  app.setSerializerCompiler(opts.serializerCompiler ?? responseSerializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  const headers = registerSecurityHeaders(app);
  const answered = registerHttpTrace(app, ctx);
  app.addHook('onReady', async () => ctx.hot.start({ headers, answered, verbose: () => VERBOSE.has(app.log.level) }));
  app.addHook('preClose', async () => ctx.hot.stop());
  app.addHook('onClose', () => ctx.logs.flush());
  app.addHook('onClose', () => ctx.sheets.close());
  app.addHook('onClose', () => ctx.tasks.close(config.taskShutdownWaitMs));
  app.addHook('onClose', async () => ctx.shared?.close());
  app.addHook('preClose', async () => ctx.notify.close());
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith(config.apiBase)) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url, config: r.config ?? {} });
  });
  // per-route limits only (routes ask through app.createRateLimit): in memory, or counted in Redis
  // across the processes when there is one (a Redis outage lets requests through rather than fail them)
  const shared = ctx.shared && { redis: ctx.shared.redis, nameSpace: ctx.shared.key('rate', ''), skipOnError: true };
  await app.register(rateLimit, { global: false, ...shared });
  // the live channel (notify/socket.ts): clients only send heartbeats, so frames stay small
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'ISPS API', version: '0.1.0' }, servers: [{ url: config.apiBase }] },
    transform: jsonSchemaTransform,
  });
  await app.register(
    async (api) => {
      // one file per request; each route that takes one sets its own size limit (xlsx/receive.ts,
      // upload/receive.ts). Inside the console's API only: its two async hooks (temp-file clean-up)
      // would otherwise run on every portal poll and static file
      await api.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 } });
      registerGuard(api, ctx);
      registerOperationLog(api, ctx);
      for (const mod of domainModules) await mod(api, ctx);
      const hooks = entityHooks();
      for (const e of registry.all()) if (!isOnline(e)) mountCrud(api, ctx, e, hooks[e.table]);
      mountOnlineCrud(api, ctx);
      mountFormApi(api, ctx);
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
      api.setNotFoundHandler((req, reply) => reply.status(404).send(fail('路径不存在，请检查路径是否正确', 404)));
    },
    { prefix: config.apiBase },
  );
  // the portal's polls: public, without the console's guard and operation log (realtime/routes.ts)
  await app.register(async (pub) => realtimePublicRoutes(pub, ctx), { prefix: config.apiBase });
  await serveClient(app, config);
  return { app, ctx, routes };
}
