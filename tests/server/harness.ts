import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { LiteThread } from '#server/db/liteThread.js';
import type { Envelope } from '#shared/contract/envelope.js';
import type { LogStream } from '#server/http/types.js';

export const ADMIN_PASSWORD = 'Admin#12345';
export const DB_KIND = process.env.ISPS_TEST_DB === 'pg' ? 'pg' : 'pglite';
/**
 * The route walks (fuzz, bad input on every route) test input validation and that a refused request
 * writes nothing: both happen before the database is asked, so the walks run once, in the pg project
 * when PostgreSQL is installed (it runs them twice as fast as PGlite), else in the pglite project.
 */
export const RUNS_ROUTE_WALKS = DB_KIND === 'pg' || process.env.ISPS_TEST_PG_TOO !== '1' || process.env.FORCE_WALKS === '1';
/** true in the run's last database project: PostgreSQL when installed, else PGlite (for tests whose subject is not the database) */
export const LAST_DATABASE = DB_KIND === 'pg' || process.env.ISPS_TEST_PG_TOO !== '1';
/** the test Redis (tests/setup/redis.ts); '' when redis-server is not installed */
export const REDIS_URL = inject('redisUrl') ?? '';
/** a key prefix of its own, for servers that should share Redis state (pass the same one to each) */
export const redisPrefix = () => `t${randomBytes(6).toString('hex')}:`;

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface Reply<T = any> {
  status: number;
  body: Envelope<T>;
}

/**
 * A data directory for a server that is restarted on it, removed when the test ends. In memory (/dev/shm)
 * where there is room: PGlite's first start on a disk waits on fsync, ~3 s more per start.
 */
