import type { LiteThread } from './liteThread.js';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { SCRIPT_MARK } from './script.js';

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
/** the end of a transaction as Kysely sends it ("rollback to savepoint" keeps it open) */
const END = /^\s*(commit|rollback)\s*$/i;

/**
 * Presents one PGlite as the pg Pool that Kysely's PostgresDialect expects. PGlite is one session that runs
 * statements in the order they arrive, so statements go to its thread as they come — several in flight keep
 * it busy while the answers travel back — except while a transaction is open: then only that transaction's
 * own, and everyone else waits until it commits or rolls back (kysely-pglite-dialect pins PGlite < 0.5).
 */
export function pglitePool(pg: Pick<LiteThread, 'query' | 'exec'>): PostgresPool {
  /** resolves when the open transaction ends; null when none is open */
  let open: Promise<void> | null = null;
  const client = () => {
    let finish: (() => void) | null = null; // set while this client's transaction is open
    const end = () => {
      if (!finish) return;
      const f = finish;
      finish = open = null;
      f();
    };
    return {
      async query(sql: string, params: readonly unknown[]) {
        if (!finish) {
          while (open) await open;
          if (BEGIN.test(sql)) open = new Promise<void>((resolve) => (finish = resolve));
        }
        try {
          // PGlite's query takes one statement: a script (script.ts) goes to exec
          if (sql.startsWith(SCRIPT_MARK)) {
            await pg.exec(sql);
            return { command: 'SCRIPT', rowCount: 0, rows: [] };
          }
          const r = await pg.query(sql, params as unknown[]);
          const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
          return { command, rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
        } catch (e) {
          if (BEGIN.test(sql)) end(); // never opened
          throw e;
        } finally {
          if (END.test(sql)) end();
        }
      },
      release: end,
    } as unknown as PostgresPoolClient;
  };
  return {
    connect: () => Promise.resolve(client()),
    async end() {},
  };
}
