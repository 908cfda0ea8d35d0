import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.js';

/** A real ISPS server process on its own fresh data directory, for the browser tests. */
export interface E2eServer {
  origin: string;
  port: number;
  dataDir: string;
  /** what the process printed so far (the last 20 kB) */
  log(): string;
  /** SIGTERM, then SIGKILL after 10 s; removes the data directory */
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** a prefix for the data directory's name */
  name: string;
  /** variables on top of the common ones (PORT, HOST, ISPS_DATA_DIR, admin password, client dir, warn logs) */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** The built client every server of a run serves (vite build writes it once; globalSetup checks it). */
export const clientDir = () => path.resolve(process.env.ISPS_CLIENT_DIR ?? 'dist/client');

/** A port nobody listens on now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer().once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits up to 30 s for the port to be free (a server of an earlier worker may still be shutting down), else throws. */
export async function portFree(port: number): Promise<void> {
  for (const until = Date.now() + 30_000; !(await canListen(port)); await sleep(500)) {
    if (Date.now() > until) throw new Error(`port ${port} stays in use: another browser test run? (E2E_PORT picks other ports)`);
  }
}

/**
 * Starts `tsx src/server/main.ts` and resolves once it answers a public API call. A worker that replaces
 * a failed one reuses its port: the old server may still be shutting down, so a taken port is waited for.
 */
export async function startServer(opts: StartOptions): Promise<E2eServer> {
  const { port } = opts;
  const timeoutMs = opts.timeoutMs ?? 150_000;
  await portFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `isps-e2e-${opts.name}-`));
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached: true, // its own process group: stop() reaches whatever it starts
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ISPS_DATA_DIR: dataDir,
      ISPS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ISPS_CLIENT_DIR: clientDir(),
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  const keep = (d: Buffer) => {
    log = (log + d.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // a worker that dies without its teardown must not leave the server behind
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the server on port ${port} stopped (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    const up = await fetch(`${origin}/isps-api/sys/dict/getDictItems/sex`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer within ${timeoutMs / 1000} s:\n${log}`);
    }
    await sleep(250);
  }
  return { origin, port, dataDir, log: () => log, stop };
}
