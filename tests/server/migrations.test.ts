// Both databases: several processes starting at once on one PostgreSQL database take the migrations' lock.
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.js';
import { MIGRATIONS, migrateSystemTables } from '#server/db/migrate.js';
import { DB_KIND, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const applied = async () => (await s.ctx.raw.query<{ name: string }>('select name from kysely_migration order by timestamp, name')).map((r) => r.name);

describe("the system tables' migrations (Kysely's Migrator)", () => {
  it('are one ordered list, recorded as applied in that order', async () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(await applied()).toEqual(names);
    // run again: nothing left to apply
    const again = await new Migrator({ db: s.ctx.db, provider: { getMigrations: async () => MIGRATIONS } }).migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(again.results).toEqual([]);
  });

  it('bring a database from before the Migrator up to date and keep its rows', async () => {
    // an earlier version's database: no migration record, a column added since missing, a log row written
    await s.ctx.raw.exec('delete from kysely_migration');
    await s.ctx.raw.exec('alter table sys_user_session drop column user_agent');
    await s.ctx.raw.query(`insert into sys_log (id, log_type, log_content) values ('m'||repeat('0', 31), 1, 'from before')`);
    await migrateSystemTables(s.ctx.db);
    expect(await applied()).toEqual(Object.keys(MIGRATIONS));
    const cols = await s.ctx.raw.query(`select 1 from information_schema.columns where table_name = 'sys_user_session' and column_name = 'user_agent'`);
    expect(cols).toHaveLength(1);
    expect(await s.ctx.raw.query(`select log_content from sys_log where id = 'm'||repeat('0', 31)`)).toEqual([{ log_content: 'from before' }]);
  });

  it.runIf(DB_KIND === 'pg')('run once when two processes start on one database at the same moment', async () => {
    const other = await connect({ databaseUrl: s.databaseUrl, dataDir: 'memory://' });
    try {
      await s.ctx.raw.exec('drop table kysely_migration; drop table kysely_migration_lock');
      await Promise.all([migrateSystemTables(s.ctx.db), migrateSystemTables(other.db)]);
      expect(await applied()).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await other.close();
    }
  });
});
