import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startNginx, startPostgres, startRedis, waitPort } from './services.js';

export interface ClusterOptions {
  /** ISPS processes behind the balancer */
  processes: number;
  /** the balancer's port; the processes take the next ones */
  port: number;
  /** where PostgreSQL (when no databaseUrl), Redis and nginx keep their files */
  dir: string;
  /** an existing database; else PostgreSQL is started in dir/pg */
  databaseUrl?: string;
  redisPort: number;
  pgPort: number;
  /** extra environment of the ISPS processes */
  env?: NodeJS.ProcessEnv;
  /** where the processes' output goes: inherit (default), or a directory for one log file each */
  logDir?: string;
  /**
   * each process keeps the wrdb sessions it opens and nginx routes their reads to it (ISPS_WRDB_SESSION_SLOT,
   * docs/cluster.md): no Redis round trip per poll, but a process that dies takes its sessions along (reopened)
   */
  stickySessions?: boolean;
}

export interface Cluster {
  /** the balancer, e.g. http://127.0.0.1:8080 */
  origin: string;
  ports: number[];
  processes: (ChildProcess | null)[];
  /** nginx's master and Redis, for the bench's CPU per request */
  pids: { nginx: number; redis: number };
  /** kill -9 of process i (0-based) */
  kill(i: number): void;
  stop(): Promise<void>;
}

/** One ISPS process (node with tsx's loader, so its pid is the server's own and kill -9 hits it). */
export function startIsps(port: number, env: NodeJS.ProcessEnv, logDir?: string): ChildProcess {
  const out = logDir ? fs.openSync(path.join(logDir, `isps-${port}.log`), 'a') : 'inherit';
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
}

/**
 * Redis, PostgreSQL, n ISPS processes and nginx on this machine (docs/cluster.md). The first
 * process migrates and seeds the database before the next one starts.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  fs.mkdirSync(o.dir, { recursive: true });
  const stops: (() => void | Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse().splice(0)) await s();
  };
  try {
    const redis = await startRedis(path.join(o.dir, 'redis'), o.redisPort);
    stops.push(() => void redis.kill('SIGKILL'));
    let databaseUrl = o.databaseUrl;
    if (!databaseUrl) {
      const pg = await startPostgres(path.resolve(o.dir, 'pg'), o.pgPort);
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${o.redisPort}`,
      ISPS_TRUST_PROXY: 'loopback',
      ISPS_ADMIN_PASSWORD: process.env.ISPS_ADMIN_PASSWORD || 'Admin#12345',
      ...o.env,
    };
    const ports = Array.from({ length: o.processes }, (_, i) => o.port + 1 + i);
    const procs: (ChildProcess | null)[] = [];
    stops.push(async () => {
      for (const p of procs) p?.kill('SIGTERM');
      const running = procs.filter((p): p is ChildProcess => p !== null && p.exitCode === null);
      await Promise.all(running.map((p) => new Promise((r) => p.once('exit', r))));
    });
    for (const [i, port] of ports.entries()) {
      // one after the other: the first migrates and seeds, and a busy machine starts each in time
      const p = startIsps(port, o.stickySessions ? { ISPS_WRDB_SESSION_SLOT: String(i + 1), ...env } : env, o.logDir);
      procs.push(p);
      await waitPort(port, p, 180);
    }
    const nginx = await startNginx(path.resolve(o.dir, 'nginx'), o.port, ports, o.logDir && path.join(o.logDir, 'nginx.log'));
    stops.splice(stops.length - 1, 0, () => void nginx.kill('SIGQUIT'));
    return {
      origin: `http://127.0.0.1:${o.port}`,
      ports,
      processes: procs,
      pids: { nginx: nginx.pid!, redis: redis.pid! },
      kill(i) {
        procs[i]?.kill('SIGKILL');
        procs[i] = null;
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
