import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

const login = (body: Record<string, unknown>) => s.call('POST', '/sys/login', { body });

describe('failed logins', () => {
  it('ask for a captcha after 3 failures, then lock the account and address with 429', async () => {
    for (let i = 0; i < 3; i++) expect((await login({ username: 'admin', password: `bad${i}` })).body.message).toBe('用户名或密码错误');
    // the right password is no longer enough: a captcha is required now
    const noCaptcha = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(noCaptcha).toMatchObject({ status: 400, body: { message: '验证码无效', result: { field: 'captcha', captchaRequired: true } } });
    const img = await s.call('GET', '/sys/randomImage/1700000000000');
    expect(img.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await login({ username: 'admin', password: ADMIN_PASSWORD, captcha: 'zzzz', checkKey: 1700000000000 });
    expect(wrong.body.message).toBe('验证码错误');
    // a used or unknown captcha key cannot be replayed
    const replay = await login({ username: 'admin', password: ADMIN_PASSWORD, captcha: 'zzzz', checkKey: 1700000000000 });
    expect(replay.body.message).toBe('验证码错误');
  });

  it('locks after 10 failures, even with the right password and a captcha', async () => {
    for (let i = 0; i < 10; i++) {
      await s.call('GET', `/sys/randomImage/k${i}`);
      await login({ username: 'admin', password: 'bad', captcha: 'abcd', checkKey: `k${i}` });
    }
    const locked = await login({ username: 'admin', password: ADMIN_PASSWORD, captcha: 'abcd', checkKey: 'k' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
    // tokens issued before keep working: the lock is on logging in, not on the account
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: s.adminToken })).status).toBe(200);
  });
});
