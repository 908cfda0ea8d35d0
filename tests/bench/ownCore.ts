import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const pin = (cpu: string, pid: number) => execFileSync('taskset', ['-a', '-p', '-c', cpu, String(pid)], { stdio: 'ignore' });
const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep answers 1 when there are none
  }
};

/**
 * Keeps a local PostgreSQL server to one CPU (the last), as a production database has resources of its
 * own rather than the application's: sharing every CPU, each backend the ISPS server wakes takes a core
 * from it and the two wait on each other (docs/benchmarks.md). This process is left free. The server's
 * processes are found from a backend's parent (the postmaster); backends started later inherit its CPU.
 * Returns the layout for the report, or null with one CPU or without taskset (the bench then runs as before).
 */
export async function databaseOnOwnCore(url: string): Promise<string | null> {
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
  try {
    for (const pid of [postmaster, ...childrenOf(postmaster)]) pin(String(n - 1), pid);
  } catch {
    return null;
  }
  return `PostgreSQL kept to CPU ${n - 1} of ${n}`;
}
