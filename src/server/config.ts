import os from 'node:os';
import path from 'node:path';
import type { ConnectionLimits } from './http/connectionGuard.js';
import { trustProxyFrom } from './http/trustProxy.js';
import type { HeatmapConfig } from './heatmap/types.js';
import type { FilesConfig } from './files/types.js';
import type { CasConfig, OidcConfig } from './system/thirdLogin/types.js';
import { realtimeOptions, type RealtimeOptions } from './realtime/config.js';

/** Runtime configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  adminPassword?: string;
  databaseUrl?: string;
  /** REDIS_URL: live data, wrdb sessions, leases and rate limits shared by every process (docs/cluster.md) */
  redisUrl?: string;
  /** ISPS_REDIS_PREFIX: the start of every key ISPS writes in Redis */
  redisPrefix: string;
  schemasDir: string;
  clientDir: string;
  logLevel: string;
  /** outgoing mail for message templates (ISPS_SMTP_URL, or ISPS_SMTP_HOST/PORT/USER/PASS/SECURE); unset: e-mail is logged as failed */
  smtp?: SmtpConfig;
  /** device events (notify/events.ts): role codes whose users receive them, and the interval (quiet time that closes a message; re-alert spacing) */
  /** detect: scan the device records for excursions (ISPS_DEVICE_EVENTS=off stops it) */
  /** simulated: events of simulated devices (no C37.118 link) message people too (ISPS_DEVICE_EVENT_SIMULATED=on; default off) */
  deviceEvents: { roles: string[]; intervalMs: number; detect: boolean; simulated: boolean };
  /** ISPS_SELF_REGISTER=on opens /user/register (accounts start frozen, for an administrator to approve) */
  selfRegister: boolean;
  /** ISPS_TRUST_PROXY: whose X-Forwarded-For to believe (false: none, the socket's address is the client) */
  trustProxy: false | number | string[];
  /** bytes of uploaded files one user may keep (ISPS_UPLOAD_QUOTA_MB, default 100) */
  uploadQuotaBytes: number;
  /** the heat-map render pool (ISPS_HEATMAP_THREADS) and per-address rate (ISPS_HEATMAP_PER_MINUTE) */
  heatmap: HeatmapConfig;
  /** ISPS_HTTP_TRACE=off stops recording requests for the HTTP monitor and trace (monitor/trace.ts) */
  httpTrace: boolean;
  /** the file page's store (files/): directory or S3 bucket, and the per-file size limit */
  files: FilesConfig;
  /** ISPS_SMS_OUTBOX: file the logging SMS sender also appends each code to (demo and test installs) */
  smsOutbox?: string;
  /** sign-in through an OpenID Connect provider (system/thirdLogin); unset: /sys/thirdLogin answers 未配置 */
  oidc?: OidcConfig;
  /** sign-in through a CAS server; unset: /sys/cas/client answers 未配置 */
  cas?: CasConfig;
  /** ISPS_TASK_SHUTDOWN_WAIT_S: how long a stopping server waits for its background tasks before marking them failed */
  taskShutdownWaitMs: number;
  /** ISPS_JOB_MIN_INTERVAL_SECONDS (default 60): a scheduled job's cron may not fire more often than this */
  jobMinIntervalSeconds: number;
  /** ISPS_REPORT_TIMEOUT_MS (default 5 s, 0.1–600 s): an online report's statement timeout (reports/runner.ts) */
  reportTimeoutMs: number;
  /** what one HTTP connection may queue (ISPS_HTTP_PIPELINE answers, ISPS_HTTP_UNREAD_KB unread bytes; http/connectionGuard.ts) */
  connection: ConnectionLimits;
  /** the realtime plane: simulator, rings, wrdb sessions, C37.118 ingest, history (ISPS_SIMULATOR, ISPS_WRDB_*, ISPS_C37_*, ISPS_HISTORY*) */
  realtime: RealtimeOptions;
}

export interface SmtpConfig {
  /** smtp(s)://user:pass@host:port, or the parts below */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  pass?: string;
  /** the From address (ISPS_SMTP_FROM; default the SMTP user) */
  from?: string;
}

/** One core stays with the main thread, which answers everything else. */
function heatmapFrom(env: NodeJS.ProcessEnv): HeatmapConfig {
  const threads = Math.max(1, Math.trunc(Number(env.ISPS_HEATMAP_THREADS)) || os.availableParallelism() - 1);
  return { threads, queue: threads * 4, perMinute: Math.max(1, Math.trunc(Number(env.ISPS_HEATMAP_PER_MINUTE)) || 60) };
}