export function tempDataDir(prefix: string): string {
  const shm = '/dev/shm';
  const roomy = fs.existsSync(shm) && ((s) => s.bavail * s.bsize > 2 ** 30)(fs.statfsSync(shm));
  const dir = fs.mkdtempSync(path.join(roomy ? shm : os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let image: Promise<Blob | undefined> | undefined;
/** the empty PGlite cluster tests/setup/pglite.ts made for this run (read once per test file; none in the pg project) */
const pgliteImage = () => {
  const file = inject('pgliteImage');
  return (image ??= file ? fs.promises.readFile(file).then((b) => new Blob([b])) : Promise.resolve(undefined));
};

/**
 * Dropping every schema of a PGlite, as a new database on the test PostgreSQL server starts: empty, with
 * the cluster's roles (reportRole.ts creates one) and nothing else. ~0.2 s, where starting a PGlite thread
 * from the image takes ~2.5 s: one thread goes from each in-memory server to the next.
 */
const EMPTY_DATABASE = `
  do $$ declare s text; begin
    for s in select nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname !~ '^pg_(toast|temp)'
    loop execute format('drop schema %I cascade', s); end loop;
  end $$;
  create schema public authorization pg_database_owner;
  grant usage on schema public to public;`;

// on globalThis: a test file with a module graph of its own (the isolated projects) finds it too, so a
// process holds at most one idle thread
const IDLE = Symbol.for('isps.test.idlePglite');
const store = globalThis as { [IDLE]?: LiteThread };

/** An empty in-memory PGlite: the idle one emptied, else a new one from the image. */
async function takePglite(): Promise<LiteThread> {
  const idle = store[IDLE];
  store[IDLE] = undefined;
  if (idle && !idle.closed) {
    try {
      // a transaction or a session setting a test left behind (one statement each: several make a transaction)
      await idle.exec('rollback');
      await idle.exec('discard all');
      await idle.exec(EMPTY_DATABASE);
      return idle;
    } catch {
      await idle.close();
    }
  }
  return LiteThread.start({ image: await pgliteImage() });
}

/** A server's PGlite after its close: kept for the next server (one at a time), else closed. */
async function givePglite(lite: LiteThread): Promise<void> {
  if (store[IDLE] || lite.closed) await lite.close();
  else store[IDLE] = lite;
}

/** A fresh database for one test file: in-memory PGlite, or a new database on the test PostgreSQL server. */
async function freshDatabaseUrl(): Promise<string | undefined> {
  if (DB_KIND !== 'pg') return undefined;
  const admin = inject('pgUrl');
  if (!admin) throw new Error('no PostgreSQL server for the pg run');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  return admin.replace(/\/[^/]*$/, `/${name}`);
}

/** Starts the real server on a loopback port with its own database; requests go over HTTP. */
export async function startServer(
  opts: {
    schemasDir?: string;
    dataDir?: string;
    databaseUrl?: string;
    adminPassword?: string | null;
    env?: NodeJS.ProcessEnv;
    config?: Partial<Config>;
    logStream?: LogStream;
    clientDir?: string;
    redisPrefix?: string;
    /** a restart's database: the PGlite thread of the server it follows, kept as that server left it */
    reuse?: LiteThread;
    /** the built-in device simulator: off unless a test reads live values (it costs ~0.2 s of a start and a share of a core while it runs) */
    simulator?: boolean;
  } = {},
) {
  const databaseUrl = opts.databaseUrl ?? (await freshDatabaseUrl());
  const config = {
    ...loadConfig(opts.env ?? {}), // the server's own variables (ISPS_TRUST_PROXY …); nothing from the test runner's environment
    adminPassword: opts.adminPassword === null ? undefined : (opts.adminPassword ?? ADMIN_PASSWORD),
    databaseUrl,
    dataDir: opts.dataDir ?? 'memory://',
    schemasDir: opts.schemasDir ?? path.resolve('schemas'),
    clientDir: opts.clientDir ?? '/nonexistent',
    ...(opts.redisPrefix ? { redisUrl: REDIS_URL, redisPrefix: opts.redisPrefix } : {}),
    ...opts.config,
  };
  config.realtime = { ...config.realtime, simulator: config.realtime.simulator && !!opts.simulator };
  // simulated sags would message the admin at random moments: tests that want device events raise them
  config.deviceEvents = { ...config.deviceEvents, detect: false };
  const inMemory = !databaseUrl && config.dataDir.startsWith('memory://');
  const pglite = inMemory ? (opts.reuse ?? (await takePglite())) : undefined;
  const database = await connect({ databaseUrl, dataDir: config.dataDir, pglite });
  const { app, ctx, routes } = await buildApp(config, database, { logStream: opts.logStream }).catch(async (e) => {
    await database.close().catch(() => undefined);
    await pglite?.close(); // whatever the failed start left running may still hold it: not handed on
    throw e;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${config.apiBase}`;

  async function call<T = any>(method: string, url: string, o: CallOptions = {}): Promise<Reply<T>> {
    const qs = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers['X-Access-Token'] = o.token;
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    } else if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${base}${url}${qs}`, { method, headers, body });
    const text = await res.text();
    // a file download (an .xlsx export) is not an envelope: its bytes as text
    const json = !/spreadsheet|octet-stream|zip/.test(res.headers.get('content-type') ?? '');
    return { status: res.status, body: text ? (json ? JSON.parse(text) : (text as never)) : (null as never) };
  }

  async function login(username: string, password: string): Promise<string> {
    const r = await call('POST', '/sys/login', { body: { username, password } });
    if (!r.body.success) throw new Error(`login ${username} failed: ${r.body.message}`);
    return r.body.result.token;
  }

  const adminToken = opts.adminPassword === null ? '' : await login('admin', opts.adminPassword ?? ADMIN_PASSWORD);

  /** Creates a user through the API, with the given role codes, and returns a token for them. */
  async function userWithRoles(username: string, roleCodes: string[], password = 'Passw0rd!x'): Promise<{ id: string; token: string }> {
    const roles = await call('GET', '/sys/role/list', { token: adminToken, query: { pageSize: 100 } });
    const ids = roles.body.result.records.filter((r: any) => roleCodes.includes(r.roleCode)).map((r: any) => r.id);
    const add = await call('POST', '/sys/user/add', { token: adminToken, body: { username, realname: username, password, selectedroles: ids.join(',') } });
    if (!add.body.success) throw new Error(`add user ${username}: ${add.body.message}`);
    // roles may be attached by the user hooks; make sure here so this helper does not depend on them
    for (const roleId of ids) {
      await ctx.db
        .insertInto('sys_user_role')
        .values({ id: randomBytes(16).toString('hex'), user_id: add.body.result.id, role_id: roleId })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .execute();
    }
    ctx.sessions.invalidate();
    return { id: add.body.result.id, token: await login(username, password) };
  }

  return {
    app,
    ctx,
    routes,
    base,
    call,
    login,
    adminToken,
    userWithRoles,
    databaseUrl,
    close: async () => {
      await stop();
      if (pglite) await givePglite(pglite);
    },
    /**
     * Stops this server and starts another on the same database (its data directory, PostgreSQL database or
     * in-memory PGlite, as this one left it), with the same options unless `more` replaces some: a restart.
     */
    restart: async (more: Parameters<typeof startServer>[0] = {}) => {
      await stop();
      return startServer({ ...opts, databaseUrl, ...more, reuse: pglite });
    },
  };

  async function stop() {
    // a socket whose request body was refused unread (an upload answered 413 mid-stream) counts as busy
    // and would hold close() until Node's timeouts (~70 s); a second's grace, then such sockets are cut
    const cut = setTimeout(() => app.server.closeAllConnections(), 1000);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
    await database.close();
  }
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** A log stream that keeps the server's log lines (JSON text) for a test to read: pass `logStream`, read `lines`. */
export function logLines(): { lines: string[]; logStream: LogStream } {
  const lines: string[] = [];
  return { lines, logStream: { write: (line) => void lines.push(line) } };
}
