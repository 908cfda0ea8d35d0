import pg from 'pg';
import type { DB } from '../db/types.js';
import { parsers } from '../db/parsers.js';
import { badRequest } from '../http/errors.js';
import { clientConfig, type Target } from '../system/dataSource/connection.js';
import { open } from '../system/dataSource/secretBox.js';

const MAX_POOLS = 8;
const POOL_SIZE = 3;
const IDLE_MS = 30_000;

const types = { getTypeParser: (oid: number, format?: any) => parsers[oid] ?? pg.types.getTypeParser(oid, format) };

/**
 * Connection pools to registered data sources (sys_data_source, PostgreSQL), one per data
 * source, opened on first use with the stored (decrypted) credentials. The data source row is
 * read on every use: an edited one gets a new pool and the old one is closed. At most
 * MAX_POOLS are kept (least recently used closed first); all are closed with the app.
 */
export class ReportPools {
  private pools = new Map<string, { fingerprint: string; pool: pg.Pool }>();

  constructor(
    private db: DB,
    private secret: Uint8Array,
  ) {}

  async get(code: string, timeoutMs: number): Promise<pg.Pool> {
    const row = await this.db.selectFrom('sys_data_source').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw badRequest(`数据源「${code}」不存在`, 'dbSource');
    if (row.db_type != null && String(row.db_type) !== '6') throw badRequest(`数据源「${code}」不是 PostgreSQL 数据源`, 'dbSource');
    const target: Target = {
      dbUrl: row.db_url,
      dbHost: row.db_host,
      dbPort: row.db_port,
      dbName: row.db_name,
      dbUsername: row.db_username,
      dbPassword: row.db_password ? open(this.secret, String(row.db_password)) : null,
    };
    if (!target.dbUrl && !target.dbHost) throw badRequest(`数据源「${code}」没有地址`, 'dbSource');
    const fingerprint = JSON.stringify([row.db_url, row.db_host, row.db_port, row.db_name, row.db_username, row.db_password, timeoutMs]);
    const hit = this.pools.get(code);
    if (hit && hit.fingerprint === fingerprint) {
      this.pools.delete(code);
      this.pools.set(code, hit); // most recently used last
      return hit.pool;
    }
    if (hit) this.close(code);
    const pool = new pg.Pool({
      ...clientConfig(target),
      types,
      max: POOL_SIZE,
      idleTimeoutMillis: IDLE_MS,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 5000,
      application_name: 'isps-report',
    });
    pool.on('error', () => {}); // an idle connection the server drops must not crash the process
    this.pools.set(code, { fingerprint, pool });
    while (this.pools.size > MAX_POOLS) this.close(this.pools.keys().next().value!);
    return pool;
  }

  private close(code: string) {
    const hit = this.pools.get(code);
    this.pools.delete(code);
    void hit?.pool.end().catch(() => {});
  }

  async closeAll(): Promise<void> {
    const all = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(all.map((p) => p.pool.end().catch(() => {})));
  }
}
