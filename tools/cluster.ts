/**
 * `npm run cluster`: a real multi-process deployment on this machine — Redis, PostgreSQL, three
 * ISPS processes and nginx in front (deploy/nginx.conf). Ctrl-C stops it all.
 *   --processes=3 --port=8080 (the processes take 8081…) --dir=data/cluster
 *   --sticky: wrdb sessions kept by the process that opened them, nginx routing their reads there (docs/cluster.md)
 * DATABASE_URL: use that database instead of starting PostgreSQL in dir/pg.
 */
import path from 'node:path';
import { startCluster } from './cluster/start.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const processes = Number(arg('processes', '3'));
const port = Number(arg('port', '8080'));

const cluster = await startCluster({
  processes,
  port,
  dir: path.resolve(arg('dir', 'data/cluster')),
  databaseUrl: process.env.DATABASE_URL,
  redisPort: Number(arg('redis-port', '6390')),
  pgPort: Number(arg('pg-port', '5440')),
  stickySessions: process.argv.includes('--sticky'),
});
console.log(
  `\nISPS cluster: nginx on ${cluster.origin} → processes on ${cluster.ports.join(', ')} (pids ${cluster.processes.map((p) => p?.pid).join(', ')}); Ctrl-C stops it`,
);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
// a signal handler cannot await: a failed stop still ends the process, saying why
const onSignal = () =>
  void stop().catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
