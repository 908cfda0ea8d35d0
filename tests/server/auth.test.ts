import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('login', () => {
  it('returns token, user info without password, dictionaries and departments', async () => {
    const r = await s.call('POST', '/sys/login', { body: { username: 'admin', password: ADMIN_PASSWORD, captcha: 'x', checkKey: 1, remember_me: true } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const res = r.body.result;
    expect(res.token).toMatch(/^ey/);
    expect(res.userInfo).toMatchObject({ username: 'admin', realname: '管理员', orgCode: 'A01' });
    expect(res.userInfo).not.toHaveProperty('password');
    expect(res.sysAllDictItems.sex.map((i: any) => i.text)).toEqual(['男', '女']);
    expect(res.departs[0]).toMatchObject({ orgCode: 'A01' });
    expect(res.multi_depart).toBe(1);
    expect(res.tenantList.map((t: any) => t.id).sort()).toEqual(['1', '2']);
  });

  it('refuses a wrong password with a message naming the field, and writes a login log', async () => {
    const r = await s.call('POST', '/sys/login', { body: { username: 'admin', password: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: '用户名或密码错误', result: { field: 'password' } });
    const failedLogins = async () =>
      (await s.ctx.db.selectFrom('sys_log').select('log_content').where('log_type', '=', 1).execute()).filter((l) => String(l.log_content).includes('登录失败'))
        .length;
    await expect.poll(failedLogins).toBe(1); // logs are written in batches, off the request path
  });

  it('rejects a body that is not JSON, or misses fields, with 400', async () => {
    const bad = await s.call('POST', '/sys/login', { rawBody: '{"username":' });
    expect(bad.status).toBe(400);
    const missing = await s.call('POST', '/sys/login', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请输入密码');
  });

  it('answers 401 Token失效 without a token or with a forged one', async () => {
    for (const token of [undefined, 'garbage', `${s.adminToken.slice(0, -3)}abc`]) {
      const r = await s.call('GET', '/sys/user/list', { token });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Token失效，请重新登录');
    }
  });

  it('revokes the token on logout', async () => {
    const token = await s.login('admin', ADMIN_PASSWORD);
    expect((await s.call('GET', '/sys/user/list', { token })).status).toBe(200);
    const out = await s.call('POST', '/sys/logout', { token });
    expect(out.body.success).toBe(true);
    expect((await s.call('GET', '/sys/user/list', { token })).status).toBe(401);
    expect((await s.call('GET', '/sys/user/list', { token: s.adminToken })).status).toBe(200);
  });
});
