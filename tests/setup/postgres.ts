import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Finds PostgreSQL's server binaries (Debian puts them under /usr/lib/postgresql/<v>/bin). */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const v = fs
      .readdirSync(root)
      .sort((a, b) => Number(b) - Number(a))
      .find((d) => fs.existsSync(path.join(root, d, 'bin/initdb')));
    if (v) return path.join(root, v, 'bin');
  }
  try {
    return path.dirname(fs.realpathSync(execSync('command -v initdb', { shell: '/bin/sh' }).toString().trim()));
  } catch {
    return null;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts a throw-away PostgreSQL server for the server suite's second run; tests get its URL. */
export default async function setup(project: TestProject) {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dir,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ]);
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
    } catch {
      /* already down */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
