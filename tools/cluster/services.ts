import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { renderNginx } from './nginxConf.js';

/** Debian's binaries, found on PATH or where the packages put them. */
export function which(cmd: string, also: string[] = []): string {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', ...also]) {
    const p = path.join(dir, cmd);
    if (dir && fs.existsSync(p)) return p;
  }
  throw new Error(`${cmd} not found: apt-get install -y ${cmd === 'initdb' ? 'postgresql' : cmd === 'redis-server' ? 'redis-server' : cmd}`);
}

export const waitPort = async (port: number, child?: ChildProcess, seconds = 60) => {
  for (let i = 0; i < seconds * 20; i++) {
    if (child && child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net
        .connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
};

/** Redis without persistence: it holds live data (samples, sessions, leases, counters) only. */
export async function startRedis(dir: string, port: number): Promise<ChildProcess> {
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn(which('redis-server'), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  await waitPort(port, child);
  return child;
}

/** PostgreSQL in `dir` (initdb on first use), as the postgres user when running as root. Returns its URL and stop. */
export async function startPostgres(dir: string, port: number): Promise<{ url: string; stop: () => void }> {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((b) => fs.existsSync(path.join(b, 'initdb'))) ?? path.dirname(which('initdb'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']);
      } catch {
        /* already down */
      }
    },
  };
}

/** nginx with deploy/nginx.conf rendered for these ports (nginxConf.ts). */
export async function startNginx(dir: string, port: number, upstreams: number[], logFile?: string): Promise<ChildProcess> {
  for (const d of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  const conf = renderNginx(fs.readFileSync(path.resolve('deploy/nginx.conf'), 'utf8'), port, upstreams);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const log = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(which('nginx'), ['-p', `${dir}/`, '-c', 'nginx.conf', '-e', 'stderr'], { stdio: ['ignore', log, log] });
  await waitPort(port, child);
  return child;
}
