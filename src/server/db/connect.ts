import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { parsers } from './parsers.js';
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
  const lite = await PGlite.create(inMemory ? undefined : `${dataDir}/pgdata`, { parsers, ...(inMemory && image ? { loadDataDir: image } : {}) });
  // PGlite runs on this thread: a new 16 MB WAL segment filled with zeroes (PostgreSQL's default) held
  // every request ~90 ms each time the history writer had filled one (every ~15 s with 1,000 devices).
  // Off, only the segment's last byte is written, as PostgreSQL does on copy-on-write file systems.
  await lite.exec('set wal_init_zero = off');
  const driver: RawDriver = {
    kind: 'pglite',
    query: async (sql, params) => (await lite.query(sql, params as unknown[])).rows as any,
    exec: async (sql) => void (await lite.exec(sql)),
    close: async () => {
      if (!lite.closed) await lite.close();
    },
  };
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }), log: slow.log });
  return { db, driver };
}
