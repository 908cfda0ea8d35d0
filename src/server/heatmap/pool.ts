import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.js';
import type { HeatmapConfig, HeatRequest } from './types.js';

/** Renders heat maps on worker threads: the main thread only validates and answers. */
export class HeatPool {
  private readonly pool: Piscina<HeatRequest, Uint8Array>;

  constructor(private readonly cfg: Pick<HeatmapConfig, 'threads' | 'queue'>) {
    this.pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      // threads start on the first heat map and stop when idle: most servers (and test runs) never draw one
      minThreads: 0,
      maxThreads: cfg.threads,
      maxQueue: cfg.queue,
      idleTimeout: 60_000,
    });
  }

  /** Renders completed by the workers (the tests see that rendering left the main thread, and what the cache spared). */
  get completed() {
    return this.pool.completed;
  }

  /**
   * The PNG as a JSON string literal ("<base64>"), or 503 when every thread is busy and the queue is full:
   * waiting without bound only moves the stall.
   */
  async run(req: HeatRequest): Promise<Buffer> {
    if (this.pool.queueSize >= this.cfg.queue) {
      throw new HttpError(503, `heat-map renderer busy: ${this.cfg.queue} images already waiting, try again shortly`);
    }
    const bytes = await this.pool.run(req); // a moved Buffer arrives as a plain Uint8Array
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  close() {
    return this.pool.close();
  }
}
