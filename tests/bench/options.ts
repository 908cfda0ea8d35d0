import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Bench settings from the command line and the environment.
 *   npm run bench                 PGlite (in memory)
 *   npm run bench -- --pg         PGlite, then PostgreSQL (also BENCH_DB=pg)
 *   npm run bench -- --pg-only    PostgreSQL only (also BENCH_DB=pg-only)
 *   npm run bench -- --cpu-prof   after the measured runs, one more ISPS run per endpoint under
 *                                 the V8 sampling profiler (--cpu-prof=DIR to choose where the
 *                                 .cpuprofile files go; default a new temp dir); the realtime part
 *                                 profiles its pollers' run itself (its figures then carry the overhead)
 *   --duration=S --rounds=N --warmup=S --connections=N --users=N --only=bundle,render,curve,login,permission,dict,list,realtime,websocket,heatmap,uploads,datasets,pq,c37118,history,monitor,cluster
 *   --sockets=N                   websockets of the websocket part (default 1000; one user each)
 *   --only=soak --minutes=N       the memory soak (by name only; default 60 minutes)
 * PostgreSQL: DATABASE_URL when set (a throw-away database is created in it and dropped
 * afterwards), else a temporary server started like tests/setup/postgres.ts does.
 */
export type DbKind = 'pglite' | 'pg';

export interface BenchOptions {
  databases: DbKind[];
  /** seconds measured per round, for each of ISPS, raw SQL and bare Fastify */
  duration: number;
  /** interleaved ISPS → raw → bare rounds per endpoint; medians are reported */
  rounds: number;
  /** seconds of unmeasured load on each of the three before an endpoint's rounds (JIT, caches, pool) */
  warmup: number;
  /** concurrent HTTP connections, and concurrent raw-SQL loops */
  connections: number;
  /** users seeded into sys_user before the run */
  users: number;
  /** sockets opened by the websocket part, one user each */
  sockets: number;
  /** minutes of the soak (--only=soak) */
  soakMinutes: number;
  /** only these endpoint keys (comma-separated --only=login,list,realtime), else all */
  only?: string[];
  /** directory for main-thread CPU profiles of extra ISPS runs, when asked for */
  cpuProf?: string;
}

const num = (v: string | undefined, def: number) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? def : Number(v));

export function readOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const db = (env.BENCH_DB ?? '').toLowerCase();
  const pgOnly = flag('pg-only') || db === 'pg-only';
  const withPg = pgOnly || flag('pg') || db === 'pg' || db === 'postgres';
  return {
    databases: pgOnly ? ['pg'] : withPg ? ['pglite', 'pg'] : ['pglite'],
    duration: num(value('duration') ?? env.BENCH_DURATION, 2),
    rounds: Math.max(1, num(value('rounds') ?? env.BENCH_ROUNDS, 3)),
    warmup: num(value('warmup') ?? env.BENCH_WARMUP, 1),
    connections: num(value('connections') ?? env.BENCH_CONNECTIONS, 10),
    users: num(value('users') ?? env.BENCH_USERS, 10_000),
    sockets: num(value('sockets') ?? env.BENCH_SOCKETS, 1000),
    soakMinutes: num(value('minutes') ?? env.BENCH_SOAK_MINUTES, 60),
    only: value('only')?.split(',').filter(Boolean),
    cpuProf:
      value('cpu-prof') ??
      (flag('cpu-prof') || env.BENCH_CPU_PROF ? env.BENCH_CPU_PROF || fs.mkdtempSync(path.join(os.tmpdir(), 'isps-bench-prof-')) : undefined),
  };
}
