import { Worker } from 'node:worker_threads';
import type { LiteError, LiteReply, LiteRequest, LiteResult, LiteStart } from './liteProtocol.js';

type Waiter = { resolve: (r: LiteResult) => void; reject: (e: Error) => void };
type Op = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string } | { op: 'close' };

/**
 * Embedded PGlite on a thread of its own. On the server's thread every statement held every request —
 * a list's SQL, the history writer's inserts, an export — and the HTTP work of one request could not run
 * while another's SQL did. Here the two overlap on two cores, as with a PostgreSQL server. Errors come back
 * with their fields (code, constraint, detail); the thread keeps the process alive only while it has work.
 */
export class LiteThread {
  private readonly pending = new Map<number, Waiter>();
  private next = 1;
  private failure?: Error;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: LiteReply) => this.settle(m));
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => this.fail(new Error(`PGlite thread ended (exit code ${code})`)));
  }

  static async start(opts: { dataDir?: string; image?: Blob }): Promise<LiteThread> {
    const image = opts.image ? await opts.image.arrayBuffer() : undefined;
    const workerData: LiteStart = { dataDir: opts.dataDir, image };
    const worker = new Worker(new URL('./liteWorker.mjs', import.meta.url), { workerData, transferList: image ? [image] : [] });
    const thread = new LiteThread(worker);
    try {
      await thread.wait(0);
    } catch (e) {
      await worker.terminate();
      throw e;
    }
    return thread;
  }

  query(sql: string, params?: unknown[]): Promise<LiteResult> {
    return this.send({ op: 'query', sql, params });
  }

  async exec(sql: string): Promise<void> {
    await this.send({ op: 'exec', sql });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.failure) await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private send(op: Op): Promise<LiteResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    this.worker.postMessage({ id, ...op } satisfies LiteRequest);
    return this.wait(id);
  }

  private wait(id: number): Promise<LiteResult> {
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private settle({ id, result, error }: LiteReply): void {
    const w = this.pending.get(id);
    if (!w) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    if (error) w.reject(toError(error));
    else w.resolve(result ?? { rows: [] });
  }

  private fail(e: Error): void {
    if (!this.closed && !this.failure) console.error('PGlite thread failed:', e.message); // every statement fails from now on
    this.failure ??= e;
    for (const w of this.pending.values()) w.reject(this.failure);
    this.pending.clear();
  }
}

/** The database's error as an Error again, its fields (code, constraint…) where the callers read them. */
function toError({ message, ...fields }: LiteError): Error {
  return Object.assign(new Error(message), fields);
}
