import type { LiteThread } from './liteThread.js';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * Presents one PGlite instance as the pg Pool that Kysely's PostgresDialect expects.
 * PGlite is a single connection, so a connection is a lock: a transaction keeps
 * every other query out until it releases (kysely-pglite-dialect does the same but
 * pins PGlite < 0.5).
 */
export function pglitePool(pg: Pick<LiteThread, 'query'>): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  const client = (release: () => void) =>
    ({
      async query(sql: string, params: readonly unknown[]) {
        const r = await pg.query(sql, params as unknown[]);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
        return { command, rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
      },
      release,
    }) as unknown as PostgresPoolClient;
  return {
    connect() {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const ready = tail;
      tail = tail.then(() => held);
      return ready.then(() => client(release));
    },
    async end() {},
  };
}
