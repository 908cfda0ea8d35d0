// Both databases: forced logout across two servers (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DB_KIND, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const list = (token: string, query: Record<string, string | number> = {}) => s.call('GET', '/sys/online/list', { token, query });

describe('online users', () => {
  it('lists each live session with user, IP, login time and last seen, never the bearer token', async () => {
    const u = await s.userWithRoles('online_a', ['operator']);
    const r = await list(s.adminToken, { username: 'online_a' });
    expect(r.body.success).toBe(true);
    expect(r.body.result.total).toBe(1);
    const row = r.body.result.records[0];
    expect(row).toMatchObject({ username: 'online_a', realname: 'online_a', ip: '127.0.0.1', userId: u.id });
    expect(row.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(row.lastSeen >= row.loginTime).toBe(true);
    expect(row.token).not.toBe(u.token);
    expect(JSON.stringify(r.body)).not.toContain(u.token);
    // admin's own sessions are listed too
    expect((await list(s.adminToken)).body.result.records.some((x: any) => x.username === 'admin')).toBe(true);
  });

  it('drops a session on logout', async () => {
    const token = await s.login('admin', ADMIN_PASSWORD);
    const before = (await list(s.adminToken, { username: 'admin', pageSize: 100 })).body.result.total;
    await s.call('POST', '/sys/logout', { token });
    expect((await list(s.adminToken, { username: 'admin', pageSize: 100 })).body.result.total).toBe(before - 1);
  });

  it('forceLogout revokes that token at once and only that one', async () => {
    const u = await s.userWithRoles('online_b', ['operator']);
    const other = await s.login('online_b', 'Passw0rd!x');
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status).toBe(200);
    const rows = (await list(s.adminToken, { username: 'online_b' })).body.result.records;
    expect(rows).toHaveLength(2);
    const r = await s.call('POST', '/sys/online/forceLogout', { token: s.adminToken, body: { token: u.token } });
    expect(r.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status).toBe(401);
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: other })).status).toBe(200);
    const left = (await list(s.adminToken, { username: 'online_b' })).body.result.records;
    expect(left).toHaveLength(1);
    // by the list row's id, as the console sends it
    expect((await s.call('POST', '/sys/online/forceLogout', { token: s.adminToken, body: { token: left[0].token } })).body.success).toBe(true);
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: other })).status).toBe(401);
  });

  it('refuses bad input and callers without the permission', async () => {
    const missing = await s.call('POST', '/sys/online/forceLogout', { token: s.adminToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors[0].field).toBe('token');
    expect((await s.call('POST', '/sys/online/forceLogout', { token: s.adminToken, body: { token: 'no-such-session' } })).status).toBe(404);
    const op = await s.userWithRoles('online_c', ['operator']);
    expect((await list(op.token)).status).toBe(403);
    expect((await s.call('POST', '/sys/online/forceLogout', { token: op.token, body: { token: s.adminToken } })).status).toBe(403);
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: s.adminToken })).status).toBe(200);
  });
});

// a forced logout on one process is refused by the other at once (PostgreSQL LISTEN/NOTIFY)
describe.runIf(DB_KIND === 'pg')('forced logout across two servers', () => {
  it('revokes on the other process within the session TTL', async () => {
    const b = await startServer({ databaseUrl: s.databaseUrl });
    try {
      const u = await s.userWithRoles('online_x', ['operator']);
      expect((await b.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status).toBe(200); // cached in b
      await s.call('POST', '/sys/online/forceLogout', { token: s.adminToken, body: { token: u.token } });
      await expect
        .poll(async () => (await b.call('GET', '/sys/user/getCurrentUserDeparts', { token: u.token })).status, { timeout: 3000, interval: 50 })
        .toBe(401);
    } finally {
      await b.close();
    }
  });
});
