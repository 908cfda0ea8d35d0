import { Piscina } from 'piscina';
import type { ThumbResult } from './thumbDecode.js';

/**
 * Images are decoded off the main thread: a large one took seconds of it (the anonymous portal
 * stalled 5.4 s). One thread, started on demand and ended when idle; a queue beyond a few images is
 * a busy server, not a buffer (the task fails and says so).
 */
let pool: Piscina<Uint8Array, ThumbResult> | undefined;

export function decodeThumbnail(bytes: Uint8Array): Promise<ThumbResult> {
  pool ??= new Piscina<Uint8Array, ThumbResult>({
    filename: new URL('./thumbWorker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
    maxQueue: 32,
  });
  return pool.run(bytes);
}
