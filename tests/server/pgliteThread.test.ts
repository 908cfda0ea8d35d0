import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '#server/db/connect.js';
import { LiteThread } from '#server/db/liteThread.js';
import type { Database } from '#server/db/types.js';
import { DB_KIND } from './harness.js';

// Embedded PGlite runs on a thread of its own (db/liteThread.ts): a long statement must not hold the server.
describe.skipIf(DB_KIND === 'pg')('embedded PGlite on its own thread', () => {
  const image = () => new Blob([fs.readFileSync(inject('pgliteImage'))]);
  let lite: LiteThread;
  let d: Database;
  beforeAll(async () => {
    lite = await LiteThread.start({ image: image() });
    d = await connect({ dataDir: 'memory://', pglite: lite });
  });
  afterAll(async () => {
    await d.close();
    await lite.close();
  });

  it('answers timers while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const [row] = await d.raw.query<{ n: number }>('select count(*)::int as n from generate_series(1, 3000000) a, generate_series(1, 2) b');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(row.n).toBe(6_000_000);
    // on the server's thread the statement held the timer for its whole run: no tick at all
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(took / 5 / 4);
  });

  it("keeps the database's error fields, as the envelope reads them (code, constraint), and stays usable", async () => {
    await d.raw.exec('create table t_thread (a text constraint uq_t_thread_a unique)');
    const e = await d.raw.query("insert into t_thread values ('x'), ('x')").catch((err: unknown) => err);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ code: '23505', constraint: 'uq_t_thread_a', message: expect.stringContaining('uq_t_thread_a') });
    expect(await d.raw.query('select count(*)::int as n from t_thread')).toEqual([{ n: 0 }]);
  });

  it('hands bytes and timestamps over in the shapes the server reads', async () => {
    const [row] = await d.raw.query<{ b: Uint8Array; t: string }>("select $1::bytea as b, '2026-01-02 03:04:05.678'::timestamp as t", [Buffer.from('PMU')]);
    expect(Buffer.from(row.b).toString()).toBe('PMU');
    expect(row.t).toBe('2026-01-02 03:04:05');
  });

  it('over a thread it was given, closing leaves the thread open and sends it nothing more', async () => {
    const given = await connect({ dataDir: 'memory://', pglite: lite });
    await given.raw.exec('create table t_given (a int)');
    await given.close();
    await expect(given.raw.query('insert into t_given values (1)')).rejects.toThrow('database closed');
    await expect(given.db.insertInto('t_given').values({ a: 2 }).execute()).rejects.toThrow();
    expect((await lite.query('select count(*)::int as n from t_given')).rows).toEqual([{ n: 0 }]); // open, and untouched
    expect(await d.raw.query('select count(*)::int as n from t_given')).toEqual([{ n: 0 }]); // its other user too
  });
});
