import type { Kysely } from 'kysely';
import type { Bus } from '../cluster/bus.js';
import type { SlowLog } from './slowLog.js';

/** Tables are created from schema files at run time, so the query builder is untyped. */
export type DB = Kysely<any>;

/** The raw driver, for migrations (multi-statement SQL) and for the bench's raw-SQL baseline. */
export interface RawDriver {
  kind: 'pglite' | 'postgres';
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  db: DB;
  raw: RawDriver;
  /** cache invalidation between server processes */
  bus: Bus;
  /** the last slow statements (database monitor) */
  slow: SlowLog;
  close(): Promise<void>;
}
