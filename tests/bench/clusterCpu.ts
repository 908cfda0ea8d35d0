import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time per process group from /proc (Linux), ms: the ISPS processes, nginx (master and workers), Redis and
 * PostgreSQL (postmaster, its live backends, and the ones that ended: the postmaster's reaped children).
 */
const TICK_MS = 10; // USER_HZ

function stat(pid: number): string[] | null {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** utime + stime (and with `reaped`, cutime + cstime: children that ended) of a process, ms */
function cpuOf(pid: number, reaped = false): number {
  const f = stat(pid);
  if (!f) return 0;
  return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) * TICK_MS;
}

export const childrenOf = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

export const parentOf = (pid: number): number => Number(stat(pid)?.[1] ?? 0);

/** The postmaster of the server a URL reaches (the parent of one of its backends), on this machine. */
export async function postmasterOf(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return parentOf((await c.query('select pg_backend_pid() as pid')).rows[0].pid);
  } finally {
    await c.end();
  }
}

export interface Pids {
  isps: number[];
  nginx?: number;
  redis?: number;
  postgres: number;
}

export type CpuGroups = Record<'isps' | 'nginx' | 'redis' | 'postgres', number>;

export function groupCpu(p: Pids): CpuGroups {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    isps: sum(p.isps.map((x) => cpuOf(x))),
    nginx: p.nginx ? cpuOf(p.nginx, true) + sum(childrenOf(p.nginx).map((x) => cpuOf(x))) : 0,
    redis: p.redis ? cpuOf(p.redis) : 0,
    postgres: cpuOf(p.postgres, true) + sum(childrenOf(p.postgres).map((x) => cpuOf(x))),
  };
}

export const perRequest = (a: CpuGroups, b: CpuGroups, n: number): CpuGroups => ({
  isps: (b.isps - a.isps) / n,
  nginx: (b.nginx - a.nginx) / n,
  redis: (b.redis - a.redis) / n,
  postgres: (b.postgres - a.postgres) / n,
});

/** Redis's count of commands processed (INFO stats), for round trips per request */
export async function redisCommands(redis: { info(section: string): Promise<string> }): Promise<number> {
  const m = /total_commands_processed:(\d+)/.exec(await redis.info('stats'));
  return Number(m?.[1] ?? 0);
}
