import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { parsers } from './parsers.js';
import { LiteThread } from './liteThread.js';
import { pglitePool } from './pglitePool.js';
import type { Database, RawDriver } from './types.js';
import { localBus, postgresBus } from '../cluster/bus.js';
import { SlowLog } from './slowLog.js';

/**
 * PostgreSQL server when a URL is given, else embedded PGlite in `dataDir` ('memory://' for none).
 * `pgliteImage`: an in-memory PGlite starts from this dumped data directory (the tests' shared empty cluster).
 */
export async function connect(opts: { databaseUrl?: string; dataDir: string; pgliteImage?: Blob }): Promise<Database> {
  const slow = new SlowLog();
  const raw = opts.databaseUrl ? postgresDriver(opts.databaseUrl, slow) : await pgliteDriver(opts.dataDir, slow, opts.pgliteImage);
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

async function pgliteDriver(dataDir: string, slow: SlowLog, image?: Blob) {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await LiteThread.start(inMemory ? { image } : { dataDir: `${dataDir}/pgdata` });
  const driver: RawDriver = {
    kind: 'pglite',
    query: async (sql, params) => (await lite.query(sql, params)).rows as any,
    exec: (sql) => lite.exec(sql),
    close: () => lite.close(),
  };
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }), log: slow.log });
  return { db, driver };
}
