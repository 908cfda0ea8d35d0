import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  adminPassword?: string;
  databaseUrl?: string;
  redisUrl?: string;
  schemasDir: string;
  clientDir: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    apiBase: (env.ISPS_API_BASE ?? '/isps-api').replace(/\/$/, ''),
    dataDir: path.resolve(root, env.ISPS_DATA_DIR ?? 'data'),
    adminPassword: env.ISPS_ADMIN_PASSWORD || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    schemasDir: path.resolve(root, env.ISPS_SCHEMAS_DIR ?? 'schemas'),
    clientDir: path.resolve(root, env.ISPS_CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
