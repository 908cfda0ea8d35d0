// Both databases: the log writer batches inserts (a race once showed on PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('log_op', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});

const list = async (query: Record<string, string | number>, token = s.adminToken) => s.call('GET', '/sys/log/list', { token, query });

describe('system logs (/sys/log)', () => {
  it('lists login logs by type, user, IP and time range, newest first', async () => {
    await s.login('log_op', 'Passw0rd!x');
    const logins = (await list({ logType: 1, username: '*log_op*' })).body.result;
    expect(logins.total).toBeGreaterThanOrEqual(2); // the helper's login and this one
    expect(logins.records[0]).toMatchObject({ logType: 1, username: 'log_op', ip: '127.0.0.1' });
    expect(logins.records[0].createTime >= logins.records[1].createTime).toBe(true);
    expect((await list({ logType: 1, ip: '*10.9.9.9*' })).body.result.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ logType: 1, createTime_begin: '2000-01-01 00:00:00', createTime_end: '2000-01-02 00:00:00' })).body.result.total).toBe(0);
    expect((await list({ logType: 1, createTime_begin: `${today} 00:00:00`, username: 'log_op' })).body.result.total).toBeGreaterThanOrEqual(1);
    // operation logs are another type
    expect((await list({ logType: 2, username: 'log_op' })).body.result.total).toBe(0);
  });

  it('exports, and refuses hand-written logs', async () => {
    const res = await fetch(`${s.base}/sys/log/exportXls?logType=1`, { headers: { 'X-Access-Token': s.adminToken } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const add = await s.call('POST', '/sys/log/add', { token: s.adminToken, body: { logContent: 'forged' } });
    expect(add.status).toBe(405);
    expect((await list({ logContent: '*forged*' })).body.result.total).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await list({ logType: 1 }, operator)).status).toBe(403);
    expect((await s.call('GET', '/sys/log/exportXls', { token: operator })).status).toBe(403);
  });
});
