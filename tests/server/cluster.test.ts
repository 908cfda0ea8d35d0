import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DB_KIND, startServer, type TestServer } from './harness.js';

// Two server processes on one PostgreSQL database (PGlite is one process by nature).
describe.runIf(DB_KIND === 'pg')('two servers on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  // well under the 10 s session TTL: the change must travel, not expire
  const soon = { timeout: 3000, interval: 50 };

  it('share tokens, and a logout on one is refused by the other at once', async () => {
    const token = await a.login('admin', ADMIN_PASSWORD);
    expect((await b.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(200); // now cached in b
    await a.call('POST', '/sys/logout', { token });
    await expect.poll(async () => (await b.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status, soon).toBe(401);
  });

  it('drop dictionary caches everywhere when one server changes a dictionary', async () => {
    const t = a.adminToken;
    expect((await b.call('GET', '/sys/dict/getDictItems/priority', { token: t })).body.result).toHaveLength(3); // cached in b
    const dictId = (await a.call('GET', '/sys/dict/list', { token: t, query: { dictCode: 'priority' } })).body.result.records[0].id;
    await a.call('POST', '/sys/dictItem/add', { token: t, body: { dictId, itemText: '特急', itemValue: 'X', sortOrder: 9 } });
    await expect.poll(async () => (await b.call('GET', '/sys/dict/getDictItems/priority', { token: t })).body.result.length, soon).toBe(4);
  });

  it('stop a frozen user on every server', async () => {
    const u = await a.userWithRoles('clustered', ['operator']);
    expect((await b.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status).toBe(200);
    const frozen = await a.call('PUT', '/sys/user/frozenBatch', { token: a.adminToken, body: { ids: u.id, status: '2' } });
    expect(frozen.body.success).toBe(true);
    await expect.poll(async () => (await b.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status, soon).toBe(401);
  });
});
