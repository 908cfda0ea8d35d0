// Both databases: counters taken atomically, across two server processes on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import argon2 from '@node-rs/argon2';
import { ADDRESS_CAPTCHA_AFTER, Throttle, WINDOW_MS } from '#server/auth/throttle.js';
import { ADMIN_PASSWORD, DB_KIND, startServer, type TestServer } from './harness.js';

// The real argon2, counted: how many verifies a login costs (a spy that calls through, on the exports object the
// server's password.ts calls; removed after the file)
const verify = vi.spyOn(argon2, 'verify');
afterAll(() => verify.mockRestore());

const PASSWORD = 'Passw0rd!x';
const loginOn = (x: TestServer, body: Record<string, unknown>, from?: string) =>
  x.call('POST', '/sys/login', { body, headers: from ? { 'x-forwarded-for': from } : undefined });

// What does not depend on the database runs once, on PGlite (the throttle's SQL is the same on both engines);
// PostgreSQL repeats what its pooled connections and second process make different: the parallel tries, taking
// their slots on ten connections at once, and the counters shared between two server processes.
const ONCE = DB_KIND === 'pglite';

// one server with the default settings for the first two groups (each server start costs seconds): the second
// clears the counters the first left, so each starts from a server that has seen no failed login
let s: TestServer;
beforeAll(async () => {
  if (!ONCE) return;
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe.runIf(ONCE)('failed logins', () => {
  const login = (body: Record<string, unknown>) => loginOn(s, body);

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

describe.runIf(ONCE)('the client address of a login, by default', () => {
  // the lock and this address's count from the tests above are rows of sys_throttle
  beforeAll(async () => {
    await s.ctx.db.deleteFrom('sys_throttle').execute();
  });

  it("is the socket's: failures with rotating X-Forwarded-For count against one address", async () => {
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER; i++) {
      const r = await loginOn(s, { username: `nobody${i}`, password: 'x' }, `10.0.0.${i}`);
      expect(r.body).toMatchObject({ message: '用户名或密码错误', result: { captchaRequired: i === ADDRESS_CAPTCHA_AFTER - 1 } });
    }
    // an account that never failed, from yet another "address": the address's count still asks for a captcha
    const r = await loginOn(s, { username: 'admin', password: ADMIN_PASSWORD }, '10.0.0.77');
    expect(r).toMatchObject({ status: 400, body: { message: '验证码无效', result: { captchaRequired: true } } });
  });
});

describe('failed logins behind a trusted proxy (ISPS_TRUST_PROXY)', () => {
  const env = { ISPS_TRUST_PROXY: '127.0.0.1/32' };
  let p: TestServer;
  beforeAll(async () => {
    p = await startServer({ env });
    await Promise.all(['victim', 'victim2', 'victim3', 'cleared', 'typist', 'colleague', 'raced', 'raced2'].map((name) => p.userWithRoles(name, [])));
  });
  afterAll(async () => {
    await p?.close();
  });

  /** the answer to a captcha, read where every server process reads it */
  const answer = async (x: TestServer, key: string) =>
    (await x.ctx.db.selectFrom('sys_captcha').select('code').where('check_key', '=', key).executeTakeFirstOrThrow()).code as string;

  it.runIf(ONCE)("count per forwarded address: one address's failures do not ask another for a captcha", async () => {
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER; i++) await loginOn(p, { username: `ghost${i}`, password: 'x' }, '10.2.0.1');
    expect((await loginOn(p, { username: 'cleared', password: PASSWORD }, '10.2.0.1')).body.message).toBe('验证码无效');
    expect((await loginOn(p, { username: 'cleared', password: PASSWORD }, '10.2.0.2')).body).toMatchObject({ success: true });
  });

  it.runIf(ONCE)('hand out a bounded number of captcha images per address (each one is a database row)', async () => {
    const image = (key: string, from: string) => p.call('GET', `/sys/randomImage/${key}`, { headers: { 'x-forwarded-for': from } });
    for (let i = 0; i < 30; i++) expect((await image(`flood${i}`, '10.8.0.1')).status).toBe(200);
    expect(await image('flood-last', '10.8.0.1')).toMatchObject({ status: 429, body: { message: expect.stringMatching(/验证码请求过于频繁/) } });
    expect((await image('other', '10.8.0.2')).status).toBe(200);
  });

  it.runIf(ONCE)("leave colleagues behind the same address alone after one person's typos", async () => {
    for (let i = 0; i < 3; i++) await loginOn(p, { username: 'typist', password: 'typo' }, '10.4.0.1');
    expect((await loginOn(p, { username: 'typist', password: PASSWORD }, '10.4.0.1')).body.message).toBe('验证码无效');
    expect((await loginOn(p, { username: 'colleague', password: PASSWORD }, '10.4.0.1')).body).toMatchObject({ success: true });
  });

  it.runIf(ONCE)('ask for a captcha from 3 failures on one account and lock it at 10, whatever the addresses', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await loginOn(p, { username: 'victim', password: 'bad' }, `10.1.0.${i}`);
      expect(r.body).toMatchObject({ message: '用户名或密码错误', result: { captchaRequired: i === 2 } });
    }
    expect((await loginOn(p, { username: 'victim', password: PASSWORD }, '10.1.0.50')).body.message).toBe('验证码无效');
    for (let i = 3; i < 10; i++) {
      const r = await loginOn(p, { username: 'victim', password: PASSWORD, captcha: 'zzzz', checkKey: `none${i}` }, `10.1.0.${i}`);
      expect(r.body.message).toBe('验证码错误'); // a wrong captcha counts toward the lock
    }
    await p.call('GET', '/sys/randomImage/right');
    const locked = await loginOn(p, { username: 'victim', password: PASSWORD, captcha: await answer(p, 'right'), checkKey: 'right' }, '10.1.0.99');
    expect(locked).toMatchObject({ status: 429, body: { message: expect.stringMatching(/登录失败次数过多/) } });
  });

  /** Parallel tries for one account: the answers by status, and how many passwords argon2 checked. */
  const race = async (servers: TestServer[], username: string, tries: number, from: (i: number) => string) => {
    const calls = verify.mock.calls;
    const before = calls.length;
    // the right password comes last: a race must not let it through once the captcha is due
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => loginOn(servers[i % servers.length], { username, password: i === tries - 1 ? PASSWORD : `bad${i}` }, from(i))),
    );
    const count = (status: number) => answers.filter((r) => r.status === status).length;
    return { checked: calls.length - before, ok: count(200), refused: count(400), locked: count(429) };
  };

  it('take a slot per attempt atomically: 200 parallel tries check at most 3 passwords and never let one through', async () => {
    const r = await race([p], 'raced', 200, () => '10.6.0.1');
    expect(r.ok).toBe(0);
    expect(r.checked).toBeLessThanOrEqual(3);
    expect(r.refused + r.locked).toBe(200);
    // and the right password alone is not enough now: a captcha is due, or the account is locked (how many of the 200
    // passed the cheap check before the first slots were taken depends on the machine's load; both refuse it)
    expect((await loginOn(p, { username: 'raced', password: PASSWORD }, '10.6.0.2')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^(验证码无效|登录失败次数过多，请 \d+ 分钟后再试)$/),
    });
  });

  it.runIf(ONCE)("clear the account's count on success", async () => {
    for (let i = 0; i < 2; i++) await loginOn(p, { username: 'cleared', password: 'bad' }, `10.3.0.${i}`);
    expect((await loginOn(p, { username: 'cleared', password: PASSWORD }, '10.3.0.2')).body.success).toBe(true);
    for (let i = 3; i < 5; i++) await loginOn(p, { username: 'cleared', password: 'bad' }, `10.3.0.${i}`);
    // 2 failures since the success, not 4: no captcha yet
    expect((await loginOn(p, { username: 'cleared', password: PASSWORD }, '10.3.0.5')).body.success).toBe(true);
  });

  it.runIf(ONCE)('cost an unknown username the same argon2 verify as a known one', async () => {
    const calls = verify.mock.calls;
    const before = calls.length;
    expect((await loginOn(p, { username: 'no_such_user', password: 'x' }, '10.4.0.1')).body.message).toBe('用户名或密码错误');
    expect(calls.length - before).toBe(1);
    expect((await loginOn(p, { username: 'victim2', password: 'x' }, '10.4.0.2')).body.message).toBe('用户名或密码错误');
    expect(calls.length - before).toBe(2);
    // the same argon2 parameters (hence the same work) for the dummy hash as for the stored one
    const params = (h: unknown) => String(h).split('$').slice(1, 4).join('$');
    expect(params(calls[before][0])).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(params(calls[before][0])).toBe(params(calls[before + 1][0]));
    expect(calls[before][0]).not.toBe(calls[before + 1][0]);
  });

  it.runIf(ONCE)('expire each counter by time in the database, never all at once', async () => {
    let now = Date.now();
    const t = new Throttle(p.ctx.db, () => now);
    const keys = async () => (await p.ctx.db.selectFrom('sys_throttle').select('key').where('key', 'like', 't:%').execute()).map((r) => r.key).sort();
    await t.hit(['t:old', 't:gone']);
    now += WINDOW_MS - 1000;
    await t.hit(['t:new']);
    // thousands of new keys (rotating addresses) leave the others' counts alone
    await t.hit(Array.from({ length: 2000 }, (_, i) => `t:flood${i}`));
    expect((await t.read(['t:old', 't:new'])).map((c) => [c.key, c.hits])).toEqual(
      expect.arrayContaining([
        ['t:old', 1],
        ['t:new', 1],
      ]),
    );
    now += 2000; // t:old's window is over: it reads as nothing, and its next hit starts again at 1
    expect((await t.read(['t:old', 't:new'])).map((c) => c.key)).toEqual(['t:new']);
    expect((await t.hit(['t:old', 't:new'])).map((c) => [c.key, c.hits]).sort()).toEqual([
      ['t:new', 2],
      ['t:old', 1],
    ]);
    // a hit a minute later deletes the expired rows, only them
    now += 61_000;
    await t.hit(['t:new']);
    expect(await keys()).not.toContain('t:gone');
    expect(await keys()).toEqual(expect.arrayContaining(['t:new', 't:old']));
  });

  // PGlite is embedded in one process: a second server cannot open the same database
  it.runIf(DB_KIND === 'pg')('share counters and captchas with a second server process on the same PostgreSQL database', async () => {
    const b = await startServer({ databaseUrl: p.databaseUrl, env });
    try {
      // locked on the first process, locked on the second
      for (let i = 0; i < 10; i++) await loginOn(p, { username: 'victim3', password: 'bad', captcha: 'zzzz', checkKey: `n${i}` }, `10.5.0.${i}`);
      expect((await loginOn(b, { username: 'victim3', password: PASSWORD }, '10.5.0.99')).status).toBe(429);
      for (let i = 0; i < 3; i++) await loginOn(p, { username: 'victim2', password: 'bad' }, `10.5.1.${i}`);
      expect((await loginOn(b, { username: 'victim2', password: PASSWORD }, '10.5.1.9')).body.message).toBe('验证码无效');
      // a captcha drawn by one process is answered on the other, once
      await p.call('GET', '/sys/randomImage/across');
      const body = { username: 'victim2', password: PASSWORD, captcha: await answer(p, 'across'), checkKey: 'across' };
      expect((await loginOn(b, body, '10.5.1.9')).body.success).toBe(true);
      expect((await loginOn(p, body, '10.5.1.8')).body.success).toBe(true); // the success on b cleared the account for p too
      // parallel tries split over both processes take their slots from one counter
      const r = await race([p, b], 'raced2', 120, (i) => `10.5.2.${i % 7}`);
      expect(r).toMatchObject({ ok: 0 });
      expect(r.checked).toBeLessThanOrEqual(3);
    } finally {
      await b.close();
    }
  });
});
