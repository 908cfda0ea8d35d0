import { randomBytes } from 'node:crypto';
import pg from 'pg';
import startTestPostgres from '../setup/postgres.js';
import { databaseOnOwnCore } from './ownCore.js';

export interface BenchPostgres {
  url: string;
  /** how the server was obtained, for the report */
  origin: string;
  stop(): Promise<void>;
}

/**
 * A fresh, empty database for the bench: in the server DATABASE_URL points at when set,
 * else in a throw-away server started exactly as the test suite starts one
 * (tests/setup/postgres.ts: initdb + pg_ctl, as the postgres user when running as root).
 * The database (and a temporary server) is removed again by stop(). With `ownCore`, a temporary
 * server is kept to a CPU of its own (ownCore.ts).
 */
export async function benchPostgres(opts: { ownCore?: boolean } = {}): Promise<BenchPostgres> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  let origin = 'DATABASE_URL';
  if (!adminUrl) {
    let provided: string | undefined;
    const teardown = await startTestPostgres({ provide: (_key: string, url: string) => (provided = url) } as never);
    adminUrl = provided!;
    stopServer = async () => teardown();
    origin = 'temporary server (tests/setup/postgres.ts)';
  }
  const name = `isps_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const version = await serverVersion(url.toString());
  // only a server of our own is known to be on this machine
  const layout = opts.ownCore && !process.env.DATABASE_URL ? await databaseOnOwnCore(adminUrl) : null;
  return {
    url: url.toString(),
    origin: `${origin}, PostgreSQL ${version}${layout ? `; ${layout}` : ''}`,
    stop: async () => {
      try {
        // a closed pg pool may still be hanging up; killing its sessions (drop … with (force))
        // would raise an error on a pool nobody listens to any more, so wait for them first
        for (let i = 0; i < 50; i++) {
          const [{ n }] = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (!n) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await admin(`drop database if exists ${name} with (force)`);
      } finally {
        await stopServer();
      }
    },
  };
}

async function serverVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('show server_version')).rows[0].server_version;
  } finally {
    await c.end();
  }
}