function smtpFrom(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const url = env.ISPS_SMTP_URL || undefined;
  const host = env.ISPS_SMTP_HOST || undefined;
  if (!url && !host) return undefined;
  return {
    url,
    host,
    port: env.ISPS_SMTP_PORT ? Number(env.ISPS_SMTP_PORT) : undefined,
    secure: env.ISPS_SMTP_SECURE ? env.ISPS_SMTP_SECURE === 'true' || env.ISPS_SMTP_SECURE === '1' : undefined,
    user: env.ISPS_SMTP_USER || undefined,
    pass: env.ISPS_SMTP_PASS || undefined,
    from: env.ISPS_SMTP_FROM || undefined,
  };
}

function filesFrom(env: NodeJS.ProcessEnv): FilesConfig {
  const bucket = env.ISPS_S3_BUCKET || undefined;
  return {
    dir: env.ISPS_FILE_DIR ? path.resolve(env.ISPS_FILE_DIR) : undefined,
    maxBytes: Math.round((Number(env.ISPS_FILE_MAX_MB ?? 200) || 200) * 1024 * 1024),
    s3: bucket
      ? {
          bucket,
          endpoint: env.ISPS_S3_ENDPOINT || undefined,
          region: env.ISPS_S3_REGION || 'us-east-1',
          accessKeyId: env.ISPS_S3_ACCESS_KEY || undefined,
          secretAccessKey: env.ISPS_S3_SECRET_KEY || undefined,
          forcePathStyle: env.ISPS_S3_PATH_STYLE !== 'false',
        }
      : undefined,
  };
}

function oidcFrom(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  if (!env.ISPS_OIDC_ISSUER || !env.ISPS_OIDC_CLIENT_ID) return undefined;
  return {
    issuer: env.ISPS_OIDC_ISSUER,
    clientId: env.ISPS_OIDC_CLIENT_ID,
    clientSecret: env.ISPS_OIDC_CLIENT_SECRET || undefined,
    redirectUri: env.ISPS_OIDC_REDIRECT_URI || undefined,
    usernameClaim: env.ISPS_OIDC_USERNAME_CLAIM || 'preferred_username',
  };
}

/** an online report's statement timeout: 5 s unless set, kept within 0.1–600 s */
const reportTimeoutMs = (v: number) => (Number.isFinite(v) && v > 0 ? Math.min(600_000, Math.max(100, Math.round(v))) : 5_000);

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
    redisPrefix: env.ISPS_REDIS_PREFIX || 'isps:',
    schemasDir: path.resolve(root, env.ISPS_SCHEMAS_DIR ?? 'schemas'),
    clientDir: path.resolve(root, env.ISPS_CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtp: smtpFrom(env),
    selfRegister: env.ISPS_SELF_REGISTER === 'on',
    trustProxy: trustProxyFrom(env.ISPS_TRUST_PROXY),
    uploadQuotaBytes: Math.round((Number(env.ISPS_UPLOAD_QUOTA_MB ?? 100) || 100) * 1024 * 1024),
    heatmap: heatmapFrom(env),
    httpTrace: env.ISPS_HTTP_TRACE !== 'off',
    files: filesFrom(env),
    smsOutbox: env.ISPS_SMS_OUTBOX || undefined,
    oidc: oidcFrom(env),
    cas: env.ISPS_CAS_URL ? { url: env.ISPS_CAS_URL.replace(/\/$/, ''), service: env.ISPS_CAS_SERVICE || undefined } : undefined,
    taskShutdownWaitMs: (Number(env.ISPS_TASK_SHUTDOWN_WAIT_S ?? 5) || 0) * 1000,
    jobMinIntervalSeconds: Math.max(1, Math.trunc(Number(env.ISPS_JOB_MIN_INTERVAL_SECONDS ?? 60)) || 60),
    reportTimeoutMs: reportTimeoutMs(Number(env.ISPS_REPORT_TIMEOUT_MS)),
    connection: { inFlight: Math.max(1, Number(env.ISPS_HTTP_PIPELINE) || 8), unreadBytes: 1024 * Math.max(64, Number(env.ISPS_HTTP_UNREAD_KB) || 1024) },
    realtime: realtimeOptions(env),
    deviceEvents: {
      roles: (env.ISPS_DEVICE_EVENT_ROLES ?? 'admin')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      intervalMs: Number(env.ISPS_DEVICE_EVENT_INTERVAL_S ?? 600) * 1000 || 600_000,
      detect: env.ISPS_DEVICE_EVENTS !== 'off',
      simulated: env.ISPS_DEVICE_EVENT_SIMULATED === 'on',
    },
  };
}
