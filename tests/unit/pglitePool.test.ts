import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pglitePool } from '#server/db/pglitePool.js';
import { script, SCRIPT_MARK } from '#server/db/script.js';

/** A stand-in for the PGlite thread: answers after 5 ms and records what was in flight together. */
function thread() {
  const log: string[] = [];
  let inFlight = 0;
  let most = 0;
  const query = async (sql: string) => {
    log.push(sql);
    most = Math.max(most, ++inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    return { rows: [] };
  };
  const exec = async (sql: string) => void log.push(`exec: ${sql}`);
  return { log, most: () => most, db: new Kysely<any>({ dialect: new PostgresDialect({ pool: pglitePool({ query, exec }) }) }) };
}

describe('PGlite as a pool (db/pglitePool.ts)', () => {
  it('sends statements outside a transaction together, so the database thread never waits for an answer to travel', async () => {
    const t = thread();
    await Promise.all(['a', 'b', 'c'].map((x) => t.db.selectFrom(x).selectAll().execute()));
    expect(t.most()).toBe(3);
  });

  it("keeps everyone else's statements out while a transaction is open, then lets them in", async () => {
    const t = thread();
    let outside: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('inside_1').selectAll().execute();
      outside = t.db.selectFrom('outside').selectAll().execute();
      await new Promise((r) => setTimeout(r, 20));
      await trx.selectFrom('inside_2').selectAll().execute();
    });
    await outside;
    expect(t.log.map((s) => /"(\w+)"/.exec(s)?.[1] ?? s)).toEqual(['begin', 'inside_1', 'inside_2', 'commit', 'outside']);
  });

  it('a transaction that fails rolls back and lets the others in', async () => {
    const t = thread();
    const failed = t.db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('inside').selectAll().execute();
        throw new Error('refused');
      })
      .catch((e: Error) => e.message);
    const outside = t.db.selectFrom('outside').selectAll().execute();
    expect(await failed).toBe('refused');
    await outside;
    expect(t.log.at(-1)).toContain('"outside"');
    expect(t.log).toContain('rollback');
  });

  it("sends a script (several statements, db/script.ts) to exec: PGlite's query takes one statement", async () => {
    const t = thread();
    await script(['create table a (x int)', 'create table b (y int)']).execute(t.db);
    expect(t.log).toEqual([`exec: ${SCRIPT_MARK}\ncreate table a (x int);\ncreate table b (y int)`]);
  });
});
