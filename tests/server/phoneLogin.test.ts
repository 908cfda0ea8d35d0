import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsCodes } from '#server/system/phoneLogin/codes.js';
import { startServer, type TestServer } from './harness.js';

/** The in-process fake SMS gateway: what would have reached each phone. */
const inbox = new Map<string, string[]>();
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  s.ctx.sms = { send: async (mobile, code) => void inbox.set(mobile, [...(inbox.get(mobile) ?? []), code]) };
});
afterAll(async () => {
  await s?.close();
});

const sms = (mobile: string, headers: Record<string, string> = {}) => s.call('POST', '/sys/sms', { body: { mobile, smsmode: '0' }, headers });
const phoneLogin = (mobile: string, captcha: string) => s.call('POST', '/sys/phoneLogin', { body: { mobile, captcha } });
const lastCode = (mobile: string) => inbox.get(mobile)?.at(-1);

async function userWithPhone(username: string, phone: string) {
  const u = await s.userWithRoles(username, ['operator']);
  const r = await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: u.id, phone } });
  expect(r.body.success).toBe(true);
  return u;
}

describe('phone login', () => {
  it('sends a 6-digit code and trades it, once, for the same answer as a password login', async () => {
    await userWithPhone('phone_a', '13800000001');
    const sent = await sms('13800000001');
    expect(sent.body.success).toBe(true);
    const code = lastCode('13800000001')!;
    expect(code).toMatch(/^\d{6}$/);
    const r = await phoneLogin('13800000001', code);
    expect(r.body.success).toBe(true);
    expect(Object.keys(r.body.result)).toEqual(expect.arrayContaining(['token', 'userInfo', 'sysAllDictItems', 'departs', 'multi_depart', 'tenantList']));
    expect(r.body.result.userInfo).toMatchObject({ username: 'phone_a', phone: '13800000001' });
    expect(r.body.result.userInfo.password).toBeUndefined();
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: r.body.result.token })).status).toBe(200);
    // used up
    expect((await phoneLogin('13800000001', code)).status).toBe(400);
  });

  it('answers alike for a number without an account, and sends it nothing', async () => {
    const r = await sms('13900000009');
    expect(r.body).toMatchObject({ success: true });
    expect(inbox.has('13900000009')).toBe(false);
    const login = await phoneLogin('13900000009', '123456');
    expect({ status: login.status, field: login.body.result.field }).toEqual({ status: 400, field: 'captcha' });
  });

  it('waits a minute between codes for one number', async () => {
    await userWithPhone('phone_b', '13800000002');
    expect((await sms('13800000002')).body.success).toBe(true);
    const again = await sms('13800000002');
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/秒后再试/);
    expect(inbox.get('13800000002')).toHaveLength(1);
  });

  it('counts every answer in one statement: wrong answers sent at once cannot get past 3, and none is SHA-256 of the code', async () => {
    await userWithPhone('phone_par', '13800000004');
    await sms('13800000004');
    const code = lastCode('13800000004')!;
    const stored = await s.ctx.db.selectFrom('sys_sms_code').select('code_hash').where('mobile', '=', '13800000004').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const wrong = Array.from({ length: 5 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((w) => phoneLogin('13800000004', w)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(400));
    const right = await phoneLogin('13800000004', code);
    expect({ status: right.status, field: right.body.result?.field }).toEqual({ status: 400, field: 'captcha' });
  });

  it('takes a try in the same statement that checks the limit: checks run side by side cannot use more than 3', async () => {
    const codes = new SmsCodes(s.ctx.db, s.ctx.secret);
    const code = await codes.issue('13800000005');
    const wrong = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    expect(await Promise.all(wrong.map((w) => codes.check('13800000005', w)))).toEqual(Array(8).fill(false));
    expect(await codes.check('13800000005', code)).toBe(false);
    // two right answers at once: one login
    const again = await codes.issue('13800000005');
    expect((await Promise.all([codes.check('13800000005', again), codes.check('13800000005', again)])).filter(Boolean)).toHaveLength(1);
  });

  it('burns a code after 3 wrong answers and locks the account like password logins (10 failures)', async () => {
    await userWithPhone('phone_c', '13800000003');
    await sms('13800000003');
    const code = lastCode('13800000003')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await phoneLogin('13800000003', wrong)).body.message).toBe('手机验证码错误或已失效');
    expect((await phoneLogin('13800000003', code)).status).toBe(400); // gone after 3 wrong tries
    for (let i = 0; i < 6; i++) await phoneLogin('13800000003', wrong);
    const locked = await phoneLogin('13800000003', wrong);
    expect(locked.status).toBe(429);
    // the same counter as the password form: that is locked too
    const pw = await s.call('POST', '/sys/login', { body: { username: 'phone_c', password: 'Passw0rd!x' } });
    expect(pw.status).toBe(429);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [string, unknown, string][] = [
      ['/sys/sms', { mobile: '12345' }, 'mobile'],
      ['/sys/sms', { mobile: '13800000001', smsmode: '1' }, 'smsmode'],
      ['/sys/phoneLogin', { mobile: '13800000001', captcha: 'abc' }, 'captcha'],
      ['/sys/phoneLogin', { captcha: '123456' }, 'mobile'],
    ];
    for (const [url, body, field] of cases) {
      const r = await s.call('POST', url, { body });
      expect({ url, status: r.status, field: r.body.result.errors[0].field }).toEqual({ url, status: 400, field });
    }
  });
});
