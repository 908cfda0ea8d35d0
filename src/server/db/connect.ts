import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { parsers } from './parsers.js';
import { LiteThread } from './liteThread.js';
import { pglitePool } from './pglitePool.js';
import type { Database, RawDriver } from './types.js';
import { localBus, postgresBus } from '../cluster/bus.js';
import { SlowLog } from './slowLog.js';

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  /** a PGlite thread already running, used instead of starting one; its owner closes it (the tests hand one from server to server) */
  pglite?: LiteThread;
}

/** PostgreSQL server when a URL is given, else embedded PGlite in `dataDir` ('memory://' for none). */
export async function connect(opts: ConnectOptions): Promise<Database> {
  const slow = new SlowLog();
  const raw = opts.databaseUrl ? postgresDriver(opts.databaseUrl, slow) : await pgliteDriver(opts, slow);
  const bus = opts.databaseUrl ? await postgresBus(opts.databaseUrl) : localBus();
  return {
    db: raw.db,
    raw: raw.driver,
    bus,
    slow,
    close: async () => {
      await bus.close();
      await raw.db.destroy();
      await raw.driver.close();
    },
  };
}

function postgresDriver(url: string, slow: SlowLog) {
  const types = { getTypeParser: (oid: number, format?: any) => parsers[oid] ?? pg.types.getTypeParser(oid, format) };
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // an idle connection the server ends (restart, pg_terminate_backend) must not kill the process
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  const driver: RawDriver = {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    exec: async (sql) => void (await pool.query(sql)),
    close: async () => {
      if (!(pool as any).ending) await pool.end();
    },
  };
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: pool }), log: slow.log });
  // Kysely's destroy ends the pool; the driver's close is then a no-op.
  return { db, driver };
}

async function pgliteDriver({ dataDir, pglite }: ConnectOptions, slow: SlowLog) {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const lite = pglite ?? (await LiteThread.start(inMemory ? {} : { dataDir: `${dataDir}/pgdata` }));
  let closed = false;
  // after close nothing reaches the thread, which may be serving its owner's next database by then
  const open = () => {
    if (closed) throw new Error('database closed');
    return lite;
  };
  const driver: RawDriver = {
    kind: 'pglite',
    query: async (sql, params) => (await open().query(sql, params)).rows as any,
    exec: async (sql) => open().exec(sql),
    close: async () => {
      closed = true;
      if (!pglite) await lite.close();
    },
  };
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool: pglitePool({ query: (sql, params) => open().query(sql, params), exec: (sql) => open().exec(sql) }) }),
    log: slow.log,
  });
  return { db, driver };
}
