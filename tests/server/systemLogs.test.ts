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

  it("reads server-written lines in the reader's language: Chinese as stored (JeecgBoot, search), English for X-Lang: en", async () => {
    await s.login('log_op', 'Passw0rd!x');
    await s.call('PUT', '/sys/user/edit', { token: operator, body: { id: 'nobody' } }); // refused: not the operator's to do
    await s.call('GET', '/sys/log/list', { token: s.adminToken }); // flushes
    const zh = (await list({ username: 'log_op', pageSize: 50 })).body.result.records;
    const en = (await s.call('GET', '/sys/log/list', { token: s.adminToken, query: { username: 'log_op', pageSize: 50 }, headers: { 'X-Lang': 'en' } })).body
      .result.records;
    expect(zh.map((r: any) => r.logContent)).toContain('用户名: log_op，登录成功！');
    expect(en.map((r: any) => r.logContent)).toContain('User log_op signed in');
    const refusedZh = zh.find((r: any) => r.logType === 2);
    const refusedEn = en.find((r: any) => r.id === refusedZh.id);
    expect(refusedZh).toMatchObject({ logContent: `修改: ${s.ctx.config.apiBase}/sys/user/edit`, result: expect.stringMatching(/^失败（403）：/) });
    expect(refusedEn).toMatchObject({ logContent: `Edit: ${s.ctx.config.apiBase}/sys/user/edit`, result: expect.stringMatching(/^Refused \(403\): /) });
    // searching still matches the stored Chinese, and no English line is left with Han text
    expect((await list({ logContent: '*登录成功*', username: 'log_op' })).body.result.total).toBeGreaterThanOrEqual(1);
    expect(en.filter((r: any) => /[\u4e00-\u9fff]/.test(`${r.logContent}`))).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await list({ logType: 1 }, operator)).status).toBe(403);
    expect((await s.call('GET', '/sys/log/exportXls', { token: operator })).status).toBe(403);
  });
});
