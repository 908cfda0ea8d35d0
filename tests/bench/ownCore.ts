import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

export interface CoreSplit {
  /** for the report: which CPUs each side has */
  layout: string;
  /** gives this process every CPU again */
  undo(): void;
}

const pin = (cpus: string, pid: number) => execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep answers 1 when there are none
  }
};

/**
 * A local PostgreSQL server on a CPU of its own and this process (the ISPS server, the raw-SQL loops,
 * the load generator's thread) on the others, as a production database runs beside the application
 * rather than among its threads. Sharing two CPUs, each backend the server wakes takes a core from it
 * and the two sides wait on each other (docs/benchmarks.md). The server's processes are found from a
 * backend's parent (the postmaster); backends started later inherit its CPU. Null with one CPU, or when
 * taskset is missing: the bench then runs as before.
 */
export async function databaseOnOwnCore(url: string): Promise<CoreSplit | null> {
  const n = os.cpus().length;
  if (n < 2) return null;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let postmaster: number;
  try {
    // read while the backend is still there
    postmaster = parentOf((await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
  } finally {
    await c.end();
  }
  const db = String(n - 1);
  const app = n > 2 ? `0-${n - 2}` : '0';
  try {
    for (const pid of [postmaster, ...childrenOf(postmaster)]) pin(db, pid);
    pin(app, process.pid);
  } catch {
    return null;
  }
  return { layout: `PostgreSQL on CPU ${db}, this process on CPU ${app}`, undo: () => pin(`0-${n - 1}`, process.pid) };
}
