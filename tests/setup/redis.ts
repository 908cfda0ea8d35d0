import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const installed = () => {
  try {
    return execSync('command -v redis-server', { shell: '/bin/sh' }).toString().trim() || null;
  } catch {
    return null;
  }
};

/** Starts a throw-away Redis (Debian's redis-server) on a free port when installed; tests get its URL ('' when not). */
export default async function setup(project: TestProject) {
  const bin = installed();
  if (!bin) {
    console.warn('[vitest] redis-server not installed: the Redis tests are skipped');
    project.provide('redisUrl', '');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-redis-'));
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    // ready when it accepts a connection
    const up = await new Promise<boolean>((resolve) => {
      const s = net
        .connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 100) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  project.provide('redisUrl', url);
  return () => {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}
