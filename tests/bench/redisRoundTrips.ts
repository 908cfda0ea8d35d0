import type { Redis } from 'ioredis';

/**
 * Round trips clients make to Redis while `run` goes on: MONITOR shows every command a client sends with its
 * address, and every command a Lua script runs inside it as "lua" — INFO's command count holds both, so a
 * poll's one EVALSHA read as nine "commands" there. MONITOR slows Redis, so this is a phase of its own, apart
 * from the CPU run.
 */
export async function countRoundTrips<T>(redis: Redis, run: () => Promise<T>): Promise<{ result: T; roundTrips: number; seconds: number }> {
  const monitor = await redis.duplicate().monitor();
  let roundTrips = 0;
  monitor.on('monitor', (_time: string, _args: string[], source: string) => {
    if (source !== 'lua') roundTrips++;
  });
  try {
    const t0 = performance.now();
    const result = await run();
    const seconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 100)); // the last lines of the stream
    return { result, roundTrips, seconds };
  } finally {
    monitor.disconnect();
  }
}
