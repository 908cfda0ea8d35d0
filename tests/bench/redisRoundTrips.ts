import net from 'node:net';

/**
 * Round trips clients make to Redis while `run` goes on: MONITOR shows every command a client sends with its
 * address, and every command a Lua script runs inside it as "lua" — INFO's command count holds both, so a
 * poll's one EVALSHA read as nine "commands" there. MONITOR slows Redis, so this is a phase of its own, apart
 * from the CPU run. Commands sent bound round trips from above (a pipeline's commands share one). The feed's
 * publishing (XADD) and the mirrors' reads (XREAD) come in bursts a tick apart whatever the load, so they are
 * left out rather than subtracted (a tick more or less in a 2 s sample moved the figure by ±0.2). A plain
 * socket: the lines are only counted.
 */
export async function countRoundTrips<T>(
  redis: { host: string; port: number },
  run: () => Promise<T>,
): Promise<{ result: T; roundTrips: number; seconds: number }> {
  const socket = net.connect(redis.port, redis.host);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let roundTrips = 0;
  let started = false;
  let rest = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\r\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (line === '+OK') started = true;
      // "+1795942268.286243 [0 127.0.0.1:36964] "xread" …" or "… [0 lua] …"
      else if (started && !line.includes(' [0 lua] ') && / \[\d+ /.test(line) && !/\] "(xadd|xread)"/i.test(line)) roundTrips++;
    }
  });
  socket.write('MONITOR\r\n');
  try {
    await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    const result = await run();
    const seconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 100)); // the last lines of the stream
    return { result, roundTrips, seconds };
  } finally {
    socket.destroy();
  }
}
