import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Debian's redis-server, or null when not installed */
export const redisBinary = (): string | null => {
  try {
    return execSync('command -v redis-server', { shell: '/bin/sh' }).toString().trim() || null;
  } catch {
    return null;
  }
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net
      .connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      })
      .on('error', () => resolve(false));
  });

/**
 * A throw-away Redis without persistence on a free port; stop() kills it (as a crash would) and
 * start() brings it back, empty, on the same port.
 */
export async function redisServer(bin: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; !(await accepts(port)); i++) {
      if (i > 100) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise((r) => c.once('exit', r).kill('SIGKILL'));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
