import type { HotRoutes } from './hotRoutes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Registry } from '../schema/registry.js';
import type { DictCache } from '../system/dict/cache.js';
import type { SessionCache } from '../auth/session.js';
import type { LogWriter } from '../logs/writeLog.js';
import type { SocketHub } from '../notify/hub.js';
import type { SheetReader } from '../crud/xlsx/reader.js';
import type { FileStore } from '../files/types.js';
import type { TaskRunner } from '../jobs/tasks/runner.js';
import type { Shared } from '../redis/types.js';
import type { SmsSender } from '../system/phoneLogin/sender.js';

/** The logged-in caller, resolved from the token once per request (cached). */
export interface AuthUser {
  id: string;
  username: string;
  realname: string;
  orgCode: string | null;
  /** the permission rows granted (roles and department roles); the menu is built from them */
  permissionIds: string[];
  perms: Set<string>;
  roleCodes: string[];
  tenantIds: string[];
  isAdmin: boolean;
  jti: string;
  /** values derived from the session (menu, data rules), see memo() in auth/session.ts */
  views?: Map<string, Promise<unknown>>;
}

/** Where the server's log lines go (stdout by default; tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** What every server module gets: the database, the schemas and the shared caches. */
export interface Ctx extends Database {
  config: Config;
  registry: Registry;
  dicts: DictCache;
  sessions: SessionCache;
  logs: LogWriter;
  secret: Uint8Array;
  /** the live channel: open sockets per user, pushes fanned out through the bus */
  notify: SocketHub;
  /** reads uploaded .xlsx files in worker threads */
  sheets: SheetReader;
  /** the file page's bytes: a directory or an S3 bucket (files/) */
  files: FileStore;
  /** background tasks (sys_task) run by this process */
  tasks: TaskRunner;
  /** Redis when REDIS_URL is set (several processes); undefined: one process keeps everything in memory */
  shared?: Shared;
  /** phone-login codes go out through it (the logging sender unless replaced) */
  sms: SmsSender;
  /** GETs answered before Fastify (the portal's window poll) */
  hot: HotRoutes;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** reachable without a token */
    public?: boolean;
    /** permission code(s) the caller needs; any one suffices */
    perm?: string | string[];
    /** a write on the caller's own account or session, needing only a token */
    self?: boolean;
    /** a GET that changes state (kept for JeecgBoot clients): logged as an operation like a write */
    changes?: boolean;
    /** the token may come as `?token=` (for callers that cannot set a header: img tags, sockets) */
    queryToken?: boolean;
    /** an online form's route: the form's own permission is checked per request (cgform/dispatch.ts) */
    online?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    tenantId: string;
  }
}
