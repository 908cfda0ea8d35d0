import fs from 'node:fs';

/**
 * CPU time of this process's threads from /proc (Linux), in ms. Node 20 has no per-thread
 * CPU API, and process.cpuUsage() would also count the load generator's worker thread and the
 * embedded database's thread, which belong to neither the server's nor the raw loop's own cost.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

export type ThreadTimes = Map<number, number>;

export function threadTimes(): ThreadTimes {
  const out: ThreadTimes = new Map();
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    return out; // not Linux: the CPU table then says n/a
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // fields after the "(comm)" part: state is field 3, utime 14, stime 15
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

export const threadIds = (): Set<number> => new Set(threadTimes().keys());

export interface CpuSplit {
  /** the main thread: HTTP, Fastify, handlers (or the raw loop), driver decoding */
  main: number;
  /** the other threads that existed before the run, less the database's: V8's GC and compiler helpers, libuv's pool */
  helpers: number;
  /** the embedded database's thread(s) (PGlite), 0 on PostgreSQL */
  database: number;
}

/**
 * CPU spent between two snapshots, split by thread. Threads born during the run (the load
 * generator's worker) are left out; `dbThreads` are the embedded database's.
 */
export function cpuBetween(before: ThreadTimes, after: ThreadTimes, dbThreads: Set<number>): CpuSplit {
  const split: CpuSplit = { main: 0, helpers: 0, database: 0 };
  for (const [tid, t0] of before) {
    const d = (after.get(tid) ?? t0) - t0;
    if (tid === process.pid) split.main += d;
    else if (dbThreads.has(tid)) split.database += d;
    else split.helpers += d;
  }
  return split;
}
