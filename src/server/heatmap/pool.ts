import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.js';
import type { HeatmapConfig, HeatRequest } from './types.js';

/** Renders heat maps on worker threads: the main thread only validates and answers. */
export class HeatPool {
  private readonly pool: Piscina<HeatRequest, string>;

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

  /** The base64 PNG, or 503 when every thread is busy and the queue is full: waiting without bound only moves the stall. */
  run(req: HeatRequest): Promise<string> {
    if (this.pool.queueSize >= this.cfg.queue) {
      return Promise.reject(new HttpError(503, `heat-map renderer busy: ${this.cfg.queue} images already waiting, try again shortly`));
    }
    return this.pool.run(req);
  }

  close() {
    return this.pool.close();
  }
}
