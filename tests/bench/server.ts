import path from 'node:path';
import { buildApp, type BuildOptions } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import { realtimeOptions } from '#server/realtime/config.js';
import { connect } from '#server/db/connect.js';
import type { Database } from '#server/db/types.js';
import type { Ctx, LogStream } from '#server/http/types.js';
import type { FastifyInstance } from 'fastify';
import { threadIds } from './threadCpu.js';

export const ADMIN_PASSWORD = 'Admin#12345';

export interface IspsServer {
  app: FastifyInstance;
  ctx: Ctx;
  database: Database;
  /** the threads the database connection started (PGlite's worker; none for PostgreSQL), for the CPU split */
  dbThreads: Set<number>;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** the API prefix, e.g. /isps-api */
  apiBase: string;
  close(): Promise<void>;
}

/**
 * The real ISPS server, in this process, on a loopback port: the same config the server
 * test harness builds (ISPS_ADMIN_PASSWORD-style admin password, schemas from ./schemas),
 * with logging off unless a `logStream` is given (at `overrides.logLevel`). PGlite in memory unless a
 * PostgreSQL URL is given; `overrides` replace config keys.
 */
export async function startIsps(
  databaseUrl?: string,
  overrides: Partial<Config> = {},
  logStream?: LogStream,
  build: Pick<BuildOptions, 'serializerCompiler'> = {},
): Promise<IspsServer> {
  const config = {
    ...loadConfig({}),
    adminPassword: ADMIN_PASSWORD,
    databaseUrl,
    dataDir: 'memory://',
    schemasDir: path.resolve('schemas'),
    clientDir: '/nonexistent',
    // the bench steers the realtime plane (simulator, poll budgets) through this process's environment
    realtime: realtimeOptions(process.env),
    ...overrides,
  };
  // simulated sags would write messages at random moments into the database being measured
  config.deviceEvents = { ...config.deviceEvents, detect: false };
  const before = threadIds();
  const database = await connect({ databaseUrl, dataDir: config.dataDir });
  const dbThreads = new Set([...threadIds()].filter((t) => !before.has(t)));
  const { app, ctx } = await buildApp(config, database, { logStream, ...build });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    ctx,
    database,
    dbThreads,
    origin: `http://127.0.0.1:${port}`,
    apiBase: config.apiBase,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
