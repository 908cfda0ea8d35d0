import { describe, expect, it } from 'vitest';
import { said } from '#server/i18n/said.js';
import { LogWriter } from '#server/logs/writeLog.js';

/** a database whose inserts land when the test says so */
function slowDb() {
  const table: unknown[] = [];
  const inFlight: (() => void)[] = [];
  const db = {
    insertInto: () => ({
      values: (rows: unknown[]) => ({
        execute: () => new Promise<void>((done) => inFlight.push(() => (table.push(...rows), done()))),
      }),
    }),
  };
  return { db: db as never, table, inFlight };
}

describe('login and operation log writer', () => {
  it('a reader’s flush waits for rows the timer is still inserting', async () => {
    const { db, table, inFlight } = slowDb();
    const logs = new LogWriter(db);
    logs.write({ type: 1, said: said('log.login.ok', { username: 'admin' }) });
    await new Promise((r) => setTimeout(r, 150)); // the timer's flush has taken the row and is inserting it
    expect([inFlight.length, table.length]).toEqual([1, 0]);
    let read = false;
    const reader = logs.flush().then(() => (read = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toBe(false); // nothing pending of its own, but the row is not in the table yet
    inFlight.shift()!();
    await reader;
    expect(table).toHaveLength(1);
  });
});
