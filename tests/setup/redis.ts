import type { TestProject } from 'vitest/node';
import { redisBinary, redisServer } from './redisServer.js';

/** Starts a throw-away Redis (Debian's redis-server) on a free port when installed; tests get its URL ('' when not). */
export default async function setup(project: TestProject) {
  const bin = redisBinary();
  if (!bin) {
    console.warn('[vitest] redis-server not installed: the Redis tests are skipped');
    project.provide('redisUrl', '');
    return;
  }
  const redis = await redisServer(bin);
  project.provide('redisUrl', redis.url);
  return () => redis.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}
