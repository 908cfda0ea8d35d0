import type { Redis } from 'ioredis';

/** The shared Redis of a cluster (REDIS_URL): one command connection and the key namespace. */
export interface Shared {
  redis: Redis;
  /** `prefix + parts.join(':')`: every key ISPS writes goes through here */
  key(...parts: (string | number)[]): string;
  /** a fresh connection for blocking commands (XREAD BLOCK), closed with the app */
  duplicate(): Redis;
  close(): Promise<void>;
}
