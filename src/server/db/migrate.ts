import { Migrator, type Migration } from 'kysely';
import * as systemTables from './migrations/0001-systemTables.js';
import type { DB } from './types.js';

/**
 * System tables whose every column is secret: no report may read them (sys_config holds the
 * install secret). Secret columns of entity tables are their password-type fields (schema/secrets.ts).
 */
export const SECRET_SYSTEM_TABLES = ['sys_config'];

/**
 * The database's history of system tables, in order (Kysely runs the pending ones by name, under a lock, and
 * records each in kysely_migration). Entity tables follow their schema files (schema/ddl.ts) and online forms
 * their publishes (forms/plan.ts, each publish a version): declarative, not migrations.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-system-tables': systemTables,
};

/** Applies the migrations this database has not had; throws with the failing one's error. */
export async function migrateSystemTables(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '?';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
